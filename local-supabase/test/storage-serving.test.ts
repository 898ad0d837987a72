import { beforeAll, describe, expect, it } from 'vitest';
import { serviceClient, sql, stack, unique } from './support.ts';

const bucket = unique('servir');
const api = () => serviceClient().storage.from(bucket);
const authHeaders = () => ({ apikey: stack().serviceKey, Authorization: `Bearer ${stack().serviceKey}` });

beforeAll(async () => {
  // Public and without a MIME list: anything may be uploaded, as in the issue's report.
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

describe('objects never script the API origin (which serves /mailbox too)', () => {
  it('serves an SVG with Content-Security-Policy sandbox on every download route', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("/mailbox/api/messages")</script></svg>';
    expect((await api().upload('desenho.svg', Buffer.from(svg), { contentType: 'image/svg+xml' })).error).toBeNull();
    const signed = (await api().createSignedUrl('desenho.svg', 60)).data!.signedUrl;
    const urls: [string, RequestInit?][] = [
      [api().getPublicUrl('desenho.svg').data.publicUrl],
      [`${stack().url}/storage/v1/object/authenticated/${bucket}/desenho.svg`, { headers: authHeaders() }],
      [`${stack().url}/storage/v1/object/${bucket}/desenho.svg`, { headers: authHeaders() }],
      [signed],
    ];
    for (const [url, init] of urls) {
      const response = await fetch(url, init);
      expect([url, response.status, response.headers.get('content-type'), response.headers.get('content-security-policy')]).toEqual([
        url,
        200,
        'image/svg+xml',
        "sandbox; default-src 'none'",
      ]);
      expect(await response.text()).toBe(svg);
    }
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

describe('S11: control characters in cacheControl or a declared content type', () => {
  const form = (fields: Record<string, string>, type = 'text/plain') => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    body.append('', new Blob(['x'], { type }));
    return body;
  };
  const post = (name: string, body: FormData) =>
    fetch(`${stack().url}/storage/v1/object/${bucket}/${name}`, { method: 'POST', headers: authHeaders(), body });

  it('refuses CR LF in the multipart cacheControl with Storage\'s invalid_header_char, storing nothing', async () => {
    const value = '3600\r\nSet-Cookie: sessao=roubada';
    const response = await post('crlf.txt', form({ cacheControl: value }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: '400',
      code: 'InvalidRequest',
      error: 'invalid_header_char',
      message: `Invalid character in response header "cache-control": ${`max-age=${value}`.substring(0, 50)}`,
    });
    const contentType = await post('crlf-tipo.txt', form({ contentType: 'text/plain\r\nX-Evil: 1' }));
    expect(await contentType.json()).toMatchObject({ code: 'InvalidRequest', error: 'invalid_header_char' });
    expect(await sql("select name from storage.objects where bucket_id = $1 and name like 'crlf%'", [bucket])).toEqual([]);
  });

  it('keeps Storage\'s cacheControl: "max-age=" + the field verbatim, no-cache when absent', async () => {
    expect((await post('sem-cache.txt', form({}))).status).toBe(200);
    expect((await fetch(api().getPublicUrl('sem-cache.txt').data.publicUrl)).headers.get('cache-control')).toBe('no-cache');
    expect((await post('com-cache.txt', form({ cacheControl: '120' }))).status).toBe(200);
    expect((await fetch(api().getPublicUrl('com-cache.txt').data.publicUrl)).headers.get('cache-control')).toBe('max-age=120');
  });

  it('answers a GET of a row stored with a bad value before the fix with 400, not a 500', async () => {
    expect((await post('antigo.txt', form({ cacheControl: '60' }))).status).toBe(200);
    await sql(
      "update storage.objects set metadata = jsonb_set(metadata, '{cacheControl}', to_jsonb(E'max-age=60\\r\\nX-Evil: 1'::text)) where bucket_id = $1 and name = 'antigo.txt'",
      [bucket],
    );
    const response = await fetch(api().getPublicUrl('antigo.txt').data.publicUrl);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: '400',
      code: 'InvalidRequest',
      error: 'invalid_header_char',
      message: 'Invalid character in response header "cache-control": max-age=60\r\nX-Evil: 1',
    });
  });
});
