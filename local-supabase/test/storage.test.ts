import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, ROOT_DIR } from '../src/config.ts';
import { createMailbox } from '../src/mailbox.ts';
import { importSeedObjects } from '../src/storage/index.ts';
import { anonClient, clientAs, serviceClient, sql, stack, unique } from './support.ts';

const BUCKET = 'imagens';

/** The stack's data directory: PostgreSQL's cluster lives in <dataDir>/postgres. */
let dataDir: string;
beforeAll(async () => {
  const [row] = await sql<{ data_directory: string }>('show data_directory');
  dataDir = dirname(row.data_directory);
});

const diskPath = (name: string, bucket = BUCKET) => join(dataDir, 'storage', bucket, ...name.split('/'));
const stagedUploads = async () => (existsSync(join(dataDir, 'storage-tmp')) ? readdir(join(dataDir, 'storage-tmp')) : []);

interface ObjectRowCheck {
  name: string;
  owner: string | null;
  owner_id: string | null;
  metadata: { size: number; mimetype: string; cacheControl: string; eTag: string; contentLength: number; httpStatusCode: number };
  version: string;
}
const objectRows = (name: string) =>
  sql<ObjectRowCheck>('select name, owner, owner_id, metadata, version from storage.objects where bucket_id = $1 and name = $2', [
    BUCKET,
    name,
  ]);
const authUserId = async (email: string) => (await sql<{ id: string }>('select id from auth.users where email = $1', [email]))[0].id;

const png = (width: number, height: number, color = { r: 230, g: 90, b: 40 }) =>
  sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();
const webp = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } }).webp({ quality: 80 }).toBuffer();

const publicUrl = (name: string) => anonClient().storage.from(BUCKET).getPublicUrl(name).data.publicUrl;
const folder = () => `teste-storage/${unique('up')}`;

describe('upload by staff and public download', () => {
  it('stores a PNG sent as a browser File with its row and bytes, and serves it publicly with its headers', async () => {
    const funcionario = await clientAs('funcionario');
    const bytes = await png(64, 48);
    const name = `${folder()}/foto.png`;

    const { data, error } = await funcionario.storage.from(BUCKET).upload(name, new Blob([bytes], { type: 'image/png' }));
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: name, fullPath: `${BUCKET}/${name}` });

    const [row] = await objectRows(name);
    const ownerId = await authUserId('funcionario@lojapraia.com.br');
    expect(row.owner).toBe(ownerId);
    expect(row.owner_id).toBe(ownerId);
    expect(data!.id).toBe((await sql<{ id: string }>('select id from storage.objects where bucket_id = $1 and name = $2', [BUCKET, name]))[0].id);
    expect(row.metadata).toMatchObject({
      size: bytes.length,
      contentLength: bytes.length,
      mimetype: 'image/png',
      cacheControl: 'max-age=3600',
      httpStatusCode: 200,
    });
    expect(row.metadata.eTag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(await readFile(diskPath(name))).toEqual(bytes);

    const response = await fetch(publicUrl(name));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('max-age=3600');
    expect(response.headers.get('etag')).toBe(row.metadata.eTag);
    expect(response.headers.get('content-length')).toBe(String(bytes.length));
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);

    const again = await fetch(publicUrl(name), { headers: { 'If-None-Match': row.metadata.eTag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('max-age=3600');

    const head = await fetch(publicUrl(name), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(bytes.length));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('takes a raw body with its content type and cache time, and x-upsert replaces the object', async () => {
    const admin = await clientAs('admin');
    const name = `${folder()}/capa.png`;
    const first = await png(10, 10);
    expect((await admin.storage.from(BUCKET).upload(name, first, { contentType: 'image/png', cacheControl: '60' })).error).toBeNull();
    const firstResponse = await fetch(publicUrl(name));
    expect(firstResponse.headers.get('cache-control')).toBe('max-age=60');
    expect(Buffer.from(await firstResponse.arrayBuffer())).toEqual(first);

    // Without upsert the name is taken.
    const duplicate = await admin.storage.from(BUCKET).upload(name, first, { contentType: 'image/png' });
    expect(duplicate.error).toMatchObject({ status: 400, statusCode: '409', message: 'The resource already exists' });

    const [before] = await objectRows(name);
    const replacement = await webp(20, 12);
    const replaced = await admin.storage.from(BUCKET).upload(name, new Blob([replacement], { type: 'image/webp' }), { upsert: true });
    expect(replaced.error).toBeNull();
    const rows = await objectRows(name);
    expect(rows).toHaveLength(1);
    expect(rows[0].version).not.toBe(before.version);
    expect(rows[0].metadata).toMatchObject({ size: replacement.length, mimetype: 'image/webp', cacheControl: 'max-age=3600' });

    const response = await fetch(publicUrl(name));
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(replacement);

    // update() (PUT) replaces too.
    const third = await png(5, 5, { r: 0, g: 0, b: 0 });
    expect((await admin.storage.from(BUCKET).update(name, new Blob([third], { type: 'image/png' }))).error).toBeNull();
    expect(Buffer.from(await (await fetch(publicUrl(name))).arrayBuffer())).toEqual(third);
    expect(await stagedUploads()).toEqual([]);
  });

  it('downloads through the API with the caller\'s token and reports a missing object as Storage does', async () => {
    const funcionario = await clientAs('funcionario');
    const name = `${folder()}/download.png`;
    const bytes = await png(8, 8);
    await funcionario.storage.from(BUCKET).upload(name, new Blob([bytes], { type: 'image/png' }));

    const { data, error } = await (await clientAs('cliente')).storage.from(BUCKET).download(name);
    expect(error).toBeNull();
    expect(Buffer.from(await data!.arrayBuffer())).toEqual(bytes);

    const missing = await fetch(publicUrl(`${folder()}/nada.png`));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ statusCode: '404', code: 'NoSuchKey', error: 'not_found', message: 'Object not found' });
  });
});

describe('refused uploads leave no row and no file', () => {
  for (const role of ['anon', 'cliente', 'user'] as const) {
    it(`refuses an upload by ${role} with Storage's row-level security error`, async () => {
      const client = await clientAs(role);
      const name = `${folder()}/${role}.png`;
      const { data, error } = await client.storage.from(BUCKET).upload(name, new Blob([await png(16, 16)], { type: 'image/png' }));
      expect(data).toBeNull();
      expect(error).toMatchObject({ status: 400, statusCode: '403', message: 'new row violates row-level security policy' });
      expect(await objectRows(name)).toEqual([]);
      expect(existsSync(diskPath(name))).toBe(false);
      expect(await stagedUploads()).toEqual([]);
    });
  }

  it('refuses a 6 MB image over the bucket limit (5 MB) with 413', async () => {
    const funcionario = await clientAs('funcionario');
    // Random pixels do not compress: the PNG stays above 6 MB.
    const width = 1500;
    const height = 1400;
    const big = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(6 * 1000 * 1000);
    const name = `${folder()}/grande.png`;

    const { error } = await funcionario.storage.from(BUCKET).upload(name, new Blob([big], { type: 'image/png' }));
    expect(error).toMatchObject({ status: 400, statusCode: '413', message: 'The object exceeded the maximum allowed size' });
    const raw = await funcionario.storage.from(BUCKET).upload(name, big, { contentType: 'image/png' });
    expect(raw.error).toMatchObject({ statusCode: '413', message: 'The object exceeded the maximum allowed size' });
    expect(await objectRows(name)).toEqual([]);
    expect(existsSync(diskPath(name))).toBe(false);
    expect(await stagedUploads()).toEqual([]);
  });

  it('refuses a text file, declared as text or disguised as a PNG', async () => {
    const funcionario = await clientAs('funcionario');
    const text = 'isto não é uma imagem\n';
    const declared = `${folder()}/nota.txt`;
    const plain = await funcionario.storage.from(BUCKET).upload(declared, new Blob([text], { type: 'text/plain' }));
    expect(plain.error).toMatchObject({ status: 400, statusCode: '415', message: 'mime type text/plain is not supported' });

    const disguised = `${folder()}/falsa.png`;
    const fake = await funcionario.storage.from(BUCKET).upload(disguised, new Blob([text], { type: 'image/png' }));
    expect(fake.error).toMatchObject({ status: 400, statusCode: '415', message: 'mime type text/plain is not supported' });

    for (const name of [declared, disguised]) {
      expect(await objectRows(name)).toEqual([]);
      expect(existsSync(diskPath(name))).toBe(false);
    }
    expect(await stagedUploads()).toEqual([]);
  });

  it('refuses an unknown bucket as Storage does', async () => {
    const { error } = await (await clientAs('admin')).storage.from('nao-existe').upload('a.png', new Blob([await png(2, 2)], { type: 'image/png' }));
    expect(error).toMatchObject({ status: 400, statusCode: '404', message: 'Bucket not found' });
  });
});

describe('remove and list', () => {
  it('lets staff remove an object; anon removes nothing', async () => {
    const funcionario = await clientAs('funcionario');
    const name = `${folder()}/remover.png`;
    await funcionario.storage.from(BUCKET).upload(name, new Blob([await png(4, 4)], { type: 'image/png' }));

    const byAnon = await anonClient().storage.from(BUCKET).remove([name]);
    expect(byAnon).toEqual({ data: [], error: null });
    const byCliente = await (await clientAs('cliente')).storage.from(BUCKET).remove([name]);
    expect(byCliente).toEqual({ data: [], error: null });
    expect(await objectRows(name)).toHaveLength(1);
    expect(existsSync(diskPath(name))).toBe(true);

    const byStaff = await funcionario.storage.from(BUCKET).remove([name]);
    expect(byStaff.error).toBeNull();
    expect(byStaff.data!.map((o) => [o.name, o.bucket_id])).toEqual([[name, BUCKET]]);
    expect(await objectRows(name)).toEqual([]);
    expect(existsSync(diskPath(name))).toBe(false);
    const gone = await fetch(publicUrl(name));
    expect(gone.status).toBe(400);
    expect(await gone.json()).toMatchObject({ statusCode: '404', message: 'Object not found' });
  });

  it('lists a folder with Storage\'s item shape: files with metadata, sub-folders with id null', async () => {
    const funcionario = await clientAs('funcionario');
    const base = folder();
    const bytes = await png(6, 6);
    for (const name of ['b.png', 'a.png', 'sub/c.png', 'sub/d.png']) {
      expect((await funcionario.storage.from(BUCKET).upload(`${base}/${name}`, new Blob([bytes], { type: 'image/png' }))).error).toBeNull();
    }
    // Listing imagens is for staff (S14: storage-imagens-listing.test.ts); a read-only user lists too.
    const leitor = await clientAs('user');
    const { data, error } = await leitor.storage.from(BUCKET).list(base);
    expect(error).toBeNull();
    expect(data!.map((item) => [item.name, item.id === null])).toEqual([
      ['a.png', false],
      ['b.png', false],
      ['sub', true],
    ]);
    expect(data![2]).toEqual({ name: 'sub', id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
    expect(data![0].metadata).toMatchObject({ size: bytes.length, mimetype: 'image/png' });

    const paged = await leitor.storage.from(BUCKET).list(base, { limit: 1, offset: 1 });
    expect(paged.data!.map((item) => item.name)).toEqual(['b.png']);
    const searched = await leitor.storage.from(BUCKET).list(base, { search: 'B' });
    expect(searched.data!.map((item) => item.name)).toEqual(['b.png']);
    const descending = await leitor.storage.from(BUCKET).list(`${base}/sub`, { sortBy: { column: 'name', order: 'desc' } });
    expect(descending.data!.map((item) => item.name)).toEqual(['d.png', 'c.png']);
  });

  it('moves and copies objects for staff, with their bytes; info and exists describe them', async () => {
    const funcionario = await clientAs('funcionario');
    const base = folder();
    const bytes = await png(7, 7);
    await funcionario.storage.from(BUCKET).upload(`${base}/original.png`, new Blob([bytes], { type: 'image/png' }));

    const copied = await funcionario.storage.from(BUCKET).copy(`${base}/original.png`, `${base}/copia.png`);
    expect(copied).toEqual({ data: { path: `${BUCKET}/${base}/copia.png` }, error: null });
    const moved = await funcionario.storage.from(BUCKET).move(`${base}/original.png`, `${base}/movida/final.png`);
    expect(moved).toEqual({ data: { message: 'Successfully moved' }, error: null });

    expect(await objectRows(`${base}/original.png`)).toEqual([]);
    expect(existsSync(diskPath(`${base}/original.png`))).toBe(false);
    for (const name of [`${base}/copia.png`, `${base}/movida/final.png`]) {
      expect(Buffer.from(await (await fetch(publicUrl(name))).arrayBuffer())).toEqual(bytes);
    }

    const refused = await (await clientAs('cliente')).storage.from(BUCKET).move(`${base}/copia.png`, `${base}/roubada.png`);
    // A customer cannot even see the object (imagens is read by staff only): Storage's move says it is not found.
    expect(refused.error).toMatchObject({ statusCode: '404', message: 'Object not found' });
    expect(await objectRows(`${base}/copia.png`)).toHaveLength(1);

    const info = await anonClient().storage.from(BUCKET).info(`${base}/copia.png`);
    expect(info.data).toMatchObject({ name: `${base}/copia.png`, bucketId: BUCKET, size: bytes.length, contentType: 'image/png' });
    expect((await anonClient().storage.from(BUCKET).exists(`${base}/copia.png`)).data).toBe(true);
    expect((await anonClient().storage.from(BUCKET).exists(`${base}/nada.png`)).data).toBe(false);
  });

  it('signs URLs for objects the caller can read (staff, in imagens), and refuses a tampered token', async () => {
    const admin = await clientAs('admin');
    const name = `${folder()}/foto assinada.png`;
    const bytes = await png(9, 9);
    await admin.storage.from(BUCKET).upload(name, new Blob([bytes], { type: 'image/png' }));

    const { data, error } = await (await clientAs('funcionario')).storage.from(BUCKET).createSignedUrl(name, 60);
    expect(error).toBeNull();
    // No key needed: the token is the permission, so a browser <img> can use the URL as it is.
    const signed = await fetch(data!.signedUrl);
    expect(signed.status).toBe(200);
    expect(Buffer.from(await signed.arrayBuffer())).toEqual(bytes);

    const other = `${folder()}/outra.png`;
    const tamperedUrl = data!.signedUrl.replace(encodeURI(name), encodeURI(other));
    expect(tamperedUrl).not.toBe(data!.signedUrl);
    const tampered = await fetch(tamperedUrl);
    expect(tampered.status).toBe(400);
    // A valid token for another object: Storage's verifyObjectSignature says InvalidSignature.
    expect(await tampered.json()).toEqual({ statusCode: '400', code: 'InvalidSignature', error: 'InvalidSignature', message: 'Invalid signature' });

    const many = await (await clientAs('user')).storage.from(BUCKET).createSignedUrls([name, `${folder()}/nada.png`], 60);
    expect(many.data!.map((entry) => [entry.path, entry.signedUrl !== null, entry.error])).toEqual([
      [name, true, null],
      [expect.stringContaining('nada.png'), false, 'Either the object does not exist or you do not have access to it'],
    ]);
  });

  it('manages buckets with the service key only; a private bucket is not public and is emptied before deletion', async () => {
    const service = serviceClient();
    const id = unique('privado');
    expect(await anonClient().storage.createBucket(id)).toMatchObject({ data: null, error: { statusCode: '403' } });
    expect(await service.storage.createBucket(id, { public: false, fileSizeLimit: '1MB', allowedMimeTypes: ['image/*'] })).toEqual({
      data: { name: id },
      error: null,
    });
    const [bucket] = await sql<{ public: boolean; file_size_limit: string; allowed_mime_types: string[] }>(
      'select public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
      [id],
    );
    expect(bucket).toEqual({ public: false, file_size_limit: '1000000', allowed_mime_types: ['image/*'] });

    const bytes = await png(5, 5);
    expect((await service.storage.from(id).upload('a.png', new Blob([bytes], { type: 'image/png' }))).error).toBeNull();
    const hidden = await fetch(service.storage.from(id).getPublicUrl('a.png').data.publicUrl);
    expect(await hidden.json()).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
    const downloaded = await service.storage.from(id).download('a.png');
    expect(Buffer.from(await downloaded.data!.arrayBuffer())).toEqual(bytes);

    expect((await service.storage.deleteBucket(id)).error).toMatchObject({ statusCode: '409' });
    expect(await service.storage.emptyBucket(id)).toEqual({ data: { message: 'Empty bucket has been queued. Completion may take up to an hour.' }, error: null });
    expect(existsSync(diskPath('a.png', id))).toBe(false);
    expect(await service.storage.deleteBucket(id)).toEqual({ data: { message: 'Successfully deleted' }, error: null });
    expect(await sql('select 1 from storage.buckets where id = $1', [id])).toEqual([]);
  });

  it('shows bucket settings to the service role only (no bucket policy for the API roles)', async () => {
    const { data, error } = await serviceClient().storage.getBucket(BUCKET);
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id: BUCKET,
      public: true,
      file_size_limit: 5242880,
      allowed_mime_types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'],
    });
    expect((await anonClient().storage.listBuckets()).data).toEqual([]);
  });
});

describe('image transformations', () => {
  let name: string;
  beforeAll(async () => {
    name = `${folder()}/grande.png`;
    const { error } = await (await clientAs('admin')).storage.from(BUCKET).upload(name, new Blob([await png(800, 600)], { type: 'image/png' }));
    expect(error).toBeNull();
  });

  const renderUrl = (transform: { width?: number; height?: number; resize?: 'cover' | 'contain' | 'fill'; quality?: number }) =>
    anonClient().storage.from(BUCKET).getPublicUrl(name, { transform }).data.publicUrl;

  it('renders the requested width as WebP for a browser that takes it, cached with the object\'s Cache-Control', async () => {
    const url = renderUrl({ width: 200 });
    expect(url).toContain('/storage/v1/render/image/public/');
    const response = await fetch(url, { headers: { Accept: 'image/avif,image/webp,*/*' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('max-age=3600');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 200, 150]);

    const eTag = response.headers.get('etag')!;
    const cached = await fetch(url, { headers: { Accept: 'image/webp', 'If-None-Match': eTag } });
    expect(cached.status).toBe(304);
    expect(await readdir(join(dataDir, 'storage-cache', BUCKET), { recursive: true })).toEqual(
      expect.arrayContaining([expect.stringMatching(/\.webp$/)]),
    );
  });

  it('keeps the original format otherwise, and honours resize fill', async () => {
    const plain = await fetch(renderUrl({ width: 100, height: 100, resize: 'fill' }));
    expect(plain.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await plain.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 100, 100]);

    const contained = await fetch(renderUrl({ width: 100, height: 100, resize: 'contain' }));
    const inside = await sharp(Buffer.from(await contained.arrayBuffer())).metadata();
    expect([inside.width, inside.height]).toEqual([100, 75]);
  });

  it('refuses a width out of range', async () => {
    const response = await fetch(renderUrl({ width: 5000 }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '400', message: 'width must be an integer between 1 and 2500' });
  });
});

describe('seed objects', () => {
  it('serves the demo images imported at start-up from supabase/storage-seed', async () => {
    const name = 'produto/3/principal.webp';
    const seedFile = join(ROOT_DIR, 'supabase', 'storage-seed', BUCKET, ...name.split('/'));
    const expected = await readFile(seedFile);
    const response = await fetch(publicUrl(name));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('max-age=3600');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(expected);
    const seeded = await sql<{ count: string }>(`select count(*) from storage.objects where bucket_id = $1 and name like 'produto/%'`, [BUCKET]);
    const shipped = (await readdir(join(ROOT_DIR, 'supabase', 'storage-seed', BUCKET), { recursive: true })).filter((f) => /\.\w+$/.test(f));
    expect(Number(seeded[0].count)).toBe(shipped.length);
  });

  it('imports every file of a directory (bucket/path...) and skips a missing directory', async () => {
    const seedDir = await mkdtemp(join(tmpdir(), 'loja-praia-seed-'));
    const pool = new pg.Pool({ connectionString: stack().databaseUrl, max: 2 });
    try {
      const base = `teste-seed/${unique('s')}`;
      const bytes = await png(3, 3);
      await mkdir(join(seedDir, BUCKET, ...base.split('/'), 'sub'), { recursive: true });
      await writeFile(join(seedDir, BUCKET, ...base.split('/'), 'um.png'), bytes);
      await writeFile(join(seedDir, BUCKET, ...base.split('/'), 'sub', 'dois.png'), bytes);
      const ctx = { config: loadConfig({ dataDir }), pool, mailbox: createMailbox(seedDir) };

      expect(await importSeedObjects(ctx, seedDir)).toBe(2);
      expect(await importSeedObjects(ctx, join(seedDir, 'nao-existe'))).toBe(0);

      const [row] = await objectRows(`${base}/sub/dois.png`);
      expect(row.metadata).toMatchObject({ mimetype: 'image/png', cacheControl: 'max-age=3600', size: bytes.length });
      expect(row.owner).toBeNull();
      const response = await fetch(publicUrl(`${base}/sub/dois.png`));
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
    } finally {
      await pool.end();
      await rm(seedDir, { recursive: true, force: true });
    }
  });
});
