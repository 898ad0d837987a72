import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rename, rm, rmdir, unlink } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { StorageErrors } from './errors.ts';

/**
 * Where bytes live: <dataDir>/storage/<bucket>/<name>, uploads staged in <dataDir>/storage-tmp (same disk, so
 * the final rename is atomic and a failed upload leaves nothing), rendered variants in <dataDir>/storage-cache.
 */
export class StorageDisk {
  readonly root: string;
  readonly tmpDir: string;
  readonly cacheDir: string;

  constructor(dataDir: string) {
    this.root = resolve(dataDir, 'storage');
    this.tmpDir = resolve(dataDir, 'storage-tmp');
    this.cacheDir = resolve(dataDir, 'storage-cache');
  }

  /** The file of an object; the name was validated by `validateKey`, this re-checks it stays inside the root. */
  objectPath(bucket: string, name: string): string {
    const path = resolve(this.root, bucket, ...name.split('/'));
    if (!path.startsWith(this.root + sep)) throw StorageErrors.invalidKey(name);
    return path;
  }

  async tempFile(): Promise<string> {
    await mkdir(this.tmpDir, { recursive: true });
    return join(this.tmpDir, `${randomUUID()}.upload`);
  }

  /** Moves a staged file into place (replacing an older version of the object atomically). */
  async commit(tempPath: string, bucket: string, name: string): Promise<string> {
    const target = this.objectPath(bucket, name);
    try {
      await mkdir(dirname(target), { recursive: true });
      await rename(tempPath, target);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // An object "a" and an object "a/b" cannot both be files on disk.
      if (code === 'ENOTDIR' || code === 'EISDIR' || code === 'EEXIST' || code === 'ENAMETOOLONG') throw StorageErrors.invalidKey(name);
      throw error;
    }
    return target;
  }

  /** Removes an object's bytes, its rendered variants, and the folders it leaves empty. */
  async remove(bucket: string, name: string): Promise<void> {
    const path = this.objectPath(bucket, name);
    await unlink(path).catch(() => undefined);
    await this.pruneEmptyDirs(dirname(path), resolve(this.root, bucket));
    await rm(this.variantDir(bucket, name), { recursive: true, force: true });
  }

  /** Rendered variants of one object live together so removing or replacing it drops them all. */
  variantDir(bucket: string, name: string): string {
    const key = createHash('sha256').update(`${bucket}/${name}`).digest('hex').slice(0, 32);
    return join(this.cacheDir, bucket, key);
  }

  private async pruneEmptyDirs(dir: string, stop: string): Promise<void> {
    let current = dir;
    while (current.startsWith(stop + sep)) {
      try {
        await rmdir(current);
      } catch {
        return; // not empty (or already gone): stop climbing
      }
      current = dirname(current);
    }
  }
}

/** The longest file name Linux and macOS file systems take, in bytes (NAME_MAX). */
const SEGMENT_MAX_BYTES = 255;

/**
 * Object names as Storage accepts them, plus what a file system needs: no empty, "." or ".." segment,
 * no NUL, at most 1024 bytes, and no segment over 255 bytes. Hosted Storage (S3) would take a longer segment;
 * `supabase start` (file backend) answers ENAMETOOLONG with a 500 that echoes the machine's path. We refuse it
 * up front with Storage's InvalidKey instead, which names only the key.
 */
export function validateKey(name: string): string {
  if (!name || Buffer.byteLength(name) > 1024 || name.includes('\0')) throw StorageErrors.invalidKey(name);
  for (const segment of name.split('/')) {
    if (segment === '' || segment === '.' || segment === '..' || Buffer.byteLength(segment) > SEGMENT_MAX_BYTES) {
      throw StorageErrors.invalidKey(name);
    }
  }
  return name;
}

export function validateBucketId(id: string): string {
  if (!id || id.length > 100 || id.includes('/') || id.includes('\0') || id === '.' || id === '..') {
    throw StorageErrors.invalidBucketName();
  }
  return id;
}
