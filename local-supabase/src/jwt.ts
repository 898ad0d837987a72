import { SignJWT, jwtVerify, type JWTPayload } from 'jose';

const key = (secret: string) => new TextEncoder().encode(secret);

/** Signs an HS256 JWT. `expiresInSeconds` undefined means no exp (used for the long-lived API keys). */
export async function signJwt(payload: JWTPayload, secret: string, expiresInSeconds?: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  let jwt = new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuedAt(payload.iat ?? now);
  if (expiresInSeconds !== undefined) jwt = jwt.setExpirationTime(now + expiresInSeconds);
  return jwt.sign(key(secret));
}

/** Verifies signature and expiry; throws on any problem. */
export async function verifyJwt<T extends JWTPayload = JWTPayload & { role?: string; sub?: string }>(
  token: string,
  secret: string,
): Promise<T> {
  const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'] });
  return payload as T;
}
