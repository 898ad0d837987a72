import { errors as joseErrors, type JWTPayload } from 'jose';
import { signJwt, verifyJwt } from '../jwt.ts';
import type { ServiceContext } from '../types.ts';
import { missingQuery } from './body.ts';
import type { Caller } from './caller.ts';
import { StorageErrors } from './errors.ts';
import { asCaller, selectObject, writeObjectRow } from './objects.ts';
import { MAX_DIMENSION, MIN_DIMENSION } from './render.ts';

/**
 * Signed URLs as Storage makes them: a JWT over "<bucket>/<name>" with the project's secret, an expiry and a
 * scope, so a download token can never be replayed as an upload token or the reverse
 * (supabase/storage src/internal/auth/jwt.ts isUploadScopedToken / isDownloadScopedToken).
 */
export type SignedUrlScope = 'download' | 'upload';

export interface SignedToken extends JWTPayload {
  url?: string;
  scope?: string;
  /** Upload tokens: whether the upload may replace an object, and whose the object will be. */
  upsert?: boolean;
  owner?: string;
  /** Download tokens of /render/image/sign: "height:100,width:200,resize:cover,...". */
  transformations?: string;
  format?: string;
}

/** The transform of createSignedUrl, as the route's schema takes it. */
export interface SignTransform {
  width?: number;
  height?: number;
  resize?: string;
  quality?: number;
  format?: string;
}

const clamp = (value: number) => Math.min(Math.max(value, MIN_DIMENSION), MAX_DIMENSION);

/**
 * Storage's ImageRenderer.applyTransformation(options, keepOriginal = true), joined with ",": the order and the
 * literal "resize:undefined" (when a size is given without resize) are Storage's.
 */
export function transformationsOf(transform: SignTransform): string {
  const segments: string[] = [];
  if (transform.height) segments.push(`height:${clamp(transform.height)}`);
  if (transform.width) segments.push(`width:${clamp(transform.width)}`);
  if (transform.width || transform.height) segments.push(`resize:${transform.resize}`);
  if (transform.quality) segments.push(`quality:${transform.quality}`);
  if (transform.format && transform.format !== 'origin') segments.push(`format:${transform.format}`);
  return segments.join(',');
}

/** Storage's setTransformationsFromString, as the query string the render route reads ("resize:undefined" is skipped). */
export function transformQuery(transformations: string | undefined): URLSearchParams {
  const query = new URLSearchParams();
  for (const part of (transformations ?? '').split(',')) {
    const [name, value] = part.split(':');
    if (!value || value === 'undefined') continue;
    if (['height', 'width', 'resize', 'quality', 'format'].includes(name)) query.set(name, value);
  }
  return query;
}

/** POST /object/sign/<bucket>/<name> { expiresIn, transform? }: the caller must be able to read the object. */
export async function signObject(
  ctx: ServiceContext,
  caller: Caller,
  bucket: string,
  name: string,
  expiresIn: number,
  transform: SignTransform = {},
) {
  await asCaller(ctx.pool, caller, (client) => selectObject(client, bucket, name));
  const extra: Record<string, string> = {};
  const transformations = transformationsOf(transform);
  // Empty claims are dropped, as Storage's signObjectUrl deletes falsy metadata.
  if (transformations) extra.transformations = transformations;
  if (transform.format) extra.format = transform.format;
  const url = `${bucket}/${name}`;
  const token = await signJwt({ ...extra, url, scope: 'download' }, ctx.config.jwtSecret, expiresIn);
  // Raw, as Storage answers: supabase-js runs encodeURI over the whole URL.
  return { signedURL: `/${transformations ? 'render/image' : 'object'}/sign/${url}?token=${token}` };
}

/** POST /object/sign/<bucket> { expiresIn, paths }: one entry per path, an error for those the caller cannot read. */
export async function signObjects(ctx: ServiceContext, caller: Caller, bucket: string, expiresIn: number, paths: string[]) {
  const visible = await asCaller(ctx.pool, caller, async (client) => {
    const { rows } = await client.query<{ name: string }>(
      'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
      [bucket, paths],
    );
    return new Set(rows.map((row) => row.name));
  });
  return Promise.all(
    paths.map(async (path) => {
      if (!visible.has(path)) return { error: 'Either the object does not exist or you do not have access to it', path, signedURL: null };
      const url = `${bucket}/${path}`;
      const token = await signJwt({ url, scope: 'download' }, ctx.config.jwtSecret, expiresIn);
      return { error: null, path, signedURL: `/object/sign/${url}?token=${token}` };
    }),
  );
}

/**
 * POST /object/upload/sign/<bucket>/<name>: Storage first tests, as the caller, that the insert (or, with
 * x-upsert, the upsert) would pass the bucket's policies, and undoes the test; then signs an upload token.
 */
export async function signUploadUrl(ctx: ServiceContext, caller: Caller, bucket: string, name: string, upsert: boolean) {
  await asCaller(ctx.pool, caller, async (client) => {
    await client.query('savepoint can_upload');
    await writeObjectRow(
      client,
      {
        bucket,
        name,
        owner: caller.owner,
        metadata: { eTag: '', size: 0, mimetype: '', cacheControl: '', lastModified: '', contentLength: 0, httpStatusCode: 200 },
        userMetadata: null,
        version: '1',
      },
      upsert,
    );
    await client.query('rollback to savepoint can_upload');
  });
  const url = `${bucket}/${name}`;
  const token = await signJwt({ owner: caller.owner ?? undefined, url, upsert, scope: 'upload' }, ctx.config.jwtSecret, ctx.config.signedUploadUrlExpiration);
  return { url: `/object/upload/sign/${url}?token=${token}`, token };
}

const isUploadScoped = (claims: SignedToken) => claims.scope === 'upload' || (claims.scope === undefined && 'upsert' in claims);
const isDownloadScoped = (claims: SignedToken) => claims.scope === 'download' || (claims.scope === undefined && !('upsert' in claims));

/**
 * Storage's verifyObjectSignature: a token that does not verify is InvalidJWT with jose's message (an expired
 * one says '"exp" claim timestamp check failed'), the wrong scope and another object are InvalidSignature.
 */
export async function verifyObjectSignature(
  ctx: ServiceContext,
  token: string | null,
  bucket: string,
  name: string,
  scope: SignedUrlScope,
): Promise<SignedToken> {
  if (!token) throw missingQuery('token');
  let claims: SignedToken;
  try {
    claims = await verifyJwt<SignedToken>(token, ctx.config.jwtSecret);
  } catch (error) {
    throw StorageErrors.invalidJwt(error instanceof joseErrors.JOSEError ? error.message : 'Invalid JWT');
  }
  if (!(scope === 'upload' ? isUploadScoped(claims) : isDownloadScoped(claims))) {
    throw StorageErrors.invalidSignature(`Token is not scoped for ${scope}`);
  }
  if (claims.url !== `${bucket}/${name}`) throw StorageErrors.invalidSignature();
  return claims;
}
