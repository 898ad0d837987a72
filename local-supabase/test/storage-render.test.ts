import { decodeJwt } from 'jose';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientAs, serviceClient, stack, unique } from './support.ts';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } }).png().toBuffer();
const sizeOf = async (bytes: ArrayBuffer) => {
  const meta = await sharp(Buffer.from(bytes)).metadata();
  return [meta.format, meta.width, meta.height];
};

describe('S4: createSignedUrl with transform', () => {
  const name = `teste-storage/${unique('render')}/foto.png`;
  beforeAll(async () => {
    const admin = await clientAs('admin');
    expect((await admin.storage.from('imagens').upload(name, new Blob([await png(64, 48)], { type: 'image/png' }))).error).toBeNull();
  });

  it('signs a /render/image/sign URL whose token carries Storage\'s transformations string, and serves the variant', async () => {
    const { data, error } = await (await clientAs('funcionario')).storage.from('imagens').createSignedUrl(name, 120, { transform: { width: 32, height: 24 } });
    expect(error).toBeNull();
    expect(data!.signedUrl.startsWith(`${stack().url}/storage/v1/render/image/sign/imagens/${name}?token=`)).toBe(true);
    const token = new URL(data!.signedUrl).searchParams.get('token')!;
    const claims = decodeJwt(token);
    // Storage's applyTransformation(keepOriginal): height, width, then a literal "resize:undefined" when no resize was given.
    expect(claims).toMatchObject({ url: `imagens/${name}`, scope: 'download', transformations: 'height:24,width:32,resize:undefined' });
    expect(claims).not.toHaveProperty('format');

    const response = await fetch(data!.signedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    // Signed URLs carry Expires (the token's exp) in place of Cache-Control.
    expect(response.headers.get('expires')).toBe(new Date(claims.exp! * 1000).toUTCString());
    expect(response.headers.get('cache-control')).toBeNull();
    // Rendered variants are served on the API origin like objects: sandboxed.
    expect(response.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    expect(await sizeOf(await response.arrayBuffer())).toEqual(['png', 32, 24]);
  });

  it('keeps resize, quality and format in the string (origin is left out) and renders the asked format', async () => {
    const admin = await clientAs('admin');
    const contain = await admin.storage.from('imagens').createSignedUrl(name, 60, { transform: { width: 16, resize: 'contain', quality: 50, format: 'origin' } });
    expect(decodeJwt(new URL(contain.data!.signedUrl).searchParams.get('token')!)).toMatchObject({
      transformations: 'width:16,resize:contain,quality:50',
      format: 'origin',
    });
    expect(await sizeOf(await (await fetch(contain.data!.signedUrl)).arrayBuffer())).toEqual(['png', 16, 12]);

    const webp = await admin.storage.from('imagens').createSignedUrl(name, 60, { transform: { width: 10, format: 'webp' as 'origin' } });
    const response = await fetch(webp.data!.signedUrl);
    expect(response.headers.get('content-type')).toBe('image/webp');

    // Without transform the URL stays /object/sign, and a download token for another object is refused.
    const plain = await admin.storage.from('imagens').createSignedUrl(name, 60);
    expect(plain.data!.signedUrl).toContain('/storage/v1/object/sign/imagens/');
    const tampered = webp.data!.signedUrl.replace('foto.png', 'outra.png');
    expect(await (await fetch(tampered)).json()).toMatchObject({ statusCode: '400', code: 'InvalidSignature', message: 'Invalid signature' });
  });

  it('refuses a transform outside the route schema', async () => {
    const response = await fetch(`${stack().url}/storage/v1/object/sign/imagens/${name}`, {
      method: 'POST',
      headers: { apikey: stack().serviceKey, Authorization: `Bearer ${stack().serviceKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ expiresIn: 60, transform: { resize: 'stretch' } }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '400', code: 'InvalidRequest', message: 'body/transform/resize must be equal to one of the allowed values' });
  });
});

describe('S5: transformation reads the bytes, not the stored content type', () => {
  const bucket = unique('bytes');
  beforeAll(async () => {
    expect((await serviceClient().storage.createBucket(bucket)).error).toBeNull();
  });

  it('renders an image stored as application/octet-stream, in its own format', async () => {
    const service = serviceClient().storage.from(bucket);
    await service.upload('sem-tipo', new Blob([await png(40, 20)], { type: 'application/octet-stream' }));
    const { data, error } = await service.download('sem-tipo', { transform: { width: 20 } });
    expect(error).toBeNull();
    expect(data!.type).toBe('image/png');
    expect(await sizeOf(await data!.arrayBuffer())).toEqual(['png', 20, 10]);
  });

  it('refuses bytes that are no image with the 422 imgproxy gives, without internal text', async () => {
    const service = serviceClient().storage.from(bucket);
    await service.upload('texto.png', new Blob(['não é imagem'], { type: 'image/png' }));
    const response = await fetch(`${stack().url}/storage/v1/render/image/authenticated/${bucket}/texto.png?width=10`, {
      headers: { apikey: stack().serviceKey, Authorization: `Bearer ${stack().serviceKey}` },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ statusCode: '422', code: 'InvalidRequest', error: 'InvalidRequest', message: 'Source image type not supported' });
  });
});
