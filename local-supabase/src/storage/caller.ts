import type { IncomingMessage } from 'node:http';
import { errors as joseErrors } from 'jose';
import type { JwtClaims } from '../db.ts';
import { verifyJwt } from '../jwt.ts';
import type { StackConfig } from '../types.ts';
import { StorageErrors } from './errors.ts';

/** Who is calling: the verified JWT claims, and the owner to record on objects they write. */
export interface Caller {
  claims: JwtClaims;
  /** auth.users id of a signed-in user (uuid), null for the anon and service keys. */
  owner: string | null;
  isServiceRole: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BEARER = /^Bearer\s+/i;

const ANON: Caller = { claims: { role: 'anon' }, owner: null, isServiceRole: false };

/**
 * The token Storage verifies: the Authorization header with any "Bearer " prefix removed (supabase/storage
 * src/http/plugins/jwt.ts). An apikey alone is the gateway's business: it sets Authorization from it as
 * the CLI's Kong does (gateway.ts kongBearer).
 */
function tokenOf(req: IncomingMessage): string {
  return req.headers.authorization?.replace(BEARER, '') ?? '';
}

/**
 * How a Storage route treats the bearer (supabase/storage src/http/routes/**):
 * - `header`: most routes validate `headers: authSchema` first, so a request with no Authorization at all gets
 *   Fastify's 400 "headers must have required property 'authorization'", then the JWT is verified;
 * - `jwt`: list-v2 and the authenticated render have no header schema: only the JWT check;
 * - `optional`: GET/HEAD of /object/<bucket>/<name> and /object/info/<bucket>/<name> (`allowInvalidJwt`): a
 *   missing or bad token makes the caller anon.
 */
export type BearerRule = 'header' | 'jwt' | 'optional';

/**
 * As Storage does: the bearer decides (supabase-js sends the user's access token, or the anon/service key when
 * signed out), and Storage checks it itself (the CLI's Kong has no key check on /storage/v1). A bad token is
 * 403 AccessDenied with jose's message ("Invalid Compact JWS", "signature verification failed",
 * '"exp" claim timestamp check failed'), except where the rule is `optional`.
 */
export async function callerOf(req: IncomingMessage, config: Pick<StackConfig, 'jwtSecret'>, rule: BearerRule = 'header'): Promise<Caller> {
  const token = tokenOf(req);
  if (!token && rule === 'optional') return ANON;
  if (!token && rule === 'header') throw StorageErrors.validation("headers must have required property 'authorization'");
  let claims: JwtClaims;
  try {
    claims = await verifyJwt<JwtClaims>(token, config.jwtSecret);
  } catch (error) {
    if (rule === 'optional') return ANON;
    throw StorageErrors.accessDenied(error instanceof joseErrors.JOSEError ? error.message : 'Invalid JWT');
  }
  if (typeof claims.role !== 'string') claims = { ...claims, role: 'anon' };
  const owner = claims.role === 'authenticated' && typeof claims.sub === 'string' && UUID.test(claims.sub) ? claims.sub : null;
  return { claims, owner, isServiceRole: claims.role === 'service_role' };
}
