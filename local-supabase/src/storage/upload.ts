import { randomUUID } from 'node:crypto';
import { rm, unlink } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import type { ServiceContext } from '../types.ts';
import type { Caller } from './caller.ts';
import type { StorageDisk } from './disk.ts';
import { StorageErrors } from './errors.ts';
import { asCaller, findBucket, writeObjectRow, type BucketRow, type ObjectMetadata } from './objects.ts';
import { receiveUpload, type ReceivedUpload } from './receive.ts';
import { checkContentPolicy } from './content-policy.ts';
import { mimeAllowed } from './sniff.ts';

/** The size an upload may reach: the bucket's file_size_limit, capped by config.toml's [storage] file_size_limit. */
export function uploadLimit(bucket: BucketRow, globalLimit: number): number {
  const bucketLimit = bucket.file_size_limit && bucket.file_size_limit > 0 ? bucket.file_size_limit : Infinity;
  return Math.min(bucketLimit, globalLimit);
}

/** Storage's placeholder for an empty folder: never checked against the MIME list (uploader.ts isEmptyFolder). */
const isEmptyFolder = (name: string) => name.endsWith('.emptyFolderPlaceholder');

/**
 * The mime type to store: the declared one, verbatim (parameters kept). A bucket with allowed_mime_types checks
 * that declared type only, as Storage does; the bytes are looked at only where this product's content policy
 * applies (content-policy.ts).
 */
export function checkMimeType(
  upload: Pick<ReceivedUpload, 'declaredMimeType' | 'head'>,
  bucket: BucketRow,
  name: string,
  contentChecked: readonly string[],
): string {
  const declared = upload.declaredMimeType;
  const allowed = bucket.allowed_mime_types;
  if (allowed && allowed.length > 0 && !isEmptyFolder(name)) {
    if (!mimeAllowed(declared, allowed)) throw StorageErrors.invalidMimeType(declared);
    checkContentPolicy(bucket, upload.head, contentChecked);
  }
  return declared;
}

export interface UploadResult {
  Id: string;
  Key: string;
}

/**
 * POST (create; replace with x-upsert: true) and PUT (replace or create) of /object/<bucket>/<name>.
 * Bytes are staged in a temp file; the row is written as the caller, and only once PostgreSQL accepted it is
 * the file renamed into place, still inside the transaction, so a refusal or a failure leaves nothing behind.
 */
export async function handleUpload(
  ctx: ServiceContext,
  disk: StorageDisk,
  req: IncomingMessage,
  caller: Caller,
  bucketId: string,
  name: string,
  upsert: boolean,
): Promise<UploadResult> {
  const bucket = await findBucket(ctx.pool, bucketId);
  const tempPath = await disk.tempFile();
  const upload = await receiveUpload(req, tempPath, uploadLimit(bucket, ctx.config.fileSizeLimit));
  let placed: string | undefined;
  let inserted = false;
  try {
    const mimetype = checkMimeType(upload, bucket, name, ctx.config.contentCheckedBuckets);
    const metadata: ObjectMetadata = {
      eTag: upload.eTag,
      size: upload.size,
      mimetype,
      cacheControl: upload.cacheControl,
      lastModified: new Date().toUTCString(),
      contentLength: upload.size,
      httpStatusCode: 200,
    };
    const id = await asCaller(ctx.pool, caller, async (client) => {
      const row = await writeObjectRow(
        client,
        { bucket: bucket.id, name, owner: caller.owner, metadata, userMetadata: upload.userMetadata, version: randomUUID() },
        upsert,
      );
      inserted = row.inserted;
      placed = await disk.commit(tempPath, bucket.id, name);
      return row.id;
    });
    // A replaced object's rendered variants are stale now.
    await rm(disk.variantDir(bucket.id, name), { recursive: true, force: true });
    return { Id: id, Key: `${bucket.id}/${name}` };
  } catch (error) {
    await unlink(tempPath).catch(() => undefined);
    // The transaction rolled back after the rename: a new object's file must go too.
    if (placed && inserted) await unlink(placed).catch(() => undefined);
    throw error;
  }
}
