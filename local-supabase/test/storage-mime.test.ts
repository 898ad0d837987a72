import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkContentPolicy, contentCheckedBuckets, DEFAULT_CONTENT_CHECKED_BUCKETS } from '../src/storage/content-policy.ts';
import type { BucketRow } from '../src/storage/objects.ts';
import { clientAs, serviceClient, sql, stack, unique } from './support.ts';

const bucket = unique('mime');
const api = () => serviceClient().storage.from(bucket);
const storedType = async (b: string, name: string) =>
  (await sql<{ mimetype: string }>("select metadata->>'mimetype' as mimetype from storage.objects where bucket_id = $1 and name = $2", [b, name]))[0]
    ?.mimetype;
const refusal = (declared: string) => ({ status: 400, statusCode: '415', message: `mime type ${declared} is not supported` });

beforeAll(async () => {
  expect((await serviceClient().storage.createBucket(bucket, { public: false, allowedMimeTypes: ['text/plain', 'image/*'] })).error).toBeNull();
});

describe('S6: allowed_mime_types checks the declared type only, as Storage', () => {
  it('matches type and subtype exactly, case-sensitive, parameters included', async () => {
    const text = Buffer.from('olá');
    expect((await api().upload('a.txt', text, { contentType: 'text/plain' })).error).toBeNull();
    for (const declared of ['text/plain;charset=UTF-8', 'Text/Plain', 'textplain', 'text/html']) {
      const { error } = await api().upload(`${unique('r')}.txt`, text, { contentType: declared });
      expect(error).toMatchObject(refusal(declared));
    }
    const raw = await fetch(`${stack().url}/storage/v1/object/${bucket}/cru.txt`, {
      method: 'POST',
      headers: { apikey: stack().serviceKey, Authorization: `Bearer ${stack().serviceKey}`, 'Content-Type': 'text/csv' },
      body: 'a,b',
    });
    expect(await raw.json()).toEqual({ statusCode: '415', code: 'InvalidMimeType', error: 'invalid_mime_type', message: 'mime type text/csv is not supported' });
  });

  it('does not look at the bytes outside the content policy: text declared as image/png is stored as image/png', async () => {
    expect((await api().upload('disfarce.png', Buffer.from('não sou png'), { contentType: 'image/png' })).error).toBeNull();
    expect(await storedType(bucket, 'disfarce.png')).toBe('image/png');
  });

  it('takes a multipart form\'s contentType field over the file part\'s type, and stores it', async () => {
    const form = new FormData();
    form.append('cacheControl', '60');
    form.append('contentType', 'image/webp');
    form.append('', new Blob(['x'], { type: 'application/pdf' }));
    const response = await fetch(`${stack().url}/storage/v1/object/${bucket}/campo.webp`, {
      method: 'POST',
      headers: { apikey: stack().serviceKey, Authorization: `Bearer ${stack().serviceKey}` },
      body: form,
    });
    expect(response.status).toBe(200);
    expect(await storedType(bucket, 'campo.webp')).toBe('image/webp');
  });
});

describe('S7: the declared content type is kept whole', () => {
  it('stores and serves text/plain;charset=UTF-8 with its parameter', async () => {
    const open = unique('livre');
    await serviceClient().storage.createBucket(open);
    const { error } = await serviceClient().storage.from(open).upload('nota.txt', Buffer.from('ção'), { contentType: 'text/plain;charset=UTF-8' });
    expect(error).toBeNull();
    expect(await storedType(open, 'nota.txt')).toBe('text/plain;charset=UTF-8');
    const { data } = await serviceClient().storage.from(open).info('nota.txt');
    expect(data!.contentType).toBe('text/plain;charset=UTF-8');
    const response = await fetch(`${stack().url}/storage/v1/object/authenticated/${open}/nota.txt`, {
      headers: { apikey: stack().serviceKey, Authorization: `Bearer ${stack().serviceKey}` },
    });
    expect(response.headers.get('content-type')).toBe('text/plain;charset=UTF-8');
    expect(await response.text()).toBe('ção');
  });
});

describe('the imagens content policy (this product\'s own, local-only)', () => {
  it('refuses in imagens bytes that are not an allowed image, naming what they are, and stores the declared type otherwise', async () => {
    const funcionario = await clientAs('funcionario');
    const name = `teste-storage/${unique('politica')}`;
    const disguised = await funcionario.storage.from('imagens').upload(`${name}/falsa.png`, Buffer.from('<html>oi</html>'), { contentType: 'image/png' });
    expect(disguised.error).toMatchObject(refusal('text/plain'));
    expect(await storedType('imagens', `${name}/falsa.png`)).toBeUndefined();

    const bytes = await sharp({ create: { width: 4, height: 4, channels: 3, background: { r: 1, g: 1, b: 1 } } }).png().toBuffer();
    expect((await funcionario.storage.from('imagens').upload(`${name}/boa.png`, bytes, { contentType: 'image/png' })).error).toBeNull();
    expect(await storedType('imagens', `${name}/boa.png`)).toBe('image/png');
  });

  it('is stated in one place: imagens by default, LOCAL_STORAGE_CONTENT_CHECKED_BUCKETS to change it', () => {
    expect(contentCheckedBuckets({})).toEqual(['imagens']);
    expect(contentCheckedBuckets({ LOCAL_STORAGE_CONTENT_CHECKED_BUCKETS: ' imagens , docs ' })).toEqual(['imagens', 'docs']);
    expect(contentCheckedBuckets({ LOCAL_STORAGE_CONTENT_CHECKED_BUCKETS: '' })).toEqual([]);
    const imagens = { id: 'imagens', allowed_mime_types: ['image/png'] } as BucketRow;
    expect(() => checkContentPolicy(imagens, Buffer.from('texto'), DEFAULT_CONTENT_CHECKED_BUCKETS)).toThrow('mime type text/plain is not supported');
    expect(() => checkContentPolicy(imagens, Buffer.from('texto'), [])).not.toThrow();
  });
});
