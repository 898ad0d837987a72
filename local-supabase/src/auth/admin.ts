import type { IncomingMessage } from 'node:http';
import { inTransaction } from '../db.ts';
import { queryOf, sendJson } from '../http.ts';
import type { ServiceContext } from '../types.ts';
import { adminPagination, paginationLinks } from './admin-pagination.ts';
import { goKind, metadataOf, readAuthBody, type Body } from './body.ts';
import { API_VERSION_HEADER, authError, errors } from './errors.ts';
import type { Handler } from './handlers.ts';
import { checkBcryptLength, checkPasswordStrength } from './password-rules.ts';
import { requireClaims } from './sessions.ts';
import { findUserByEmail, findUserById, hashPassword, insertUser, toUserJson, upsertEmailIdentity, validateEmail, type AuthUserRow } from './users.ts';

const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/**
 * A field of GoTrue's AdminUserParams: null or absent is the zero value, a value of another JSON
 * type is the decoder's 400 bad_json (retrieveRequestParams).
 */
function field<T extends 'string' | 'boolean'>(body: Body, name: string, type: T): (T extends 'string' ? string : boolean) | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== type) {
    throw authError(400, 'bad_json',
      `Could not parse request body as JSON: json: cannot unmarshal ${goKind(value)} into Go struct field AdminUserParams.${name} of type ${type === 'boolean' ? 'bool' : 'string'}`);
  }
  return value as (T extends 'string' ? string : boolean);
}
const MAX_BIGINT = 2n ** 63n - 1n;

/** GoTrue's /admin/users endpoints, for the service_role key only. */
export function createAdminHandlers(ctx: ServiceContext) {
  const { pool, config } = ctx;

  /**
   * GoTrue's requireAdminCredentials + requireAdmin (api/middleware.go, api/auth.go): a valid bearer
   * JWT; if it names a session, that user and session must still exist; its role must be one of
   * GOTRUE_JWT_ADMIN_ROLES (config.adminRoles).
   */
  const requireAdmin = async (req: IncomingMessage) => {
    const claims = await requireClaims(ctx, req);
    if (claims.session_id && claims.session_id !== NIL_UUID) {
      if (!claims.sub) throw authError(403, 'bad_jwt', 'invalid claim: missing sub claim');
      if (!(await findUserById(pool, claims.sub))) throw authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
      const { rowCount } = await pool.query('select 1 from auth.sessions where id::text = $1', [claims.session_id]);
      if (!rowCount) throw errors.sessionNotFound();
    }
    if (typeof claims.role !== 'string' || !config.adminRoles.includes(claims.role)) throw errors.notAdmin();
  };

  /** GoTrue's loadUser: an id that is not a UUID is a 404 validation_failed, an unknown one 404 user_not_found. */
  const loadUser = async (id: string): Promise<AuthUserRow> => {
    if (!/^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i.test(id)) {
      throw authError(404, 'validation_failed', 'user_id must be an UUID');
    }
    const user = await findUserById(pool, id);
    if (!user) throw errors.userNotFound();
    return user;
  };

  const list: Handler = async (req, res) => {
    await requireAdmin(req);
    const query = queryOf(req);
    const { page, perPage } = adminPagination(query);
    const total = await pool.query<{ count: string }>('select count(*) from auth.users where deleted_at is null');
    const count = BigInt(total.rows[0].count);
    const offset = (page - 1n) * perPage;
    // A page past PostgreSQL's bigint range is past every user; pop would find none there either.
    const { rows } = offset > MAX_BIGINT ? { rows: [] as AuthUserRow[] } : await pool.query<AuthUserRow>(
      'select * from auth.users where deleted_at is null order by created_at desc limit $1 offset $2',
      [String(perPage > MAX_BIGINT ? MAX_BIGINT : perPage), String(offset)],
    );
    sendJson(res, 200, { users: rows.map(toUserJson), aud: 'authenticated' }, {
      ...API_VERSION_HEADER,
      Link: paginationLinks('/admin/users', query, page, perPage, count),
      'X-Total-Count': String(count),
    });
  };

  const create: Handler = async (req, res) => {
    await requireAdmin(req);
    const body = await readAuthBody(req, 'api.AdminUserParams');
    const rawEmail = field(body, 'email', 'string');
    if (!rawEmail) throw errors.validation('Cannot create a user without either an email or phone');
    const email = validateEmail(rawEmail);
    if (await findUserByEmail(pool, email)) throw errors.emailExists();
    const password = field(body, 'password', 'string');
    // No strength check here (GoTrue's adminUserCreate): only bcrypt's 72-byte limit.
    if (password) checkBcryptLength(password);
    const user = await insertUser(pool, {
      email,
      passwordHash: password ? await hashPassword(password) : null,
      confirmed: field(body, 'email_confirm', 'boolean') === true,
      userMetadata: metadataOf(body.user_metadata ?? body.data),
      appMetadata: metadataOf(body.app_metadata),
    });
    sendJson(res, 200, toUserJson(user), API_VERSION_HEADER);
  };

  const get: Handler = async (req, res, [id]) => {
    await requireAdmin(req);
    sendJson(res, 200, toUserJson(await loadUser(id)), API_VERSION_HEADER);
  };

  /**
   * GoTrue's adminUserUpdate (api/admin.go): `email` is set at once, with no mail and no
   * confirmation step, and the e-mail identity follows it ({email, email_verified: email_confirm});
   * `email_confirm: true` confirms; `password` goes through the same strength check as sign-up.
   */
  const update: Handler = async (req, res, [id]) => {
    await requireAdmin(req);
    const user = await loadUser(id);
    const body = await readAuthBody(req, 'api.AdminUserParams');
    const rawEmail = field(body, 'email', 'string');
    const email = rawEmail ? validateEmail(rawEmail) : undefined;
    const emailConfirm = field(body, 'email_confirm', 'boolean') === true;
    const password = field(body, 'password', 'string');
    if (password !== undefined) checkPasswordStrength(password, config.minimumPasswordLength);
    if (email && email !== user.email) {
      const owner = await findUserByEmail(pool, email);
      // GoTrue lets the unique index refuse this and answers 500 "Error updating user"; a clean 422 here.
      if (owner && owner.id !== user.id) throw errors.emailExists();
    }
    const hash = password !== undefined ? await hashPassword(password) : null;

    const updated = await inTransaction(pool, async (client) => {
      const { rows } = await client.query<AuthUserRow>(
        `update auth.users set
           email = coalesce($6, email),
           encrypted_password = coalesce($2, encrypted_password),
           email_confirmed_at = case when $3 then coalesce(email_confirmed_at, now()) else email_confirmed_at end,
           raw_user_meta_data = case when $4::jsonb is null then raw_user_meta_data else coalesce(raw_user_meta_data, '{}'::jsonb) || $4::jsonb end,
           raw_app_meta_data = case when $5::jsonb is null then raw_app_meta_data else coalesce(raw_app_meta_data, '{}'::jsonb) || $5::jsonb end,
           updated_at = now()
         where id = $1 returning *`,
        [id, hash, emailConfirm, body.user_metadata ? metadataOf(body.user_metadata) : null, body.app_metadata ? metadataOf(body.app_metadata) : null, email ?? null],
      );
      const row = rows[0];
      if (email) await upsertEmailIdentity(client, id, { email, email_verified: emailConfirm });
      return row;
    }).catch((error: unknown) => {
      // A concurrent change to the same address: the unique index refuses it.
      if ((error as { code?: string }).code === '23505') throw errors.emailExists();
      throw error;
    });
    sendJson(res, 200, toUserJson(updated), API_VERSION_HEADER);
  };

  const remove: Handler = async (req, res, [id]) => {
    await requireAdmin(req);
    const user = await loadUser(id);
    await pool.query('delete from auth.users where id = $1', [id]);
    sendJson(res, 200, toUserJson(user), API_VERSION_HEADER);
  };

  // requireAdmin is shared with the admin links (admin-links.ts: generate_link, invite).
  return { list, create, get, update, remove, requireAdmin };
}
