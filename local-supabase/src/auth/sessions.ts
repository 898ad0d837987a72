import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { bearerToken } from '../http.ts';
import { signJwt, verifyJwt } from '../jwt.ts';
import type { ServiceContext } from '../types.ts';
import { errors } from './errors.ts';
import { findUserById, isBanned, toUserJson, type AuthUserRow } from './users.ts';

export interface AccessClaims {
  sub: string;
  role: string;
  session_id?: string;
  email?: string;
  exp?: number;
}

const newRefreshToken = () => randomBytes(24).toString('base64url');

async function accessToken(ctx: ServiceContext, user: AuthUserRow, sessionId: string, method: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return signJwt(
    {
      iss: `${ctx.config.apiUrl}/auth/v1`,
      sub: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      aal: 'aal1',
      amr: [{ method, timestamp: now }],
      session_id: sessionId,
      is_anonymous: false,
    },
    ctx.config.jwtSecret,
    ctx.config.jwtExpiry,
  );
}

/** GoTrue's session JSON for a user, with its refresh token row. */
async function sessionJson(ctx: ServiceContext, user: AuthUserRow, sessionId: string, refreshToken: string, method: string) {
  const expiresIn = ctx.config.jwtExpiry;
  return {
    access_token: await accessToken(ctx, user, sessionId, method),
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: Math.floor(Date.now() / 1000) + expiresIn,
    refresh_token: refreshToken,
    user: toUserJson(user),
  };
}

/** Starts a session (sign-in, verified e-mail link, PKCE code) and records the sign-in; `method` goes into the amr claim. */
export async function createSession(ctx: ServiceContext, user: AuthUserRow, method: string) {
  const sessionId = randomUUID();
  const refreshToken = newRefreshToken();
  await ctx.pool.query('insert into auth.sessions (id, user_id) values ($1, $2)', [sessionId, user.id]);
  await ctx.pool.query(
    'insert into auth.refresh_tokens (token, user_id, session_id, revoked) values ($1, $2, $3, false)',
    [refreshToken, user.id, sessionId],
  );
  const { rows } = await ctx.pool.query<AuthUserRow>(
    'update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1 returning *',
    [user.id],
  );
  return sessionJson(ctx, rows[0], sessionId, refreshToken, method);
}

/** Exchanges a refresh token for a new session; each token works once (rotation). */
export async function refreshSession(ctx: ServiceContext, token: unknown) {
  if (typeof token !== 'string' || !token) throw errors.refreshNotFound();
  const client = await ctx.pool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<{ id: string; revoked: boolean; session_id: string; user_id: string }>(
      'select id, revoked, session_id, user_id from auth.refresh_tokens where token = $1 for update',
      [token],
    );
    const current = rows[0];
    if (!current) throw errors.refreshNotFound();
    // GoTrue checks the ban right after finding the token's user, before its rotation state.
    const user = await findUserById(client, current.user_id);
    if (!user) throw errors.refreshNotFound();
    if (isBanned(user)) throw errors.refreshUserBanned();
    if (current.revoked) {
      // A rotated token presented again may be stolen: end that session, as GoTrue does.
      await client.query('delete from auth.sessions where id = $1', [current.session_id]);
      await client.query('commit');
      throw errors.refreshAlreadyUsed();
    }
    const next = newRefreshToken();
    await client.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [current.id]);
    await client.query(
      'insert into auth.refresh_tokens (token, user_id, session_id, parent, revoked) values ($1, $2, $3, $4, false)',
      [next, user.id, current.session_id, token],
    );
    await client.query('update auth.sessions set updated_at = now() where id = $1', [current.session_id]);
    await client.query('commit');
    return sessionJson(ctx, user, current.session_id, next, 'token_refresh');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Claims of a verified bearer token; GoTrue's 401/403 errors otherwise. */
export async function requireClaims(ctx: ServiceContext, req: IncomingMessage): Promise<AccessClaims> {
  const token = bearerToken(req);
  if (!token) throw errors.noAuthorization();
  try {
    return await verifyJwt<AccessClaims & Record<string, unknown>>(token, ctx.config.jwtSecret);
  } catch (error) {
    throw errors.badJwt(error instanceof Error ? error.message.toLowerCase() : 'invalid token');
  }
}

/** The signed-in user of a request whose session still exists. */
export async function requireUser(ctx: ServiceContext, req: IncomingMessage): Promise<{ user: AuthUserRow; claims: AccessClaims }> {
  const claims = await requireClaims(ctx, req);
  if (claims.session_id) {
    const { rowCount } = await ctx.pool.query('select 1 from auth.sessions where id = $1', [claims.session_id]);
    if (!rowCount) throw errors.sessionNotFound();
  }
  const user = await findUserById(ctx.pool, claims.sub);
  if (!user) throw errors.userNotFound();
  // An access token issued before the ban stops working at once (GoTrue's requireAuthentication).
  if (isBanned(user)) throw errors.userBannedForbidden();
  return { user, claims };
}

export async function endSessions(ctx: ServiceContext, claims: AccessClaims, scope: string): Promise<void> {
  if (scope === 'local') {
    await ctx.pool.query('delete from auth.sessions where id = $1', [claims.session_id]);
  } else if (scope === 'others') {
    await ctx.pool.query('delete from auth.sessions where user_id = $1 and id <> $2', [claims.sub, claims.session_id]);
  } else {
    await ctx.pool.query('delete from auth.sessions where user_id = $1', [claims.sub]);
  }
}
