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
