import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { inTransaction } from '../db.ts';
import { HttpError, queryOf, sendJson } from '../http.ts';
import type { ServiceContext } from '../types.ts';
import { readAuthBody, str } from './body.ts';
import { API_VERSION_HEADER, errors } from './errors.ts';
import type { Handler } from './handlers.ts';
import { resolveRedirect } from './redirect.ts';
import { createSession } from './sessions.ts';
import { isOtpExpired, isOtpValid, PKCE_PREFIX, tokenHash } from './tokens.ts';
import { hashPassword, isBanned, upsertEmailIdentity, validateEmail, type AuthUserRow } from './users.ts';

/** The e-mail verification types of GoTrue's /verify (mailer.*Verification). */
const EMAIL_TYPES = ['signup', 'invite', 'recovery', 'magiclink', 'email_change', 'email'] as const;
type VerifyType = (typeof EMAIL_TYPES)[number];
const isEmailType = (value: string): value is VerifyType => (EMAIL_TYPES as readonly string[]).includes(value);

/**
 * Where each verification type's token and the time it was sent are stored (verifyTokenHash,
 * verifyUserAndToken). `email` (an e-mail OTP) is a sign-up confirmation or a magic link.
 */
const TOKEN_COLUMNS = {
  signup: { tokens: ['confirmation_token'], sentAt: 'confirmation_sent_at' },
  invite: { tokens: ['confirmation_token'], sentAt: 'confirmation_sent_at' },
  recovery: { tokens: ['recovery_token'], sentAt: 'recovery_sent_at' },
  magiclink: { tokens: ['recovery_token'], sentAt: 'recovery_sent_at' },
  email_change: { tokens: ['email_change_token_new', 'email_change_token_current'], sentAt: 'email_change_sent_at' },
} as const satisfies Record<Exclude<VerifyType, 'email'>, { tokens: readonly (keyof AuthUserRow)[]; sentAt: keyof AuthUserRow }>;
type TokenType = keyof typeof TOKEN_COLUMNS;

/** The types a token of this verification type may be (in the order they are tried), or undefined for an unknown type. */
const tokenTypesOf = (type: string): readonly TokenType[] | undefined =>
  type === 'email' ? ['signup', 'magiclink'] : Object.hasOwn(TOKEN_COLUMNS, type) ? [type as TokenType] : undefined;

/** What a verified token leads to: the user after the update, or only the first of two e-mail change links. */
type Outcome = { user: AuthUserRow; type: string } | { singleConfirmation: true };

/** Only applicable with secure e-mail change (GoTrue's singleConfirmationAccepted). */
export const SINGLE_CONFIRMATION_ACCEPTED = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

/** Hooks for the PKCE flow (pkce.ts): a `pkce_` token ends in an auth code instead of a session. */
export interface PkceHooks {
  issueAuthCode(user: AuthUserRow, type: string): Promise<string>;
}

/** GoTrue's /verify (api/verify.go): e-mail links (GET) and verifyOtp (POST). */
export function createVerifyHandlers(ctx: ServiceContext, pkce: PkceHooks) {
  const { pool, config } = ctx;

  const one = async (sql: string, params: unknown[]) => (await pool.query<AuthUserRow>(sql, params)).rows[0];
  const notDeleted = 'deleted_at is null';

  /** verifyTokenHash: the user whose stored token is exactly this value; the type `email` resolves to signup or magiclink. */
  const byTokenHash = async (type: string, hash: string): Promise<{ user: AuthUserRow; type: string }> => {
    const types = tokenTypesOf(type);
    if (!types) throw errors.validation('Invalid email verification type');
    const where = [...new Set(types.flatMap((t) => TOKEN_COLUMNS[t].tokens))].map((column) => `${column} = $1`).join(' or ');
    const user = await one(`select * from auth.users where (${where}) and ${notDeleted}`, [hash]);
    if (!user) throw errors.emailLinkInvalid();
    if (isBanned(user)) throw errors.userBannedForbidden();
    const resolved = type === 'email' ? (user.recovery_token === hash ? 'magiclink' : 'signup') : (type as TokenType);
    if (isOtpExpired(user[TOKEN_COLUMNS[resolved].sentAt], config.otpExpiry)) throw errors.emailLinkInvalid();
    return { user, type: resolved };
  };

  /** verifyUserAndToken: the code typed by the user, checked against the column its type names. */
  const byEmailAndCode = async (type: string, email: string, hash: string): Promise<{ user: AuthUserRow; type: string }> => {
    const { otpExpiry: exp, doubleConfirmChanges: secureEmailChange } = config;
    const user =
      type === 'email_change'
        ? await one(
            `select * from auth.users where ${notDeleted} and (email_change_token_new in ($1, $2)${secureEmailChange ? ' or email_change_token_current in ($1, $2)' : ''})`,
            [hash, PKCE_PREFIX + hash],
          )
        : await one(`select * from auth.users where lower(email) = lower($1) and ${notDeleted}`, [email]);
    if (!user) throw errors.tokenInvalid();
    if (isBanned(user)) throw errors.userBannedForbidden();
    const isValidFor = (t: TokenType) => {
      const { tokens, sentAt } = TOKEN_COLUMNS[t];
      return tokens.some((column) => isOtpValid(hash, user[column], user[sentAt], exp));
    };
    const resolved = tokenTypesOf(type)?.find(isValidFor);
    if (!resolved) throw errors.tokenInvalid();
    return { user, type: resolved };
  };

  /** User.Confirm: e-mail confirmed, token used up, email_verified in the metadata and the identity. */
  const confirmSql = `email_confirmed_at = coalesce(email_confirmed_at, now()),
    raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb`;
  const markIdentityVerified = (db: pg.PoolClient, userId: string) =>
    db.query(`update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb where user_id = $1 and provider = 'email'`, [userId]);

  /** signupVerify: an invited user without a password gets a random one (the app then asks for a real one). */
  const signupVerify = (user: AuthUserRow) =>
    inTransaction(pool, async (db) => {
      const password = !user.encrypted_password && user.invited_at ? await hashPassword(randomBytes(48).toString('base64url')) : null;
      const { rows } = await db.query<AuthUserRow>(
        `update auth.users set ${confirmSql}, confirmation_token = '', encrypted_password = coalesce($2, encrypted_password), updated_at = now()
         where id = $1 returning *`,
        [user.id, password],
      );
      await markIdentityVerified(db, user.id);
      return rows[0];
    });

  /** recoverVerify: the recovery (or magic link) token used up; an unconfirmed user is confirmed by it. */
  const recoverVerify = (user: AuthUserRow) =>
    inTransaction(pool, async (db) => {
      const { rows } = await db.query<AuthUserRow>(
        `update auth.users set recovery_token = '', ${user.email_confirmed_at ? '' : `${confirmSql},`} updated_at = now() where id = $1 returning *`,
        [user.id],
      );
      if (!user.email_confirmed_at) await markIdentityVerified(db, user.id);
      return rows[0];
    });

  /**
   * emailChangeVerify: with secure e-mail change (and confirmations on), the first of the two links only
   * marks itself used; the second (or the only one otherwise) moves the address (ConfirmEmailChange).
   */
  const emailChangeVerify = (user: AuthUserRow, hash: string): Promise<AuthUserRow | undefined> =>
    inTransaction(pool, async (db) => {
      if (config.enableConfirmations && config.doubleConfirmChanges && (user.email_change_confirm_status ?? 0) === 0 && user.email) {
        const matches = (stored: string | null) => Boolean(stored) && (stored === hash || stored === PKCE_PREFIX + hash);
        const column = matches(user.email_change_token_current)
          ? 'email_change_token_current'
          : matches(user.email_change_token_new)
            ? 'email_change_token_new'
            : undefined;
        await db.query(`update auth.users set email_change_confirm_status = 1${column ? `, ${column} = ''` : ''} where id = $1`, [user.id]);
        return undefined;
      }
      const { rows } = await db.query<AuthUserRow>(
        `update auth.users set email = email_change, email_change = '', email_change_token_new = '', email_change_token_current = '',
           email_change_confirm_status = 0, ${user.email_confirmed_at ? '' : `${confirmSql},`} updated_at = now()
         where id = $1 returning *`,
        [user.id],
      );
      const changed = rows[0];
      await upsertEmailIdentity(db, user.id, { email: changed.email, email_verified: true });
      return changed;
    });

  /** The update a verified token leads to, by its (resolved) type. */
  const apply = async (found: { user: AuthUserRow; type: string }, hash: string): Promise<Outcome> => {
    switch (found.type) {
      case 'signup':
      case 'invite':
        return { user: await signupVerify(found.user), type: found.type };
      case 'recovery':
      case 'magiclink':
        return { user: await recoverVerify(found.user), type: found.type };
      case 'email_change': {
        const user = await emailChangeVerify(found.user, hash);
        return user ? { user, type: found.type } : { singleConfirmation: true };
      }
      default:
        throw errors.validation('Unsupported verification type');
    }
  };

  /** GoTrue's prepErrorRedirectURL: the error in the fragment (and, for PKCE, in the query too). */
  const errorRedirect = (redirectTo: string, error: HttpError, pkceFlow: boolean): string => {
    const url = new URL(redirectTo);
    const code = str(error.body.code) || str(error.body.error_code) || 'unexpected_failure';
    const oauth = { 400: 'invalid_request', 401: 'unauthorized_client', 403: 'access_denied', 500: 'server_error', 503: 'temporarily_unavailable' }[error.status];
    const hash = new URLSearchParams();
    if (oauth) hash.set('error', oauth);
    hash.set('error_code', code);
    hash.set('error_description', error.message);
    if (pkceFlow) {
      if (oauth) url.searchParams.set('error', oauth);
      url.searchParams.set('error_code', code);
      url.searchParams.set('error_description', error.message);
    }
    hash.set('sb', '');
    url.hash = hash.toString();
    return url.toString();
  };

  /** GET /verify: the link in the e-mail; back to the app with the session in the fragment, or ?code= for PKCE. */
  const verifyLink: Handler = async (req, res) => {
    const query = queryOf(req);
    const type = query.get('type') ?? '';
    const token = query.get('token') ?? '';
    if (!type) throw errors.validation('Verify requires a verification type');
    if (!token) throw errors.validation('Verify requires a token or a token hash');
    const redirectTo = resolveRedirect(config, query.get('redirect_to'));
    const pkceFlow = token.startsWith(PKCE_PREFIX);
    const go = (location: string) => void res.writeHead(303, { Location: location }).end();

    let outcome: Outcome;
    let code: string | undefined;
    try {
      if (!isEmailType(type)) throw errors.validation('Invalid email verification type');
      outcome = await apply(await byTokenHash(type, token), token);
      if ('user' in outcome && pkceFlow) code = await pkce.issueAuthCode(outcome.user, outcome.type);
    } catch (error) {
      // GoTrue sends an error it raised back to the app; anything else is a server error.
      if (error instanceof HttpError && typeof (error.body.code ?? error.body.error_code) === 'string') {
        return go(errorRedirect(redirectTo, error, pkceFlow));
      }
      throw error;
    }
    const base = redirectTo.split('#')[0];
    if (!('user' in outcome)) {
      const url = new URL(base);
      if (pkceFlow) url.searchParams.set('message', SINGLE_CONFIRMATION_ACCEPTED);
      url.hash = new URLSearchParams({ message: SINGLE_CONFIRMATION_ACCEPTED, sb: '' }).toString();
      return go(url.toString());
    }
    if (code !== undefined) {
      const url = new URL(base);
      url.searchParams.set('code', code);
      return go(url.toString());
    }
    const session = await createSession(ctx, outcome.user, 'otp');
    // tokens/service.go AsRedirectURL: url.Values.Encode sorts the keys.
    const fragment = new URLSearchParams(
      Object.entries({
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        sb: '',
        token_type: 'bearer',
        type: outcome.type,
      }),
    );
    go(`${base}#${fragment.toString()}`);
  };

  /** POST /verify (verifyOtp): a code with its e-mail, or a token hash; answered with the session. */
  const verifyOtp: Handler = async (req, res) => {
    const body = await readAuthBody(req, 'api.VerifyParams');
    const type = str(body.type);
    const token = str(body.token);
    const hashParam = str(body.token_hash);
    if (!type) throw errors.validation('Verify requires a verification type');
    if ((token === '') === (hashParam === '')) throw errors.validation('Verify requires either a token or a token hash');
    let found: { user: AuthUserRow; type: string };
    let hash: string;
    if (token) {
      const phone = str(body.phone);
      const emailParam = str(body.email);
      if (phone || !emailParam) throw errors.validation('Only an email address or phone number should be provided on verify');
      let email: string;
      try {
        email = validateEmail(emailParam);
      } catch {
        throw errors.unprocessable('Invalid email format');
      }
      hash = tokenHash(email, token);
      found = await byEmailAndCode(type, email, hash);
    } else {
      if (str(body.email) || str(body.phone) || str(body.redirect_to)) throw errors.validation('Only the token_hash and type should be provided');
      hash = hashParam;
      found = await byTokenHash(type, hash);
    }
    const outcome = await apply(found, hash);
    if (!('user' in outcome)) {
      return sendJson(res, 200, { msg: SINGLE_CONFIRMATION_ACCEPTED, code: '200' }, API_VERSION_HEADER);
    }
    sendJson(res, 200, await createSession(ctx, outcome.user, 'otp'), API_VERSION_HEADER);
  };

  return { verifyLink, verifyOtp };
}
