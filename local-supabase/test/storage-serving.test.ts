import { beforeAll, describe, expect, it } from 'vitest';
import { serviceClient, sql, stack, unique } from './support.ts';

const bucket = unique('servir');
const api = () => serviceClient().storage.from(bucket);
const authHeaders = () => ({ apikey: stack().serviceKey, Authorization: `Bearer ${stack().serviceKey}` });

beforeAll(async () => {
  // Public and without a MIME list: anything may be uploaded, as in the report.
  expect((await serviceClient().storage.createBucket(bucket, { public: true })).error).toBeNull();
});

describe('S8: HTML is never served as HTML, and nothing is sniffed', () => {
  it('serves text/html (with or without parameters) as text/plain with nosniff, on every download route', async () => {
    const page = '<script>alert(document.domain)</script>';
    await api().upload('pagina.html', Buffer.from(page), { contentType: 'text/html' });
    await api().upload('outra.html', Buffer.from(page), { contentType: 'text/html; charset=utf-8' });
    const signed = (await api().createSignedUrl('pagina.html', 60)).data!.signedUrl;
    const urls: [string, RequestInit?][] = [
      [api().getPublicUrl('pagina.html').data.publicUrl],
      [api().getPublicUrl('outra.html').data.publicUrl],
      [`${stack().url}/storage/v1/object/authenticated/${bucket}/pagina.html`, { headers: authHeaders() }],
      [`${stack().url}/storage/v1/object/${bucket}/outra.html`, { headers: authHeaders() }],
      [signed],
    ];
    for (const [url, init] of urls) {
      const response = await fetch(url, init);
      expect([url, response.status, response.headers.get('content-type'), response.headers.get('x-content-type-options')]).toEqual([
        url,
        200,
        'text/plain',
        'nosniff',
      ]);
      expect(response.headers.get('x-robots-tag')).toBe('none');
      expect(await response.text()).toBe(page);
    }
    // What was declared is still what is stored: only the serving changes.
    const [row] = await sql<{ mimetype: string }>("select metadata->>'mimetype' as mimetype from storage.objects where bucket_id = $1 and name = 'outra.html'", [bucket]);
    expect(row.mimetype).toBe('text/html; charset=utf-8');
  });

  it('sends nosniff on other types too, and Storage\'s Content-Disposition for ?download', async () => {
    await api().upload('dados.json', Buffer.from('{"a":1}'), { contentType: 'application/json' });
    const url = api().getPublicUrl('dados.json').data.publicUrl;
    const plain = await fetch(url);
    expect([plain.headers.get('content-type'), plain.headers.get('x-content-type-options'), plain.headers.get('content-disposition')]).toEqual([
      'application/json',
      'nosniff',
      null,
    ]);
    expect((await fetch(`${url}?download=`)).headers.get('content-disposition')).toBe('attachment;');
    expect((await fetch(`${url}?download=${encodeURIComponent('relatório final.json')}`)).headers.get('content-disposition')).toBe(
      "attachment; filename=relat%C3%B3rio%20final.json; filename*=UTF-8''relat%C3%B3rio%20final.json",
    );
  });
});

describe('S9: object info metadata', () => {
  it('is {} when no metadata was sent, the object when it was, and {} for older rows stored with null', async () => {
    await api().upload('sem-meta.txt', Buffer.from('a'), { contentType: 'text/plain' });
    expect((await api().info('sem-meta.txt')).data!.metadata).toEqual({});
    await api().upload('com-meta.txt', new Blob(['b'], { type: 'text/plain' }), { metadata: { origem: 'teste', n: 2 } });
    expect((await api().info('com-meta.txt')).data!.metadata).toEqual({ origem: 'teste', n: 2 });
    await api().upload('meta-cru.txt', Buffer.from('c'), { contentType: 'text/plain', metadata: { via: 'cabeçalho' } });
    expect((await api().info('meta-cru.txt')).data!.metadata).toEqual({ via: 'cabeçalho' });

    await sql("update storage.objects set user_metadata = null where bucket_id = $1 and name = 'sem-meta.txt'", [bucket]);
    expect((await api().info('sem-meta.txt')).data!.metadata).toEqual({});
    const [seeded] = await sql<{ user_metadata: unknown }>("select user_metadata from storage.objects where bucket_id = 'imagens' and name = 'produto/3/principal.webp'");
    expect(seeded.user_metadata).toEqual({});
  });

  it('ignores x-metadata that does not parse, as Storage does', async () => {
    const response = await fetch(`${stack().url}/storage/v1/object/${bucket}/meta-ruim.txt`, {
      method: 'POST',
      headers: { ...authHeaders(), 'Content-Type': 'text/plain', 'x-metadata': 'não é base64 de json' },
      body: 'd',
    });
    expect(response.status).toBe(200);
    expect((await api().info('meta-ruim.txt')).data!.metadata).toEqual({});
  });
});
