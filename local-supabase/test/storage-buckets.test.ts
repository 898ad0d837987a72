import { describe, expect, it } from 'vitest';
import { anonClient, serviceClient, sql, stack, unique } from './support.ts';

const settings = async (id: string) =>
  (
    await sql<{ public: boolean; file_size_limit: string | null; allowed_mime_types: string[] | null }>(
      'select public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
      [id],
    )
  )[0];

async function putBucket(id: string, body: unknown) {
  const response = await fetch(`${stack().url}/storage/v1/bucket/${id}`, {
    method: 'PUT',
    headers: { apikey: stack().serviceKey, Authorization: `Bearer ${stack().serviceKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('S3: updateBucket changes only the settings it is given', () => {
  it('keeps the size limit and the MIME list when only public changes, and the reverse', async () => {
    const service = serviceClient();
    const id = unique('parcial');
    await service.storage.createBucket(id, { public: false, fileSizeLimit: '2MB', allowedMimeTypes: ['image/png', 'image/webp'] });

    expect(await service.storage.updateBucket(id, { public: true })).toEqual({ data: { message: 'Successfully updated' }, error: null });
    expect(await settings(id)).toEqual({ public: true, file_size_limit: '2000000', allowed_mime_types: ['image/png', 'image/webp'] });

    // storage-js always sends `public`; a raw body may carry one field alone.
    expect((await putBucket(id, { file_size_limit: 1024 })).status).toBe(200);
    expect(await settings(id)).toEqual({ public: true, file_size_limit: '1024', allowed_mime_types: ['image/png', 'image/webp'] });
    expect((await putBucket(id, { allowed_mime_types: ['text/plain', ''] })).status).toBe(200);
    expect(await settings(id)).toEqual({ public: true, file_size_limit: '1024', allowed_mime_types: ['text/plain'] });

    // An explicit null clears a setting.
    expect(await service.storage.updateBucket(id, { public: false, fileSizeLimit: null, allowedMimeTypes: null })).toMatchObject({ error: null });
    expect(await settings(id)).toEqual({ public: false, file_size_limit: null, allowed_mime_types: null });
  });

  it('asks for at least one setting, and reports an unknown or forbidden bucket as Bucket not found', async () => {
    const id = unique('parcial');
    await serviceClient().storage.createBucket(id, { public: true });
    expect(await putBucket(id, { id, name: id })).toEqual({
      status: 400,
      body: {
        statusCode: '400',
        code: 'InvalidRequest',
        error: 'Error',
        message:
          "body must have required property 'public', body must have required property 'file_size_limit', " +
          "body must have required property 'allowed_mime_types', body must match a schema in anyOf",
      },
    });
    expect((await serviceClient().storage.updateBucket(unique('nenhum'), { public: true })).error).toMatchObject({
      status: 400,
      statusCode: '404',
      message: 'Bucket not found',
    });
    expect((await anonClient().storage.updateBucket(id, { public: false })).error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
    expect((await settings(id)).public).toBe(true);
  });
});

describe('S10: emptyBucket', () => {
  it('answers with Storage\'s message and removes the objects', async () => {
    const service = serviceClient();
    const id = unique('esvaziar');
    await service.storage.createBucket(id);
    await service.storage.from(id).upload('a/b.txt', new Blob(['x'], { type: 'text/plain' }));
    expect(await service.storage.emptyBucket(id)).toEqual({
      data: { message: 'Empty bucket has been queued. Completion may take up to an hour.' },
      error: null,
    });
    expect(await sql('select name from storage.objects where bucket_id = $1', [id])).toEqual([]);
  });
});
