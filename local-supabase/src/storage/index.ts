import type { IncomingMessage, ServerResponse } from 'node:http';
import { firstValue } from '../headers.ts';
import { HttpError, queryOf, sendJson } from '../http.ts';
import type { ServiceContext, ServiceHandler } from '../types.ts';
import { checkBody, readStorageBody, readStorageJson } from './body.ts';
import { createBucket, deleteBucket, emptyBucket, getBucket, getBuckets, updateBucket, type BucketBody } from './buckets.ts';
import { callerOf, type BearerRule, type Caller } from './caller.ts';
import { StorageDisk, validateBucketId, validateKey } from './disk.ts';
import { objectFile, sendFile } from './download.ts';
import { StorageErrors } from './errors.ts';
import { buildListing, buildListingV2, parseListRequest, type ListRequest, type ListV2Request } from './list.ts';
import { copyObject, moveObject, objectInfo, removeObject, removeObjects, type MoveBody } from './object-ops.ts';
import { asCaller, findBucket, selectObject, selectUnderPrefix, type ObjectRow } from './objects.ts';
import { outputFormat, parseTransform, renderVariant, sourceImageType } from './render.ts';
import { signObject, signObjects, signUploadUrl, transformQuery, verifyObjectSignature, type SignTransform } from './signed.ts';
import * as Schemas from './schemas.ts';
import { handleUpload } from './upload.ts';

export { importSeedObjects } from './seed.ts';

function decodeSegments(path: string): string[] {
  return path
    .split('/')
    .slice(1)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        throw StorageErrors.invalidKey(segment);
      }
    });
}

/** "<bucket>/<name...>" from path segments. */
function target(segments: string[]): { bucket: string; name: string } {
  const [bucket, ...rest] = segments;
  return { bucket: validateBucketId(bucket ?? ''), name: validateKey(rest.join('/')) };
}

const isTrue = (value: string | string[] | undefined) => firstValue(value)?.toLowerCase() === 'true';

/**
 * Supabase Storage's HTTP API (the part storage-js uses), mounted by the gateway at /storage/v1.
 * Every read and write of storage.objects runs in PostgreSQL as the caller, so the bucket policies decide.
 */
export function createStorageService(ctx: ServiceContext): ServiceHandler {
  const disk = new StorageDisk(ctx.config.dataDir);
  const caller = (req: IncomingMessage, rule: BearerRule = 'header'): Promise<Caller> => callerOf(req, ctx.config, rule);

  /** Download of a public object: no policy, but the bucket must be public. */
  const publicObject = async (bucketId: string, name: string): Promise<ObjectRow> => {
    const bucket = await findBucket(ctx.pool, bucketId);
    if (!bucket.public) throw StorageErrors.noSuchBucket();
    return selectObject(ctx.pool, bucket.id, name);
  };
  /**
   * GET of an object or of its info (getObject.ts, getObjectInfo.ts): in a public bucket Storage finds the
   * object as its superuser, so no select policy is needed; elsewhere the caller's select policy decides.
   */
  const readableObject = async (req: IncomingMessage, bucketId: string, name: string, rule: BearerRule): Promise<ObjectRow> => {
    const who = await caller(req, rule);
    const bucket = await findBucket(ctx.pool, bucketId);
    if (bucket.public) return selectObject(ctx.pool, bucket.id, name);
    return asCaller(ctx.pool, who, (client) => selectObject(client, bucket.id, name));
  };
  /** An object as the caller may read it (select policy). */
  const visibleObject = async (req: IncomingMessage, bucketId: string, name: string, rule: BearerRule = 'header'): Promise<ObjectRow> =>
    asCaller(ctx.pool, await caller(req, rule), (client) => selectObject(client, bucketId, name));

  const serveObject = async (req: IncomingMessage, res: ServerResponse, row: ObjectRow, expires?: Date) =>
    sendFile(req, res, await objectFile(disk, row), queryOf(req), { expires });

  /** `transform` is the query string of /render/image/public|authenticated, or a signed token's transformations. */
  const serveRendered = async (req: IncomingMessage, res: ServerResponse, row: ObjectRow, transform = queryOf(req), expires?: Date) => {
    const options = parseTransform(transform);
    const source = await objectFile(disk, row);
    const format = outputFormat(req, transform, await sourceImageType(source));
    const variant = await renderVariant(source, options, format, disk.variantDir(row.bucket_id, row.name));
    await sendFile(req, res, variant, queryOf(req), { extra: { Vary: 'Accept' }, expires });
  };

  /** The object a download token names, found as the service itself (the token is the permission). */
  const signedObject = async (req: IncomingMessage, bucket: string, name: string) => {
    const claims = await verifyObjectSignature(ctx, queryOf(req).get('token'), bucket, name, 'download');
    const expires = claims.exp ? new Date(claims.exp * 1000) : undefined;
    return { claims, expires, row: await selectObject(ctx.pool, bucket, name) };
  };

  const route = async (req: IncomingMessage, res: ServerResponse, path: string): Promise<void> => {
    const method = req.method ?? 'GET';
    const read = method === 'GET' || method === 'HEAD';
    const segments = decodeSegments(path);
    const [area, first, second] = segments;

    if (area === 'bucket') {
      if (segments.length === 1 && method === 'GET') return sendJson(res, 200, await getBuckets(ctx, await caller(req)));
      if (segments.length === 1 && method === 'POST') {
        const body = checkBody<BucketBody>(await readStorageJson(req), Schemas.CREATE_BUCKET);
        return sendJson(res, 200, await createBucket(ctx, await caller(req), body));
      }
      if (segments.length === 2) {
        const id = validateBucketId(first);
        if (method === 'GET') return sendJson(res, 200, await getBucket(ctx, await caller(req), id));
        if (method === 'PUT') {
          const body = checkBody<BucketBody>(await readStorageJson(req), Schemas.UPDATE_BUCKET);
          return sendJson(res, 200, await updateBucket(ctx, await caller(req), id, body));
        }
        if (method === 'DELETE') return sendJson(res, 200, await deleteBucket(ctx, await caller(req), id));
      }
      if (segments.length === 3 && second === 'empty' && method === 'POST') {
        return sendJson(res, 200, await emptyBucket(ctx, disk, await caller(req), validateBucketId(first)));
      }
    }

    if (area === 'object') {
      if (first === 'list' && segments.length === 3 && method === 'POST') {
        const bucketId = validateBucketId(second);
        const request = parseListRequest(checkBody<ListRequest>(await readStorageJson(req), Schemas.LIST));
        const rows = await asCaller(ctx.pool, await caller(req), async (client) => {
          await findBucket(ctx.pool, bucketId); // an unknown bucket is "Bucket not found"
          return selectUnderPrefix(client, bucketId, request.prefix);
        });
        return sendJson(res, 200, buildListing(rows, request));
      }
      if (first === 'list-v2' && segments.length === 3 && method === 'POST') {
        const bucketId = validateBucketId(second);
        const body = checkBody<ListV2Request>(await readStorageJson(req), Schemas.LIST_V2);
        const rows = await asCaller(ctx.pool, await caller(req, 'jwt'), async (client) => {
          await findBucket(ctx.pool, bucketId);
          return selectUnderPrefix(client, bucketId, body.prefix ?? '');
        });
        return sendJson(res, 200, buildListingV2(rows, bucketId, body));
      }
      if ((first === 'move' || first === 'copy') && segments.length === 2 && method === 'POST') {
        const body = checkBody<MoveBody>(await readStorageJson(req), Schemas.MOVE);
        const who = await caller(req);
        if (first === 'move') return sendJson(res, 200, await moveObject(ctx, disk, who, body));
        return sendJson(res, 200, await copyObject(ctx, disk, who, body, isTrue(req.headers['x-upsert'])));
      }
      if (first === 'info' && read && segments.length >= 4) {
        // /object/info/public/<bucket>/<name>, /object/info/authenticated/<bucket>/<name>, /object/info/<bucket>/<name>
        const rest = segments.slice(3);
        if (second === 'public' && rest.length >= 2) {
          const { bucket, name } = target(rest);
          return sendJson(res, 200, objectInfo(await publicObject(bucket, name)));
        }
        const authenticated = second === 'authenticated' && rest.length >= 2;
        const { bucket, name } = target(authenticated ? rest : segments.slice(2));
        return sendJson(res, 200, objectInfo(await readableObject(req, bucket, name, authenticated ? 'header' : 'optional')));
      }
      if (first === 'upload' && second === 'sign' && segments.length >= 5) {
        const { bucket, name } = target(segments.slice(3));
        if (method === 'POST') {
          await readStorageBody(req); // storage-js sends "{}"; the route has no body schema
          return sendJson(res, 200, await signUploadUrl(ctx, await caller(req), bucket, name, isTrue(req.headers['x-upsert'])));
        }
        if (method === 'PUT') {
          // No Authorization needed: the token is the permission. The upload runs as the service (no policy), with
          // the owner and the upsert flag the token carries; an x-upsert header here is ignored, as in Storage.
          const claims = await verifyObjectSignature(ctx, queryOf(req).get('token'), bucket, name, 'upload');
          const owner = typeof claims.owner === 'string' ? claims.owner : null;
          const service: Caller = { claims: { role: 'service_role', ...(owner ? { sub: owner } : {}) }, owner, isServiceRole: true };
          const { Key } = await handleUpload(ctx, disk, req, service, bucket, name, claims.upsert === true);
          return sendJson(res, 200, { Key });
        }
      }
      if (first === 'sign') {
        if (read && segments.length >= 4) {
          const { bucket, name } = target(segments.slice(2));
          const { row, expires } = await signedObject(req, bucket, name);
          return serveObject(req, res, row, expires);
        }
        if (method === 'POST' && segments.length >= 4) {
          const { bucket, name } = target(segments.slice(2));
          const body = checkBody<{ expiresIn: number; transform?: SignTransform }>(await readStorageJson(req), Schemas.SIGN);
          const who = await caller(req);
          return sendJson(res, 200, await signObject(ctx, who, bucket, name, body.expiresIn, body.transform));
        }
        if (method === 'POST' && segments.length === 3) {
          const body = checkBody<{ expiresIn: number; paths: string[] }>(await readStorageJson(req), Schemas.SIGN_MANY);
          const who = await caller(req);
          return sendJson(res, 200, await signObjects(ctx, who, validateBucketId(second), body.expiresIn, body.paths));
        }
      }
      if (first === 'public' && read && segments.length >= 4) {
        const { bucket, name } = target(segments.slice(2));
        return serveObject(req, res, await publicObject(bucket, name));
      }
      if (first === 'authenticated' && read && segments.length >= 4) {
        const { bucket, name } = target(segments.slice(2));
        return serveObject(req, res, await readableObject(req, bucket, name, 'header'));
      }
      if (segments.length === 2 && method === 'DELETE') {
        const bucket = validateBucketId(first);
        const body = checkBody<{ prefixes: string[] }>(await readStorageJson(req), Schemas.DELETE_MANY);
        const who = await caller(req);
        return sendJson(res, 200, await removeObjects(ctx, disk, who, bucket, body.prefixes));
      }
      if (segments.length >= 3) {
        const { bucket, name } = target(segments.slice(1));
        if (read) return serveObject(req, res, await readableObject(req, bucket, name, 'optional'));
        if (method === 'POST' || method === 'PUT') {
          const who = await caller(req);
          const upsert = method === 'PUT' || isTrue(req.headers['x-upsert']);
          return sendJson(res, 200, await handleUpload(ctx, disk, req, who, bucket, name, upsert));
        }
        if (method === 'DELETE') return sendJson(res, 200, await removeObject(ctx, disk, await caller(req), bucket, name));
      }
    }

    if (area === 'render' && first === 'image' && read && segments.length >= 5) {
      const { bucket, name } = target(segments.slice(3));
      if (second === 'sign') {
        const { row, claims, expires } = await signedObject(req, bucket, name);
        return serveRendered(req, res, row, transformQuery(claims.transformations), expires);
      }
      if (second === 'public') return serveRendered(req, res, await publicObject(bucket, name));
      if (second === 'authenticated') return serveRendered(req, res, await visibleObject(req, bucket, name, 'jwt'));
    }

    throw StorageErrors.routeNotFound(method, `/storage/v1${path}`);
  };

  return async (req, res, path) => {
    try {
      await route(req, res, path);
    } catch (caught) {
      let error = caught;
      if (!(error instanceof HttpError)) {
        // Storage's answer to the unexpected: a plain 500 with no internal text (no stack, no file system paths).
        console.error('[storage]', error);
        error = StorageErrors.internal();
      }
      // A refusal may come before the body was read: it is not read now. The gateway answers and then
      // closes the connection (closeIfBodyUnread), so a refused upload costs no more than its first bytes.
      throw error;
    }
  };
}
