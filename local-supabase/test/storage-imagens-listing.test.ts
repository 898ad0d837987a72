import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, clientAs, stack, unique } from './support.ts';

const BUCKET = 'imagens';
const base = `teste-storage/${unique('listagem')}`;
const name = `${base}/foto.png`;
let bytes: Buffer;

beforeAll(async () => {
  bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 9, g: 99, b: 199 } } }).png().toBuffer();
  const { error } = await (await clientAs('funcionario')).storage.from(BUCKET).upload(name, new Blob([bytes], { type: 'image/png' }));
  expect(error).toBeNull();
});

describe('S14: listing the public imagens bucket is for staff only; public URLs still work for everyone', () => {
  it('lists nothing to anon or a customer (list and list-v2), and everything to staff', async () => {
    for (const role of ['anon', 'cliente'] as const) {
      const client = (await clientAs(role)).storage.from(BUCKET);
      expect([role, (await client.list(base)).data]).toEqual([role, []]);
      expect([role, (await client.listV2({ prefix: `${base}/` })).data]).toEqual([role, { hasNext: false, folders: [], objects: [] }]);
      // The seeded folders of inactive products are not discoverable either.
      expect([role, (await client.list('produto')).data]).toEqual([role, []]);
    }
    for (const role of ['user', 'funcionario', 'admin'] as const) {
      const { data } = await (await clientAs(role)).storage.from(BUCKET).list(base);
      expect([role, data!.map((item) => item.name)]).toEqual([role, ['foto.png']]);
    }
  });

  it('still serves the object to anyone by its public URL, rendered, and through download, info and exists', async () => {
    const anon = anonClient().storage.from(BUCKET);
    const plain = await fetch(anon.getPublicUrl(name).data.publicUrl);
    expect(plain.status).toBe(200);
    expect(Buffer.from(await plain.arrayBuffer())).toEqual(bytes);
    const rendered = await fetch(anon.getPublicUrl(name, { transform: { width: 4 } }).data.publicUrl);
    expect(rendered.status).toBe(200);
    const publicInfo = await fetch(`${stack().url}/storage/v1/object/info/public/${BUCKET}/${name}`);
    expect(publicInfo.status).toBe(200);

    // A public bucket's objects are read as the service on download and info (Storage's getObject / getObjectInfo).
    for (const role of ['anon', 'cliente'] as const) {
      const client = (await clientAs(role)).storage.from(BUCKET);
      const downloaded = await client.download(name);
      expect(Buffer.from(await downloaded.data!.arrayBuffer())).toEqual(bytes);
      expect((await client.info(name)).data).toMatchObject({ name, size: bytes.length });
      expect((await client.exists(name)).data).toBe(true);
    }
  });

  it('signs URLs in imagens for staff only', async () => {
    const refused = await anonClient().storage.from(BUCKET).createSignedUrl(name, 60);
    expect(refused.error).toMatchObject({ status: 400, statusCode: '404', message: 'Object not found' });
    const signed = await (await clientAs('user')).storage.from(BUCKET).createSignedUrl(name, 60);
    expect((await fetch(signed.data!.signedUrl)).status).toBe(200);
  });
});
