import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, stack, unique } from './support.ts';

const bucket = unique('lista-v2');
const base = 'pasta';
const NAMES = [`${base}/a.txt`, `${base}/b.txt`, `${base}/sub/c.txt`, `${base}/sub/d/e.txt`, 'fora.txt'];
const api = () => serviceClient().storage.from(bucket);

beforeAll(async () => {
  expect((await serviceClient().storage.createBucket(bucket)).error).toBeNull();
  // One at a time, so created_at follows the order of NAMES.
  for (const name of NAMES) {
    expect((await api().upload(name, new Blob([name], { type: 'text/plain' }))).error).toBeNull();
  }
});

/** list-v2 over raw HTTP, to see exactly which keys the answer carries. */
async function listV2Raw(body: unknown) {
  const response = await fetch(`${stack().url}/storage/v1/object/list-v2/${bucket}`, {
    method: 'POST',
    headers: { apikey: stack().serviceKey, Authorization: `Bearer ${stack().serviceKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('S2: POST /object/list-v2 (storage-js listV2)', () => {
  it('without a delimiter lists every object under the raw prefix with its full key, by name', async () => {
    const { data, error } = await api().listV2({ prefix: `${base}/` });
    expect(error).toBeNull();
    expect(data!.hasNext).toBe(false);
    expect(data!.folders).toEqual([]);
    expect(data!.objects.map((o) => o.name)).toEqual(NAMES.slice(0, 4));
    expect(Object.keys(data!.objects[0]).sort()).toEqual(['created_at', 'id', 'last_accessed_at', 'metadata', 'name', 'updated_at']);
    expect(data!.objects[0].metadata).toMatchObject({ mimetype: 'text/plain', size: `${base}/a.txt`.length });

    const raw = await listV2Raw({ prefix: `${base}/` });
    expect(Object.keys(raw.body).sort()).toEqual(['folders', 'hasNext', 'objects']); // no cursor on the last page
  });

  it('with_delimiter lists one level: folders as { id: null, name: "<prefix>/" }, objects with their key in the folder', async () => {
    const { data } = await api().listV2({ prefix: `${base}/`, with_delimiter: true });
    expect(data!.folders).toEqual([{ id: null, name: `${base}/sub/`, bucket_id: bucket }]);
    expect(data!.objects.map((o) => [o.key, o.name])).toEqual([
      ['a.txt', `${base}/a.txt`],
      ['b.txt', `${base}/b.txt`],
    ]);

    // The prefix is raw text, not a folder: "pasta/s" matches the folder pasta/sub/.
    const partial = await api().listV2({ prefix: `${base}/s`, with_delimiter: true });
    expect(partial.data!.folders.map((f) => f.name)).toEqual([`${base}/sub/`]);
    const root = await api().listV2({ with_delimiter: true });
    expect([root.data!.folders.map((f) => f.name), root.data!.objects.map((o) => o.name)]).toEqual([[`${base}/`], ['fora.txt']]);
  });

  it('pages with limit, hasNext and Storage\'s continuation cursor', async () => {
    const first = await listV2Raw({ prefix: `${base}/`, limit: 1 });
    expect(first.body).toMatchObject({
      hasNext: true,
      nextCursor: Buffer.from(`l:${base}/a.txt`).toString('base64'),
      nextCursorKey: `${base}/a.txt`,
    });
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const { data } = await api().listV2({ prefix: `${base}/`, limit: 3, cursor });
      seen.push(...data!.objects.map((o) => o.name));
      cursor = data!.hasNext ? data!.nextCursor : undefined;
    } while (cursor);
    expect(seen).toEqual(NAMES.slice(0, 4));

    const descending = await api().listV2({ prefix: `${base}/`, limit: 2, sortBy: { column: 'name', order: 'desc' } });
    expect(descending.data!.objects.map((o) => o.name)).toEqual([`${base}/sub/d/e.txt`, `${base}/sub/c.txt`]);
    const rest = await api().listV2({ prefix: `${base}/`, cursor: descending.data!.nextCursor });
    expect(rest.data!.objects.map((o) => o.name)).toEqual([`${base}/b.txt`, `${base}/a.txt`]);
  });

  it('sorts by created_at, and the cursor carries the column and the last row\'s time', async () => {
    const { data } = await api().listV2({ prefix: `${base}/`, limit: 2, sortBy: { column: 'created_at', order: 'desc' } });
    expect(data!.objects.map((o) => o.name)).toEqual([`${base}/sub/d/e.txt`, `${base}/sub/c.txt`]);
    const decoded = Buffer.from(data!.nextCursor!, 'base64').toString();
    expect(decoded).toBe(`l:${base}/sub/c.txt\no:desc\nc:created_at\na:${new Date(data!.objects[1].created_at).toISOString()}`);
    const next = await api().listV2({ prefix: `${base}/`, cursor: data!.nextCursor });
    expect(next.data!.objects.map((o) => o.name)).toEqual([`${base}/b.txt`, `${base}/a.txt`]);
  });

  it('refuses a bad cursor or sort column as Storage does, and shows only what the caller\'s policies let it see', async () => {
    expect(await listV2Raw({ cursor: Buffer.from('x=1').toString('base64') })).toEqual({
      status: 400,
      body: { statusCode: '400', code: 'InvalidParameter', error: 'InvalidParameter', message: 'Invalid Parameter continuation token' },
    });
    expect((await listV2Raw({ sortBy: { column: 'size' } })).body).toMatchObject({
      statusCode: '400',
      code: 'InvalidRequest',
      message: 'body/sortBy/column must be equal to one of the allowed values',
    });
    // The bucket has no select policy: anon sees nothing, as in Storage.
    const anon = await anonClient().storage.from(bucket).listV2({ prefix: `${base}/` });
    expect(anon.data).toEqual({ hasNext: false, folders: [], objects: [] });
  });
});
