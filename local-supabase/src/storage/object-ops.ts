import { randomUUID } from 'node:crypto';
import { copyFile, rename, rm, unlink } from 'node:fs/promises';
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { ServiceContext } from '../types.ts';
import type { Caller } from './caller.ts';
import { validateBucketId, validateKey, type StorageDisk } from './disk.ts';
import { StorageErrors } from './errors.ts';
import { asCaller, deleteObjectRows, selectObject, writeObjectRow, type ObjectRow } from './objects.ts';

/**
 * DELETE /object/<bucket> { prefixes }: removes the named objects the caller's delete policy allows and answers
 * with the rows really removed (a refused or unknown name is simply absent from the answer, as in Storage).
 */
export async function removeObjects(
  ctx: ServiceContext,
  disk: StorageDisk,
  caller: Caller,
  bucket: string,
  prefixes: unknown,
): Promise<ObjectRow[]> {
  if (!Array.isArray(prefixes) || prefixes.length === 0 || prefixes.some((p) => typeof p !== 'string')) {
    throw StorageErrors.invalidParameter('prefixes must be a non-empty array of object names');
  }
  if (prefixes.length > 1000) throw StorageErrors.invalidParameter('prefixes can hold at most 1000 names');
  const names = (prefixes as string[]).map((name) => name.replace(/^\/+/, ''));
  const removed = await asCaller(ctx.pool, caller, (client) => deleteObjectRows(client, bucket, names));
  for (const row of removed) await disk.remove(bucket, row.name);
  return removed;
}

/** DELETE /object/<bucket>/<name>. */
export async function removeObject(ctx: ServiceContext, disk: StorageDisk, caller: Caller, bucket: string, name: string) {
  const removed = await asCaller(ctx.pool, caller, (client) => deleteObjectRows(client, bucket, [name]));
  if (!removed.length) throw StorageErrors.noSuchKey();
  await disk.remove(bucket, name);
  return { message: 'Successfully deleted' };
}

/** Body of POST /object/move and /object/copy. */
export interface MoveBody {
  bucketId?: string;
  sourceKey?: string;
  destinationKey?: string;
  destinationBucket?: string;
}

function moveTarget(body: MoveBody) {
  if (!body.bucketId) throw StorageErrors.missingParameter('bucketId');
  if (!body.sourceKey) throw StorageErrors.missingParameter('sourceKey');
  if (!body.destinationKey) throw StorageErrors.missingParameter('destinationKey');
  return {
    fromBucket: validateBucketId(body.bucketId),
    from: validateKey(body.sourceKey),
    toBucket: validateBucketId(body.destinationBucket || body.bucketId),
    to: validateKey(body.destinationKey),
  };
}

/** POST /object/move: the row is renamed as the caller (update policy), then the file, in the same transaction. */
export async function moveObject(ctx: ServiceContext, disk: StorageDisk, caller: Caller, body: MoveBody) {
  const { fromBucket, from, toBucket, to } = moveTarget(body);
  await asCaller(ctx.pool, caller, async (client) => {
    await selectObject(client, fromBucket, from);
    const { rowCount } = await client.query(
      `update storage.objects set bucket_id = $3, name = $4, updated_at = now() where bucket_id = $1 and name = $2`,
      [fromBucket, from, toBucket, to],
    );
    if (!rowCount) throw StorageErrors.rowLevelSecurity();
    const target = disk.objectPath(toBucket, to);
    await mkdir(dirname(target), { recursive: true });
    await rename(disk.objectPath(fromBucket, from), target);
  });
  await rm(disk.variantDir(fromBucket, from), { recursive: true, force: true });
  await disk.remove(fromBucket, from); // prunes the folders the move emptied
  return { message: 'Successfully moved' };
}

/** POST /object/copy: the caller must see the source and may insert the copy (owned by them). */
export async function copyObject(ctx: ServiceContext, disk: StorageDisk, caller: Caller, body: MoveBody, upsert: boolean) {
  const { fromBucket, from, toBucket, to } = moveTarget(body);
  const temp = await disk.tempFile();
  let placed: string | undefined;
  let inserted = false;
  try {
    const id = await asCaller(ctx.pool, caller, async (client) => {
      const source = await selectObject(client, fromBucket, from);
      await copyFile(disk.objectPath(fromBucket, from), temp).catch(() => {
        throw StorageErrors.noSuchKey();
      });
      const metadata = { ...(source.metadata ?? {}), lastModified: new Date().toUTCString() };
      const row = await writeObjectRow(
        client,
        {
          bucket: toBucket,
          name: to,
          owner: caller.owner,
          metadata: metadata as Parameters<typeof writeObjectRow>[1]['metadata'],
          userMetadata: source.user_metadata,
          version: randomUUID(),
        },
        upsert,
      );
      inserted = row.inserted;
      placed = await disk.commit(temp, toBucket, to);
      return row.id;
    });
    await rm(disk.variantDir(toBucket, to), { recursive: true, force: true });
    return { Id: id, Key: `${toBucket}/${to}` };
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    if (placed && inserted) await unlink(placed).catch(() => undefined);
    throw error;
  }
}

/** GET /object/info/...: Storage's FileObjectV2 (supabase-js camelizes it). */
export function objectInfo(row: ObjectRow) {
  const meta = row.metadata ?? {};
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    bucket_id: row.bucket_id,
    size: meta.size ?? null,
    content_type: meta.mimetype ?? null,
    cache_control: meta.cacheControl ?? null,
    etag: meta.eTag ?? null,
    metadata: row.user_metadata ?? {}, // rows written before user metadata was stored as {}
    last_modified: meta.lastModified ? new Date(meta.lastModified).toISOString() : new Date(row.updated_at).toISOString(),
    created_at: new Date(row.created_at).toISOString(),
  };
}
