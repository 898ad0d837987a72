import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError, queryOf, readJson, sendJson } from '../http.ts';
import type { ServiceContext } from '../types.ts';
import { API_VERSION_HEADER, errors } from './errors.ts';
import { sendLinkEmail, type LinkType } from './mailer.ts';
import { createRateLimiter } from './rate-limit.ts';
import { resolveRedirect } from './redirect.ts';
import { createSession, endSessions, refreshSession, requireClaims, requireUser } from './sessions.ts';
import {
  checkPassword, findUserByEmail, hashLinkToken, hashPassword, insertUser, isBanned, isValidEmail, newLinkToken, normalizeEmail,
  obfuscatedUserJson, toUserJson, type AuthUserRow,
} from './users.ts';

type Body = Record<string, unknown>;
export type Handler = (req: IncomingMessage, res: ServerResponse, params: string[]) => Promise<void>;

/** Links in e-mails stay valid for a day, as GoTrue's default mailer_otp_exp. */
const LINK_TTL_MS = 24 * 60 * 60 * 1000;

const reply = (res: ServerResponse, status: number, body: unknown) => sendJson(res, status, body, API_VERSION_HEADER);
const metadataOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const clientIp = (req: IncomingMessage) => String(req.headers['x-forwarded-for'] ?? req.socket.remoteAddress ?? '');

export function createHandlers(ctx: ServiceContext) {
  const { config, pool } = ctx;
  const limiter = createRateLimiter(config.signInRateLimit.max, config.signInRateLimit.windowSeconds);

  const checkPasswordStrength = (password: unknown): string => {
    if (typeof password !== 'string' || password.length < config.minimumPasswordLength) throw errors.weakPassword(config.minimumPasswordLength);
    if (password.length > 72) throw errors.validation('Password cannot be longer than 72 characters');
    return password;
  };

  const sendConfirmation = async (user: AuthUserRow, redirectTo: string) => {
    const token = newLinkToken();
    await pool.query('update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1', [user.id, hashLinkToken(token)]);
    sendLinkEmail(ctx, user.email, 'signup', token, redirectTo, user.raw_user_meta_data?.nome);
  };

  const signup: Handler = async (req, res) => {
    const body = await readJson<Body>(req);
    if (!isValidEmail(body.email)) throw errors.invalidEmail();
    const email = normalizeEmail(body.email);
    const password = checkPasswordStrength(body.password);
    const userMetadata = metadataOf(body.data);
    const redirectTo = resolveRedirect(config, queryOf(req).get('redirect_to'));

    const existing = await findUserByEmail(pool, email);
    if (existing) {
      if (!config.enableConfirmations) throw errors.userAlreadyExists();
      if (existing.email_confirmed_at) return reply(res, 200, obfuscatedUserJson(email, userMetadata));
      // Not confirmed yet: GoTrue sends the confirmation again.
      await sendConfirmation(existing, redirectTo);
      return reply(res, 200, toUserJson(existing));
    }

    const user = await insertUser(pool, {
      email,
      passwordHash: await hashPassword(password),
      confirmed: !config.enableConfirmations,
      userMetadata,
    });
    if (!config.enableConfirmations) return reply(res, 200, await createSession(ctx, user, 'password'));
    await sendConfirmation(user, redirectTo);
    const { rows } = await pool.query<AuthUserRow>('select * from auth.users where id = $1', [user.id]);
    reply(res, 200, toUserJson(rows[0]));
  };

  const token: Handler = async (req, res) => {
    const grant = queryOf(req).get('grant_type');
    const body = await readJson<Body>(req);
    if (grant === 'refresh_token') return reply(res, 200, await refreshSession(ctx, body.refresh_token));
    if (grant !== 'password') throw errors.unsupportedGrant();

    const email = typeof body.email === 'string' ? normalizeEmail(body.email) : '';
    if (!limiter.hit(`${clientIp(req)}|${email}`)) throw errors.rateLimited();
    if (!email || typeof body.password !== 'string') throw errors.invalidCredentials();
    const user = await findUserByEmail(pool, email);
    if (!user || !user.encrypted_password) throw errors.invalidCredentials();
    // GoTrue's order (token.go): the ban is checked before the password.
    if (isBanned(user)) throw errors.userBanned();
    if (!(await checkPassword(body.password, user.encrypted_password))) throw errors.invalidCredentials();
    if (config.enableConfirmations && !user.email_confirmed_at) throw errors.emailNotConfirmed();
    reply(res, 200, await createSession(ctx, user, 'password'));
  };

  const getUser: Handler = async (req, res) => {
    const { user } = await requireUser(ctx, req);
    reply(res, 200, toUserJson(user));
  };

  const updateUser: Handler = async (req, res) => {
    const { user } = await requireUser(ctx, req);
    const body = await readJson<Body>(req);
    if (body.password !== undefined) {
      const password = checkPasswordStrength(body.password);
      // GoTrue refuses a "new" password equal to the current one (user.go UserUpdate).
      if (await checkPassword(password, user.encrypted_password)) throw errors.samePassword();
      const hash = await hashPassword(password);
      await pool.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [user.id, hash]);
    }
    if (body.data !== undefined) {
      await pool.query(
        `update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb, updated_at = now() where id = $1`,
        [user.id, metadataOf(body.data)],
      );
    }
    if (body.email !== undefined && body.email !== user.email) {
      if (!isValidEmail(body.email)) throw errors.invalidEmail();
      const email = normalizeEmail(body.email);
      if (await findUserByEmail(pool, email)) throw errors.emailExists();
      const linkToken = newLinkToken();
      await pool.query(
        'update auth.users set email_change = $2, email_change_token_new = $3, email_change_sent_at = now() where id = $1',
        [user.id, email, hashLinkToken(linkToken)],
      );
      sendLinkEmail(ctx, email, 'email_change', linkToken, resolveRedirect(config, queryOf(req).get('redirect_to')), user.raw_user_meta_data?.nome);
    }
    const { rows } = await pool.query<AuthUserRow>('select * from auth.users where id = $1', [user.id]);
    reply(res, 200, toUserJson(rows[0]));
  };

  const logout: Handler = async (req, res) => {
    const claims = await requireClaims(ctx, req);
    await endSessions(ctx, claims, queryOf(req).get('scope') ?? 'global');
    res.writeHead(204, API_VERSION_HEADER).end();
  };

  const recover: Handler = async (req, res) => {
    const body = await readJson<Body>(req);
    if (!isValidEmail(body.email)) throw errors.invalidEmail();
    const user = await findUserByEmail(pool, normalizeEmail(body.email));
    // The same answer whether the e-mail exists or not.
    if (user) {
      const linkToken = newLinkToken();
      await pool.query('update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1', [user.id, hashLinkToken(linkToken)]);
      sendLinkEmail(ctx, user.email, 'recovery', linkToken, resolveRedirect(config, queryOf(req).get('redirect_to')), user.raw_user_meta_data?.nome);
    }
    reply(res, 200, {});
  };

  const resend: Handler = async (req, res) => {
    const body = await readJson<Body>(req);
    if (!isValidEmail(body.email)) throw errors.invalidEmail();
    const user = await findUserByEmail(pool, normalizeEmail(body.email));
    const redirectTo = resolveRedirect(config, (metadataOf(body.options).emailRedirectTo as string | undefined) ?? queryOf(req).get('redirect_to'));
    if (user && body.type === 'signup' && !user.email_confirmed_at) await sendConfirmation(user, redirectTo);
    reply(res, 200, {});
  };

  /**
   * Consumes an e-mail link token; the user it belonged to, or undefined when invalid or expired.
   * A banned user's link is refused (GoTrue's verify.go), before it is used up.
   */
  const consumeLink = async (type: LinkType, tokenValue: string): Promise<AuthUserRow | undefined> => {
    const hash = hashLinkToken(tokenValue);
    const column = type === 'signup' ? 'confirmation' : type === 'recovery' ? 'recovery' : 'email_change';
    const tokenColumn = column === 'email_change' ? 'email_change_token_new' : `${column}_token`;
    const { rows } = await pool.query<AuthUserRow & { sent_at: Date | null }>(
      `select *, ${column}_sent_at as sent_at from auth.users where ${tokenColumn} = $1 and $1 <> ''`,
      [hash],
    );
    const user = rows[0];
    if (!user) return undefined;
    if (isBanned(user)) throw errors.userBannedForbidden();
    if (!user.sent_at || Date.now() - new Date(user.sent_at).getTime() > LINK_TTL_MS) return undefined;
    const update =
      type === 'signup'
        ? `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = '' where id = $1 returning *`
        : type === 'recovery'
          ? `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), recovery_token = '' where id = $1 returning *`
          : `update auth.users set email = email_change, email_change = '', email_change_token_new = '' where id = $1 returning *`;
    const updated = await pool.query<AuthUserRow>(update, [user.id]);
    if (type === 'signup') {
      await pool.query(`update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb where user_id = $1`, [user.id]);
    }
    return updated.rows[0];
  };

  const linkTypeOf = (value: unknown): LinkType | undefined =>
    value === 'signup' || value === 'email' ? 'signup' : value === 'recovery' ? 'recovery' : value === 'email_change' ? 'email_change' : undefined;

  /** GET /verify: the link in the e-mail. Redirects back to the app with the session in the fragment. */
  const verifyLink: Handler = async (req, res) => {
    const query = queryOf(req);
    const redirectTo = resolveRedirect(config, query.get('redirect_to'));
    const type = linkTypeOf(query.get('type'));
    const back = (fragment: Record<string, string>) =>
      res.writeHead(303, { Location: `${redirectTo.split('#')[0]}#${new URLSearchParams(fragment).toString()}` }).end();
    let user: AuthUserRow | undefined;
    try {
      user = type ? await consumeLink(type, query.get('token') ?? '') : undefined;
    } catch (error) {
      // A refused link (a banned user) goes back to the app with GoTrue's error in the fragment.
      const code = error instanceof HttpError ? error.body.code : undefined;
      if (!(error instanceof HttpError) || typeof code !== 'string') throw error;
      return void back({ error: 'access_denied', error_code: code, error_description: error.message });
    }
    if (!user || !type) {
      return void back({ error: 'access_denied', error_code: 'otp_expired', error_description: 'Email link is invalid or has expired' });
    }
    const session = await createSession(ctx, user, 'otp');
    back({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      token_type: 'bearer',
      type: type === 'signup' ? 'signup' : type,
    });
  };

  /** POST /verify (verifyOtp with token_hash): the same, answered with the session. */
  const verifyOtp: Handler = async (req, res) => {
    const body = await readJson<Body>(req);
    const type = linkTypeOf(body.type);
    const tokenValue = typeof body.token_hash === 'string' ? body.token_hash : typeof body.token === 'string' ? body.token : '';
    const user = type ? await consumeLink(type, tokenValue) : undefined;
    if (!user) throw errors.otpExpired();
    reply(res, 200, await createSession(ctx, user, 'otp'));
  };

  const settings: Handler = async (_req, res) => {
    reply(res, 200, {
      external: { email: true, phone: false, anonymous_users: false },
      disable_signup: false,
      mailer_autoconfirm: !config.enableConfirmations,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    });
  };

  const health: Handler = async (_req, res) => {
    reply(res, 200, { version: 'local-supabase', name: 'GoTrue', description: 'Loja Praia local auth' });
  };

  return { signup, token, getUser, updateUser, logout, recover, resend, verifyLink, verifyOtp, settings, health };
}
