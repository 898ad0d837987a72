/**
 * Test-only. In Vitest's jsdom environment `FormData` and `File` are jsdom's while `fetch` is Node's:
 * Node's fetch does not recognise a jsdom FormData and the upload never completes. A browser has one
 * implementation of all three, so this is a test-environment gap, not an app bug. This fetch, given to
 * the test's supabase-js client (`signInAs(role, { fetch: fetchParaJsdom })`), sends the storage
 * upload in the other shape storage-js itself uses for non-Blob bodies: the file's bytes as the body,
 * with its Content-Type and the form's Cache-Control, to the same url. Every other request is untouched.
 */
export const fetchParaJsdom: typeof fetch = async (input, init) => {
  const body = init?.body;
  if (!(typeof FormData !== 'undefined' && body instanceof FormData)) return fetch(input, init);
  const file = body.get('');
  if (!(file instanceof Blob)) return fetch(input, init);
  const headers = new Headers(init?.headers);
  headers.set('content-type', file.type || 'application/octet-stream');
  headers.set('cache-control', `max-age=${String(body.get('cacheControl') ?? '3600')}`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  return fetch(input, { ...init, headers, body: bytes });
};
