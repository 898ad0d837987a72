import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { queryOf, sendJson } from '../http.ts';
import type { ServiceContext } from '../types.ts';
import { GRANT_PARAMS, metadataOf, readAuthBody, str } from './body.ts';
import { clientAddress } from './client-address.ts';
import { createEmailSender } from './email-send.ts';
import { API_VERSION_HEADER, authError, errors } from './errors.ts';
import { checkPasswordStrength as checkPasswordRules } from './password-rules.ts';
import { createPkce, pkceParamsOf, type PkceParams } from './pkce.ts';
import { createRateLimiter } from './rate-limit.ts';
import { resolveRedirect } from './redirect.ts';
import { createSession, endSessions, refreshSession, requireClaims, requireUser } from './sessions.ts';
import { isOtpValid, tokenHash, type FlowType } from './tokens.ts';
import {
  checkPassword, findUserByEmail, findUserById, hashPassword, insertUser, isBanned, normalizeEmail, obfuscatedUserJson, toUserJson,
  validateEmail, type AuthUserRow,
} from './users.ts';
import { createVerifyHandlers } from './verify.ts';

export type Handler = (req: IncomingMessage, res: ServerResponse, params: string[]) => Promise<void>;

/** GoTrue's UpdatePasswordRequireReauthentication window: a session younger than this needs no nonce. */
const REAUTHENTICATION_WINDOW_MS = 24 * 60 * 60 * 1000;

const reply = (res: ServerResponse, status: number, body: unknown) => sendJson(res, status, body, API_VERSION_HEADER);

/** What a sign-up (POST /signup, or /otp for a new address) needs. */
export interface SignupInput {
  email: string;
  password: string;
  data: Record<string, unknown>;
  pkce: PkceParams & { flow: FlowType };
  redirectTo: string;
}

export function createHandlers(ctx: ServiceContext) {
  const { config, pool } = ctx;
  const limiter = createRateLimiter(config.signInRateLimit.max, config.signInRateLimit.windowSeconds);
  const send = createEmailSender(ctx);
  const pkce = createPkce(ctx);
  const verify = createVerifyHandlers(ctx, pkce);
  const redirectOf = (req: IncomingMessage, requested?: string | null) => resolveRedirect(config, requested ?? queryOf(req).get('redirect_to'));
  const reload = async (id: string) => (await findUserById(pool, id))!;

  /** GoTrue's checkPasswordStrength, in UTF-8 bytes (password-rules.ts); the password back for chaining. */
  const checkPasswordStrength = (password: string): string => {
    checkPasswordRules(password, config.minimumPasswordLength);
    return password;
  };

  /**
   * GoTrue's Signup for an e-mail (api/signup.go), shared by POST /signup and /otp for a new address:
   * a confirmed address gets an obfuscated user, an unconfirmed one its confirmation again.
   */
  const signupEmail = async (input: SignupInput): Promise<unknown> => {
    const existing = await findUserByEmail(pool, input.email);
    if (existing?.email_confirmed_at) {
      if (!config.enableConfirmations) throw errors.userAlreadyExists();
      return obfuscatedUserJson(input.email, input.data);
    }
    if (existing && !config.enableConfirmations) throw errors.userAlreadyExists();
    const user =
      existing ??
      (await insertUser(pool, {
        email: input.email,
        passwordHash: await hashPassword(input.password),
        confirmed: !config.enableConfirmations,
        userMetadata: input.data,
      }));
    if (!config.enableConfirmations) return createSession(ctx, user, 'password');
    if (input.pkce.flow === 'pkce') await pkce.createFlowState(pool, user.id, 'email/signup', input.pkce);
    await send.confirmation(user, input.redirectTo, input.pkce.flow);
    return toUserJson(await reload(user.id));
  };

  const signup: Handler = async (req, res) => {
    const body = await readAuthBody(req, 'api.SignupParams');
    // api.go: with neither e-mail nor phone a sign-up is an anonymous one, which this project keeps off.
    if (!str(body.email) && !str(body.phone)) throw authError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
    const password = str(body.password);
    if (!password) throw errors.validation('Signup requires a valid password');
    checkPasswordStrength(password);
    const params = pkceParamsOf(body);
    const email = validateEmail(body.email);
    reply(res, 200, await signupEmail({ email, password, data: metadataOf(body.data), pkce: params, redirectTo: redirectOf(req) }));
  };

  const token: Handler = async (req, res) => {
    const grant = queryOf(req).get('grant_type');
    if (grant !== 'password' && grant !== 'refresh_token' && grant !== 'pkce') throw errors.unsupportedGrant();
    const body = await readAuthBody(req, GRANT_PARAMS[grant]);
    if (grant === 'refresh_token') {
      // token.go RefreshTokenGrant: an empty token (a null body too) is refused before any lookup.
      if (!str(body.refresh_token)) throw errors.validation('Refresh token is not valid');
      return reply(res, 200, await refreshSession(ctx, body.refresh_token));
    }
    if (grant === 'pkce') return reply(res, 200, await pkce.grant(body));

    const email = typeof body.email === 'string' ? normalizeEmail(body.email) : '';
    if (!limiter.hit(`${clientAddress(req, config)}|${email}`)) throw errors.rateLimited();
    if (!email && !str(body.phone)) throw errors.validation('missing email or phone');
    if (typeof body.password !== 'string') throw errors.invalidCredentials();
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

  /** verifyReauthentication (api/reauthenticate.go): the nonce is the code GET /reauthenticate mailed; used once. */
  const checkNonce = async (user: AuthUserRow, nonce: string) => {
    const hash = tokenHash(user.email, nonce);
    if (!isOtpValid(hash, user.reauthentication_token, user.reauthentication_sent_at, config.otpExpiry)) throw errors.reauthenticationNotValid();
    await pool.query(`update auth.users set reauthentication_token = '' where id = $1`, [user.id]);
  };

  /** PUT /user (api/user.go UserUpdate): password, metadata, and an e-mail change by mail. */
  const updateUser: Handler = async (req, res) => {
    const { user, claims } = await requireUser(ctx, req);
    const body = await readAuthBody(req, 'api.UserUpdateParams');
    const email = str(body.email) ? validateEmail(body.email) : '';
    const password = body.password === undefined || body.password === null ? undefined : str(body.password);
    if (password !== undefined) checkPasswordStrength(password);
    const params = pkceParamsOf(body);
    const changingEmail = email !== '' && email !== user.email;
    if (changingEmail && (await findUserByEmail(pool, email))) throw errors.emailExists();

    if (password !== undefined) {
      if (config.securePasswordChange) {
        const { rows } = await pool.query<{ created_at: Date }>('select created_at from auth.sessions where id = $1', [claims.session_id ?? null]);
        const session = rows[0];
        if (!session || Date.now() > new Date(session.created_at).getTime() + REAUTHENTICATION_WINDOW_MS) {
          const nonce = str(body.nonce);
          if (!nonce) throw errors.reauthenticationNeeded();
          await checkNonce(user, nonce);
        }
      }
      // GoTrue refuses a "new" password equal to the current one (user.go UserUpdate).
      if (password && (await checkPassword(password, user.encrypted_password))) throw errors.samePassword();
      const hash = await hashPassword(password);
      await pool.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [user.id, hash]);
    }
    if (body.data !== undefined && body.data !== null) {
      await pool.query(
        `update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb, updated_at = now() where id = $1`,
        [user.id, metadataOf(body.data)],
      );
    }
    if (changingEmail) {
      const current = await reload(user.id);
      if (params.flow === 'pkce') await pkce.createFlowState(pool, user.id, 'email_change', params);
      await send.emailChange(current, email, redirectOf(req), params.flow);
    }
    reply(res, 200, toUserJson(await reload(user.id)));
  };

  /** GET /reauthenticate: mails the nonce a password change needs with [auth.email] secure_password_change. */
  const reauthenticate: Handler = async (req, res) => {
    const { user } = await requireUser(ctx, req);
    if (!user.email) throw errors.validation('Reauthentication requires the user to have an email or a phone number');
    if (!user.email_confirmed_at) throw errors.emailNotConfirmedToReauthenticate();
    await send.reauthentication(user);
    reply(res, 200, {});
  };

  const logout: Handler = async (req, res) => {
    const claims = await requireClaims(ctx, req);
    await endSessions(ctx, claims, queryOf(req).get('scope') ?? 'global');
    res.writeHead(204, API_VERSION_HEADER).end();
  };

  /** POST /recover (api/recover.go): the same answer whether the e-mail exists or not. */
  const recover: Handler = async (req, res) => {
    const body = await readAuthBody(req, 'api.RecoverParams');
    if (!str(body.email)) throw errors.validation('Password recovery requires an email');
    const email = validateEmail(body.email);
    const params = pkceParamsOf(body);
    const user = await findUserByEmail(pool, email);
    if (user) {
      if (params.flow === 'pkce') await pkce.createFlowState(pool, user.id, 'recovery', params);
      await send.recovery(user, redirectOf(req), params.flow);
    }
    reply(res, 200, {});
  };

  /** POST /resend (api/resend.go): the sign-up confirmation or the e-mail change mails again. */
  const resend: Handler = async (req, res) => {
    const body = await readAuthBody(req, 'api.ResendConfirmationParams');
    const type = str(body.type);
    if (type !== 'signup' && type !== 'email_change' && type !== 'sms' && type !== 'phone_change') {
      throw errors.validation('Missing one of these types: signup, email_change, sms, phone_change');
    }
    const params = type === 'signup' || type === 'email_change' ? pkceParamsOf(body) : pkceParamsOf({});
    if (!str(body.email) && type === 'signup') throw errors.validation('Type provided requires an email address');
    if (!str(body.phone) && type === 'sms') throw errors.validation('Type provided requires a phone number');
    if (str(body.email) && str(body.phone)) throw errors.validation('Only an email address or phone number should be provided.');
    if (!str(body.email)) {
      if (str(body.phone)) throw authError(400, 'phone_provider_disabled', 'Phone logins are disabled');
      throw errors.validation('Missing email address or phone number');
    }
    const email = validateEmail(body.email);
    const user = await findUserByEmail(pool, email);
    if (!user) return reply(res, 200, {});
    const redirectTo = redirectOf(req, (metadataOf(body.options).emailRedirectTo as string | undefined) ?? null);
    if (type === 'signup' && !user.email_confirmed_at) {
      if (params.flow === 'pkce') await pkce.createFlowState(pool, user.id, 'email/signup', params);
      await send.confirmation(user, redirectTo, params.flow);
    } else if (type === 'email_change' && user.email_change) {
      if (params.flow === 'pkce') await pkce.createFlowState(pool, user.id, 'email_change', params);
      await send.emailChange(user, user.email_change, redirectTo, params.flow);
    }
    reply(res, 200, {});
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

  /** A random password for accounts created without one (GoTrue's crypto.GeneratePassword). */
  const randomPassword = () => randomBytes(33).toString('base64url');

  return {
    signup, token, getUser, updateUser, reauthenticate, logout, recover, resend, settings, health,
    verifyLink: verify.verifyLink, verifyOtp: verify.verifyOtp,
    // For /otp and the admin links.
    internals: { signupEmail, checkPasswordStrength, send, pkce, randomPassword, redirectOf },
  };
}

export type Handlers = ReturnType<typeof createHandlers>;
