import type pg from 'pg';
import { withClaims } from '../db.ts';
import type { Caller } from './caller.ts';
import { fromDatabaseError, StorageErrors } from './errors.ts';

/** A storage.buckets row, Supabase's columns. */
export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: string;
  updated_at: string;
}

/** Storage's object metadata (the `metadata` jsonb column). */
export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  version: string | null;
  metadata: Partial<ObjectMetadata> | null;
  user_metadata: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  last_accessed_at: Date;
}

const BUCKET_COLUMNS = 'id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at';
const OBJECT_COLUMNS = 'id, bucket_id, name, owner, owner_id, version, metadata, user_metadata, created_at, updated_at, last_accessed_at';

/** pg returns bigint as text; bucket limits fit in a double. */
function bucketOf(row: Record<string, unknown>): BucketRow {
  return { ...(row as unknown as BucketRow), file_size_limit: row.file_size_limit === null ? null : Number(row.file_size_limit) };
}

/** Bucket settings as the service itself reads them (Storage looks buckets up with its own superuser role). */
export async function findBucket(pool: pg.Pool, id: string): Promise<BucketRow> {
  const { rows } = await pool.query(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]);
  if (!rows[0]) throw StorageErrors.noSuchBucket();
  return bucketOf(rows[0]);
}

/** Runs `fn` as the caller (RLS decides), turning PostgreSQL's refusals into Storage's errors. */
export async function asCaller<T>(pool: pg.Pool, caller: Caller, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  try {
    return await withClaims(pool, caller.claims, fn);
  } catch (error) {
    throw fromDatabaseError(error);
  }
}

export async function listBuckets(client: pg.PoolClient): Promise<BucketRow[]> {
  const { rows } = await client.query(`select ${BUCKET_COLUMNS} from storage.buckets order by name`);
  return rows.map(bucketOf);
}

export async function selectBucket(client: pg.PoolClient, id: string): Promise<BucketRow> {
  const { rows } = await client.query(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]);
  if (!rows[0]) throw StorageErrors.noSuchBucket();
  return bucketOf(rows[0]);
}

/** The object as the caller may see it (select policy), or Storage's "Object not found". */
export async function selectObject(client: pg.PoolClient | pg.Pool, bucket: string, name: string): Promise<ObjectRow> {
  const { rows } = await client.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucket, name],
  );
  if (!rows[0]) throw StorageErrors.noSuchKey();
  return rows[0];
}

export interface ObjectWrite {
  bucket: string;
  name: string;
  owner: string | null;
  metadata: ObjectMetadata;
  userMetadata: Record<string, unknown> | null;
  version: string;
}

/**
 * Inserts the row (or, with `upsert`, replaces it) as the caller: the insert policy, and for a replacement the
 * update policy, must allow it. Returns the object's id.
 */
export async function writeObjectRow(
  client: pg.PoolClient,
  write: ObjectWrite,
  upsert: boolean,
): Promise<{ id: string; inserted: boolean }> {
  const conflict = upsert
    ? `on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
         metadata = excluded.metadata, user_metadata = excluded.user_metadata, version = excluded.version,
         updated_at = now(), last_accessed_at = now()`
    : '';
  // xmax = 0 tells a fresh insert from the update branch of the upsert.
  const { rows } = await client.query<{ id: string; inserted: boolean }>(
    `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
     values ($1, $2, $3::uuid, $4::text, $5::jsonb, $6::jsonb, $7) ${conflict} returning id, (xmax = 0) as inserted`,
    [
      write.bucket,
      write.name,
      write.owner,
      write.owner,
      JSON.stringify(write.metadata),
      // Storage stores `{ ...userMetadata }`: {} when none was sent, never null.
      JSON.stringify(write.userMetadata ?? {}),
      write.version,
    ],
  );
  return rows[0];
}

/** Deletes the named objects the caller's delete policy allows; returns the rows really removed. */
export async function deleteObjectRows(client: pg.PoolClient, bucket: string, names: string[]): Promise<ObjectRow[]> {
  const { rows } = await client.query<ObjectRow>(
    `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
    [bucket, names],
  );
  return rows;
}

/** Every object under `prefix` the caller may see (the listing is built from these). */
export async function selectUnderPrefix(client: pg.PoolClient, bucket: string, prefix: string): Promise<ObjectRow[]> {
  const { rows } = await client.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects
     where bucket_id = $1 and left(name, length($2)) = $2 order by name collate "C"`,
    [bucket, prefix],
  );
  return rows;
}
