import type { IncomingMessage } from 'node:http';
import { queryOf, readJson, sendJson } from '../http.ts';
import type { ServiceContext } from '../types.ts';
import { API_VERSION_HEADER, errors } from './errors.ts';
import type { Handler } from './handlers.ts';
import { requireClaims } from './sessions.ts';
import { findUserByEmail, findUserById, hashPassword, insertUser, isValidEmail, normalizeEmail, toUserJson, type AuthUserRow } from './users.ts';

type Body = Record<string, unknown>;
const metadataOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** GoTrue's /admin/users endpoints, for the service_role key only. */
export function createAdminHandlers(ctx: ServiceContext) {
  const { pool, config } = ctx;

  const requireServiceRole = async (req: IncomingMessage) => {
    const claims = await requireClaims(ctx, req);
    if (claims.role !== 'service_role') throw errors.notAdmin();
  };

  const passwordHashOf = async (password: unknown): Promise<string | null> => {
    if (password === undefined || password === null) return null;
    if (typeof password !== 'string' || password.length < config.minimumPasswordLength) throw errors.weakPassword(config.minimumPasswordLength);
    return hashPassword(password);
  };

  const list: Handler = async (req, res) => {
    await requireServiceRole(req);
    const query = queryOf(req);
    const perPage = Math.min(Math.max(Number(query.get('per_page') ?? 50) || 50, 1), 1000);
    const page = Math.max(Number(query.get('page') ?? 1) || 1, 1);
    const { rows } = await pool.query<AuthUserRow>(
      'select * from auth.users where deleted_at is null order by created_at desc limit $1 offset $2',
      [perPage, (page - 1) * perPage],
    );
    const total = await pool.query<{ count: string }>('select count(*) from auth.users where deleted_at is null');
    sendJson(res, 200, { users: rows.map(toUserJson), aud: 'authenticated' }, { ...API_VERSION_HEADER, 'X-Total-Count': total.rows[0].count });
  };

  const create: Handler = async (req, res) => {
    await requireServiceRole(req);
    const body = await readJson<Body>(req);
    if (!isValidEmail(body.email)) throw errors.invalidEmail();
    const email = normalizeEmail(body.email);
    if (await findUserByEmail(pool, email)) throw errors.emailExists();
    const user = await insertUser(pool, {
      email,
      passwordHash: await passwordHashOf(body.password),
      confirmed: body.email_confirm === true,
      userMetadata: metadataOf(body.user_metadata ?? body.data),
      appMetadata: metadataOf(body.app_metadata),
    });
    sendJson(res, 200, toUserJson(user), API_VERSION_HEADER);
  };

  const get: Handler = async (req, res, [id]) => {
    await requireServiceRole(req);
    const user = await findUserById(pool, id);
    if (!user) throw errors.userNotFound();
    sendJson(res, 200, toUserJson(user), API_VERSION_HEADER);
  };

  const update: Handler = async (req, res, [id]) => {
    await requireServiceRole(req);
    const user = await findUserById(pool, id);
    if (!user) throw errors.userNotFound();
    const body = await readJson<Body>(req);
    const hash = await passwordHashOf(body.password);
    const { rows } = await pool.query<AuthUserRow>(
      `update auth.users set
         encrypted_password = coalesce($2, encrypted_password),
         email_confirmed_at = case when $3 then coalesce(email_confirmed_at, now()) else email_confirmed_at end,
         raw_user_meta_data = case when $4::jsonb is null then raw_user_meta_data else coalesce(raw_user_meta_data, '{}'::jsonb) || $4::jsonb end,
         raw_app_meta_data = case when $5::jsonb is null then raw_app_meta_data else coalesce(raw_app_meta_data, '{}'::jsonb) || $5::jsonb end,
         updated_at = now()
       where id = $1 returning *`,
      [id, hash, body.email_confirm === true, body.user_metadata ? metadataOf(body.user_metadata) : null, body.app_metadata ? metadataOf(body.app_metadata) : null],
    );
    sendJson(res, 200, toUserJson(rows[0]), API_VERSION_HEADER);
  };

  const remove: Handler = async (req, res, [id]) => {
    await requireServiceRole(req);
    const user = await findUserById(pool, id);
    if (!user) throw errors.userNotFound();
    await pool.query('delete from auth.users where id = $1', [id]);
    sendJson(res, 200, toUserJson(user), API_VERSION_HEADER);
  };

  return { list, create, get, update, remove };
}
