import type { JWTPayload } from 'jose';
import { signJwt, verifyJwt } from '../jwt.ts';
import type { ServiceContext } from '../types.ts';
import type { Caller } from './caller.ts';
import { StorageErrors } from './errors.ts';
import { asCaller, selectObject } from './objects.ts';

/** Signed URLs as Storage makes them: a JWT over "<bucket>/<name>" with the project's secret and an expiry. */
interface SignedClaims extends JWTPayload {
  url?: string;
}

// Raw, as Storage answers: supabase-js runs encodeURI over the whole URL.
const signedPath = (bucket: string, name: string, token: string) => `/object/sign/${bucket}/${name}?token=${token}`;

function expiresInOf(value: unknown): number {
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 1) throw StorageErrors.invalidParameter('expiresIn must be a positive integer');
  return seconds;
}

/** POST /object/sign/<bucket>/<name> { expiresIn }: the caller must be able to read the object. */
export async function signObject(ctx: ServiceContext, caller: Caller, bucket: string, name: string, expiresIn: unknown) {
  const seconds = expiresInOf(expiresIn);
  await asCaller(ctx.pool, caller, (client) => selectObject(client, bucket, name));
  const token = await signJwt({ url: `${bucket}/${name}` }, ctx.config.jwtSecret, seconds);
  return { signedURL: signedPath(bucket, name, token) };
}

/** POST /object/sign/<bucket> { expiresIn, paths }: one entry per path, an error for those the caller cannot read. */
export async function signObjects(ctx: ServiceContext, caller: Caller, bucket: string, expiresIn: unknown, paths: unknown) {
  const seconds = expiresInOf(expiresIn);
  if (!Array.isArray(paths) || paths.some((path) => typeof path !== 'string')) {
    throw StorageErrors.invalidParameter('paths must be an array of object names');
  }
  const visible = await asCaller(ctx.pool, caller, async (client) => {
    const { rows } = await client.query<{ name: string }>(
      'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
      [bucket, paths],
    );
    return new Set(rows.map((row) => row.name));
  });
  return Promise.all(
    (paths as string[]).map(async (path) => {
      if (!visible.has(path)) return { error: 'Either the object does not exist or you do not have access to it', path, signedURL: null };
      const token = await signJwt({ url: `${bucket}/${path}` }, ctx.config.jwtSecret, seconds);
      return { error: null, path, signedURL: signedPath(bucket, path, token) };
    }),
  );
}

/** GET /object/sign/<bucket>/<name>?token=: the token must be valid, unexpired and for this very object. */
export async function verifySignedUrl(ctx: ServiceContext, bucket: string, name: string, token: string | null): Promise<void> {
  if (!token) throw StorageErrors.invalidRequest('Missing token');
  let claims: SignedClaims;
  try {
    claims = await verifyJwt<SignedClaims>(token, ctx.config.jwtSecret);
  } catch {
    throw StorageErrors.invalidJwt('jwt expired or invalid signature');
  }
  if (claims.url !== `${bucket}/${name}`) throw StorageErrors.invalidJwt('InvalidSignature');
}
