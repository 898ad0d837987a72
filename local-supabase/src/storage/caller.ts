import type { IncomingMessage } from 'node:http';
import { errors as joseErrors } from 'jose';
import type { JwtClaims } from '../db.ts';
import { bearerToken } from '../http.ts';
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

function jwtFailure(error: unknown): string {
  if (error instanceof joseErrors.JWTExpired) return 'jwt expired';
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return 'invalid signature';
  return 'jwt malformed';
}

/**
 * As Storage does: the Authorization bearer decides (supabase-js sends the user's access token, or the
 * anon/service key when signed out); a bare apikey is accepted too. The gateway already checked the apikey.
 */
export async function callerOf(req: IncomingMessage, config: StackConfig): Promise<Caller> {
  const apiKey = Array.isArray(req.headers.apikey) ? req.headers.apikey[0] : req.headers.apikey;
  const token = bearerToken(req) ?? apiKey;
  if (!token) throw StorageErrors.invalidJwt('Missing authorization header');
  let claims: JwtClaims;
  try {
    claims = await verifyJwt<JwtClaims>(token, config.jwtSecret);
  } catch (error) {
    throw StorageErrors.accessDenied(jwtFailure(error));
  }
  if (typeof claims.role !== 'string') claims = { ...claims, role: 'anon' };
  const owner = claims.role === 'authenticated' && typeof claims.sub === 'string' && UUID.test(claims.sub) ? claims.sub : null;
  return { claims, owner, isServiceRole: claims.role === 'service_role' };
}
