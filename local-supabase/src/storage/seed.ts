import { createHash, randomUUID } from 'node:crypto';
import { copyFile, readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import mime from 'mime-types';
import type { ServiceContext } from '../types.ts';
import { StorageDisk, validateBucketId, validateKey } from './disk.ts';
import type { ObjectMetadata } from './objects.ts';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await filesUnder(path)));
    else if (entry.isFile()) files.push(path);
  }
  return files;
}

/**
 * Loads the demo files shipped in the repository (supabase/storage-seed/<bucket>/<path...>) into storage, as the
 * service itself (no policy applies): bytes on disk and a storage.objects row each, mimetype from the extension,
 * cached for an hour. A bucket folder without a bucket row gets a private bucket of that name. Returns how many
 * files were imported; a missing directory imports nothing.
 */
export async function importSeedObjects(ctx: ServiceContext, dir: string): Promise<number> {
  const exists = await stat(dir).then((info) => info.isDirectory()).catch(() => false);
  if (!exists) return 0;
  const disk = new StorageDisk(ctx.config.dataDir);
  let count = 0;
  for (const bucketEntry of await readdir(dir, { withFileTypes: true })) {
    if (!bucketEntry.isDirectory()) continue;
    const bucket = validateBucketId(bucketEntry.name);
    await ctx.pool.query(`insert into storage.buckets (id, name) values ($1, $1) on conflict (id) do nothing`, [bucket]);
    const bucketDir = join(dir, bucketEntry.name);
    for (const file of await filesUnder(bucketDir)) {
      const name = validateKey(relative(bucketDir, file).split(sep).join('/'));
      const bytes = await readFile(file);
      const metadata: ObjectMetadata = {
        eTag: `"${createHash('md5').update(bytes).digest('hex')}"`,
        size: bytes.length,
        mimetype: mime.lookup(name) || 'application/octet-stream',
        cacheControl: 'max-age=3600',
        lastModified: new Date().toUTCString(),
        contentLength: bytes.length,
        httpStatusCode: 200,
      };
      const temp = await disk.tempFile();
      await copyFile(file, temp);
      await ctx.pool.query(
        `insert into storage.objects (bucket_id, name, metadata, user_metadata, version) values ($1, $2, $3, '{}', $4)
         on conflict (bucket_id, name) do update set metadata = excluded.metadata, version = excluded.version, updated_at = now()`,
        [bucket, name, JSON.stringify(metadata), randomUUID()],
      );
      await disk.commit(temp, bucket, name);
      count += 1;
    }
  }
  return count;
}
