import { parseSize } from '../config.ts';
import type { ServiceContext } from '../types.ts';
import type { Caller } from './caller.ts';
import type { StorageDisk } from './disk.ts';
import { validateBucketId } from './disk.ts';
import { StorageErrors } from './errors.ts';
import { asCaller, deleteObjectRows, listBuckets, selectBucket, type BucketRow } from './objects.ts';

/** Body of POST /bucket and PUT /bucket/<id>, as supabase-js sends it. */
export interface BucketBody {
  id?: string;
  name?: string;
  public?: boolean;
  file_size_limit?: number | string | null;
  allowed_mime_types?: string[] | null;
}

function sizeLimit(value: BucketBody['file_size_limit']): number | null {
  if (value === undefined || value === null || value === '') return null;
  const bytes = parseSize(value, Number.NaN);
  if (!Number.isFinite(bytes) || bytes < 0) {
    throw StorageErrors.invalidRequest('Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B');
  }
  return bytes;
}

function mimeTypes(value: BucketBody['allowed_mime_types']): string[] | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value) || value.some((type) => typeof type !== 'string' || !/^[\w.+-]+\/[\w.+*-]+$/.test(type))) {
    throw StorageErrors.invalidParameter('Invalid Parameter allowed_mime_types');
  }
  return value.length ? value : null;
}

/** GET /bucket and GET /bucket/<id>: what the caller's select policies on storage.buckets let them see. */
export const getBuckets = (ctx: ServiceContext, caller: Caller): Promise<BucketRow[]> =>
  asCaller(ctx.pool, caller, (client) => listBuckets(client));

export const getBucket = (ctx: ServiceContext, caller: Caller, id: string): Promise<BucketRow> =>
  asCaller(ctx.pool, caller, (client) => selectBucket(client, id));

/** POST /bucket: as the caller, so only the service role (or a policy) may create one. */
export async function createBucket(ctx: ServiceContext, caller: Caller, body: BucketBody): Promise<{ name: string }> {
  const id = validateBucketId(String(body.id ?? body.name ?? ''));
  await asCaller(ctx.pool, caller, (client) =>
    client
      .query(
        `insert into storage.buckets (id, name, owner, public, file_size_limit, allowed_mime_types)
         values ($1, $2, $3, $4, $5, $6)`,
        [id, body.name ?? id, caller.owner, body.public === true, sizeLimit(body.file_size_limit), mimeTypes(body.allowed_mime_types)],
      )
      .catch((error: { code?: string }) => {
        if (error.code === '23505') throw StorageErrors.bucketExists();
        throw error;
      }),
  );
  return { name: id };
}

/**
 * PUT /bucket/<id>: only the settings present in the body change, as in Storage (database/pg.ts updateBucket):
 * an absent field leaves its column alone, an explicit null clears the size limit or the MIME list. The route's
 * schema asks for at least one of public, file_size_limit, allowed_mime_types.
 */
export async function updateBucket(ctx: ServiceContext, caller: Caller, id: string, body: BucketBody): Promise<{ message: string }> {
  const fields: [string, unknown][] = [];
  if (body.public !== undefined) fields.push(['public', body.public]);
  if (body.file_size_limit !== undefined) fields.push(['file_size_limit', sizeLimit(body.file_size_limit)]);
  if (body.allowed_mime_types !== undefined) {
    // Storage's route drops empty entries before validating the list.
    const types = Array.isArray(body.allowed_mime_types) ? body.allowed_mime_types.filter(Boolean) : body.allowed_mime_types;
    fields.push(['allowed_mime_types', mimeTypes(types)]);
  }
  if (fields.length === 0) {
    throw StorageErrors.validation(
      "body must have required property 'public', body must have required property 'file_size_limit', " +
        "body must have required property 'allowed_mime_types', body must match a schema in anyOf",
    );
  }
  const set = fields.map(([column], index) => `${column} = $${index + 2}`).join(', ');
  const updated = await asCaller(ctx.pool, caller, async (client) => {
    const { rowCount } = await client.query(`update storage.buckets set ${set}, updated_at = now() where id = $1`, [
      id,
      ...fields.map(([, value]) => value),
    ]);
    return rowCount ?? 0;
  });
  if (!updated) throw StorageErrors.noSuchBucket();
  return { message: 'Successfully updated' };
}

/** POST /bucket/<id>/empty: removes every object the caller may delete, bytes included. */
export async function emptyBucket(ctx: ServiceContext, disk: StorageDisk, caller: Caller, id: string): Promise<{ message: string }> {
  const removed = await asCaller(ctx.pool, caller, async (client) => {
    await selectBucket(client, id);
    const { rows } = await client.query<{ name: string }>(`select name from storage.objects where bucket_id = $1`, [id]);
    return deleteObjectRows(client, id, rows.map((row) => row.name));
  });
  for (const row of removed) await disk.remove(id, row.name);
  // Storage's wording (routes/bucket/emptyBucket.ts): it queues the work; here it is already done.
  return { message: 'Empty bucket has been queued. Completion may take up to an hour.' };
}

/** DELETE /bucket/<id>: only an empty bucket, as Storage. */
export async function deleteBucket(ctx: ServiceContext, caller: Caller, id: string): Promise<{ message: string }> {
  await asCaller(ctx.pool, caller, async (client) => {
    await selectBucket(client, id);
    const { rows } = await client.query(`select 1 from storage.objects where bucket_id = $1 limit 1`, [id]);
    if (rows.length) throw StorageErrors.bucketNotEmpty();
    const { rowCount } = await client.query(`delete from storage.buckets where id = $1`, [id]);
    if (!rowCount) throw StorageErrors.accessDenied('new row violates row-level security policy');
  });
  return { message: 'Successfully deleted' };
}
