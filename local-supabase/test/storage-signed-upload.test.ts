import { decodeJwt } from 'jose';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signJwt } from '../src/jwt.ts';
import { anonClient, clientAs, demoLogin, sql, stack, unique } from './support.ts';

const BUCKET = 'imagens';
const png = () => sharp({ create: { width: 6, height: 4, channels: 3, background: { r: 10, g: 200, b: 90 } } }).png().toBuffer();
const folder = () => `teste-storage/${unique('assinado')}`;
const userId = async (email: string) => (await sql<{ id: string }>('select id from auth.users where email = $1', [email]))[0].id;
const rows = (name: string) => sql<{ owner: string | null; metadata: { size: number } }>(
  'select owner, metadata from storage.objects where bucket_id = $1 and name = $2',
  [BUCKET, name],
);

/** A PUT to the signed upload URL without any key or Authorization: the token is the only permission. */
async function putSigned(url: string, bytes: Buffer, headers: Record<string, string> = {}) {
  const response = await fetch(url, { method: 'PUT', headers: { 'Content-Type': 'image/png', ...headers }, body: bytes });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('S1: signed upload URLs (createSignedUploadUrl / uploadToSignedUrl)', () => {
  it('signs for staff a 2-hour upload token scoped to the object; anyone holding it uploads once, owned by the signer', async () => {
    const funcionario = await clientAs('funcionario');
    const name = `${folder()}/foto.png`;
    const { data, error } = await funcionario.storage.from(BUCKET).createSignedUploadUrl(name);
    expect(error).toBeNull();
    expect(data!.path).toBe(name);
    expect(data!.signedUrl).toBe(`${stack().url}/storage/v1/object/upload/sign/${BUCKET}/${name}?token=${data!.token}`);
    const claims = decodeJwt(data!.token);
    expect(claims).toMatchObject({ url: `${BUCKET}/${name}`, upsert: false, scope: 'upload', owner: await userId(demoLogin('funcionario').email) });
    expect(claims.exp! - claims.iat!).toBe(7200);
    expect(await rows(name)).toEqual([]); // signing only tested the insert policy

    const bytes = await png();
    const uploaded = await anonClient().storage.from(BUCKET).uploadToSignedUrl(name, data!.token, new Blob([bytes], { type: 'image/png' }));
    expect(uploaded).toEqual({ data: { path: name, fullPath: `${BUCKET}/${name}` }, error: null });
    const [row] = await rows(name);
    expect(row).toMatchObject({ owner: await userId(demoLogin('funcionario').email), metadata: { size: bytes.length } });
    const served = await fetch(anonClient().storage.from(BUCKET).getPublicUrl(name).data.publicUrl);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(bytes);

    // The token's upsert (false) decides; an x-upsert header on the PUT is ignored, as in Storage.
    const again = await putSigned(data!.signedUrl, bytes, { 'x-upsert': 'true' });
    expect(again).toEqual({ status: 400, body: { statusCode: '409', code: 'KeyAlreadyExists', error: 'Duplicate', message: 'The resource already exists' } });
  });

  it('with upsert, signs for an existing object and the upload replaces it', async () => {
    const admin = await clientAs('admin');
    const name = `${folder()}/troca.png`;
    await admin.storage.from(BUCKET).upload(name, new Blob([await png()], { type: 'image/png' }));
    const refused = await admin.storage.from(BUCKET).createSignedUploadUrl(name);
    expect(refused.error).toMatchObject({ status: 400, statusCode: '409', message: 'The resource already exists' });

    const { data } = await admin.storage.from(BUCKET).createSignedUploadUrl(name, { upsert: true });
    expect(decodeJwt(data!.token)).toMatchObject({ upsert: true, scope: 'upload' });
    const bigger = await sharp({ create: { width: 30, height: 30, channels: 3, background: { r: 1, g: 2, b: 3 } } }).png().toBuffer();
    const { error } = await anonClient().storage.from(BUCKET).uploadToSignedUrl(name, data!.token, new Blob([bigger], { type: 'image/png' }));
    expect(error).toBeNull();
    expect((await rows(name))[0].metadata.size).toBe(bigger.length);
  });

  it('refuses to sign for a caller the insert policy refuses, with Storage\'s RLS error', async () => {
    for (const role of ['anon', 'cliente'] as const) {
      const client = await clientAs(role);
      const name = `${folder()}/${role}.png`;
      const { data, error } = await client.storage.from(BUCKET).createSignedUploadUrl(name);
      expect(data).toBeNull();
      expect(error).toMatchObject({ status: 400, statusCode: '403', message: 'new row violates row-level security policy' });
      expect(await rows(name)).toEqual([]);
    }
  });

  it('refuses a token that is missing, malformed, expired, for another object or scoped for download', async () => {
    const admin = await clientAs('admin');
    const name = `${folder()}/alvo.png`;
    const bytes = await png();
    const base = `${stack().url}/storage/v1/object/upload/sign/${BUCKET}/${name}`;

    expect(await putSigned(base, bytes)).toEqual({
      status: 400,
      body: { statusCode: '400', code: 'InvalidRequest', error: 'Error', message: "querystring must have required property 'token'" },
    });
    expect(await putSigned(`${base}?token=garbage`, bytes)).toEqual({
      status: 400,
      body: { statusCode: '400', code: 'InvalidJWT', error: 'InvalidJWT', message: 'Invalid Compact JWS' },
    });

    const expired = await signJwt({ url: `${BUCKET}/${name}`, upsert: false, scope: 'upload', iat: Math.floor(Date.now() / 1000) - 100 }, stack().jwtSecret, -10);
    expect((await putSigned(`${base}?token=${expired}`, bytes)).body).toMatchObject({ code: 'InvalidJWT', message: '"exp" claim timestamp check failed' });

    const other = await admin.storage.from(BUCKET).createSignedUploadUrl(`${folder()}/outro.png`);
    expect(await putSigned(`${base}?token=${other.data!.token}`, bytes)).toEqual({
      status: 400,
      body: { statusCode: '400', code: 'InvalidSignature', error: 'InvalidSignature', message: 'Invalid signature' },
    });

    // A download token is never an upload token, and the reverse.
    await admin.storage.from(BUCKET).upload(name, new Blob([bytes], { type: 'image/png' }));
    const download = await admin.storage.from(BUCKET).createSignedUrl(name, 60);
    const downloadToken = new URL(download.data!.signedUrl).searchParams.get('token')!;
    expect((await putSigned(`${base}?token=${downloadToken}`, bytes)).body).toMatchObject({
      statusCode: '400',
      code: 'InvalidSignature',
      message: 'Token is not scoped for upload',
    });
    const upload = await admin.storage.from(BUCKET).createSignedUploadUrl(name, { upsert: true });
    const asDownload = await fetch(`${stack().url}/storage/v1/object/sign/${BUCKET}/${name}?token=${upload.data!.token}`);
    expect(await asDownload.json()).toMatchObject({ statusCode: '400', code: 'InvalidSignature', message: 'Token is not scoped for download' });

    // A token made before scopes existed counts as an upload token when it carries upsert (Storage's legacy rule).
    const legacy = await signJwt({ url: `${BUCKET}/${name}`, upsert: true }, stack().jwtSecret, 60);
    expect(await putSigned(`${base}?token=${legacy}`, bytes)).toEqual({ status: 200, body: { Key: `${BUCKET}/${name}` } });
  });
});
