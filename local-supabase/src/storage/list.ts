import type { ObjectRow } from './objects.ts';
import { StorageErrors } from './errors.ts';

/** POST /object/list/<bucket> body, as supabase-js sends it. */
export interface ListRequest {
  prefix?: string;
  limit?: number;
  offset?: number;
  search?: string;
  sortBy?: { column?: string; order?: string };
}

/** Storage's list item: files carry their row, folders are { name, id: null, ... null }. */
export interface ListItem {
  name: string;
  id: string | null;
  updated_at: string | null;
  created_at: string | null;
  last_accessed_at: string | null;
  metadata: Record<string, unknown> | null;
}

const SORT_COLUMNS = ['name', 'created_at', 'updated_at', 'last_accessed_at'] as const;
type SortColumn = (typeof SORT_COLUMNS)[number];

/** "produto/3" and "produto/3/" both mean the folder produto/3, as in Storage. */
export function folderPrefix(prefix: string | undefined): string {
  const clean = (prefix ?? '').replace(/^\/+/, '');
  return clean === '' || clean.endsWith('/') ? clean : `${clean}/`;
}

export function parseListRequest(body: ListRequest): Required<Omit<ListRequest, 'sortBy'>> & { column: SortColumn; order: 'asc' | 'desc' } {
  const limit = body.limit ?? 100;
  const offset = body.offset ?? 0;
  if (!Number.isInteger(limit) || limit < 1) throw StorageErrors.invalidParameter('limit must be a positive integer');
  if (!Number.isInteger(offset) || offset < 0) throw StorageErrors.invalidParameter('offset must be a non-negative integer');
  const column = (body.sortBy?.column ?? 'name') as SortColumn;
  if (!SORT_COLUMNS.includes(column)) throw StorageErrors.invalidParameter(`Invalid sort column ${column}`);
  const order = (body.sortBy?.order ?? 'asc').toLowerCase();
  if (order !== 'asc' && order !== 'desc') throw StorageErrors.invalidParameter(`Invalid sort order ${order}`);
  return { prefix: folderPrefix(body.prefix), limit, offset, search: body.search ?? '', column, order };
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/**
 * One level of a folder: the objects directly in it and its sub-folders (one entry each), filtered by a
 * case-insensitive name prefix `search`, sorted, then paged.
 */
export function buildListing(rows: ObjectRow[], request: ReturnType<typeof parseListRequest>): ListItem[] {
  const search = request.search.toLowerCase();
  const folders = new Set<string>();
  const items: ListItem[] = [];
  for (const row of rows) {
    const rest = row.name.slice(request.prefix.length);
    const slash = rest.indexOf('/');
    const entry = slash === -1 ? rest : rest.slice(0, slash);
    if (!entry.toLowerCase().startsWith(search)) continue;
    if (slash !== -1) {
      if (!folders.has(entry)) {
        folders.add(entry);
        items.push({ name: entry, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
      }
      continue;
    }
    items.push({
      name: entry,
      id: row.id,
      updated_at: iso(row.updated_at),
      created_at: iso(row.created_at),
      last_accessed_at: iso(row.last_accessed_at),
      metadata: row.metadata as Record<string, unknown> | null,
    });
  }
  const direction = request.order === 'asc' ? 1 : -1;
  const compareNames = (a: ListItem, b: ListItem) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  items.sort((a, b) => {
    if (request.column === 'name') return direction * compareNames(a, b);
    // Folders have no dates: they come first, as in Storage's search().
    const av = a[request.column];
    const bv = b[request.column];
    if (av === bv) return compareNames(a, b);
    if (av === null) return -1;
    if (bv === null) return 1;
    return direction * (av < bv ? -1 : 1);
  });
  return items.slice(request.offset, request.offset + request.limit);
}

/** POST /object/list-v2/<bucket> body (storage-js listV2). */
export interface ListV2Request {
  prefix?: string;
  limit?: number;
  cursor?: string;
  with_delimiter?: boolean;
  sortBy?: { column: 'name' | 'created_at' | 'updated_at'; order?: 'asc' | 'desc' };
}

interface ContinuationToken {
  startAfter: string;
  sortOrder?: string;
  sortColumn?: string;
  sortColumnAfter?: string;
}

// Storage's encodeContinuationToken: "l:<last name>\no:<order>\nc:<column>\na:<ISO>", base64, only the parts set.
const TOKEN_PARTS: [string, keyof ContinuationToken][] = [
  ['l', 'startAfter'],
  ['o', 'sortOrder'],
  ['c', 'sortColumn'],
  ['a', 'sortColumnAfter'],
];

export function encodeContinuationToken(token: ContinuationToken): string {
  const lines = TOKEN_PARTS.filter(([, field]) => token[field]).map(([key, field]) => `${key}:${token[field]}`);
  return Buffer.from(lines.join('\n')).toString('base64');
}

export function decodeContinuationToken(token: string): ContinuationToken {
  const result: ContinuationToken = { startAfter: '', sortOrder: 'asc' };
  for (const part of Buffer.from(token, 'base64').toString().split('\n')) {
    const match = /^(\S):(.*)/.exec(part);
    const field = match && TOKEN_PARTS.find(([key]) => key === match[1])?.[1];
    if (!match || !field) throw StorageErrors.invalidParameter('Invalid Parameter continuation token');
    result[field] = match[2];
  }
  return result;
}

interface V2Entry {
  name: string;
  row: ObjectRow | null;
  /** Folders sorted by time take the oldest created_at under them, as storage.search_by_timestamp. */
  created_at: Date | null;
  updated_at: Date | null;
}

/**
 * Storage's listObjectsV2 (src/storage/object.ts, database/pg.ts) over the rows the caller may see under the raw
 * `prefix`. Without `with_delimiter`: every object under the prefix, full keys. With it: one level, folders as
 * `{ id: null, name: "<full prefix>/" }`. Sorted by name (COLLATE "C"), or by created_at/updated_at then name;
 * `limit` (at most 1000) with one row of lookahead for `hasNext` and a continuation cursor.
 */
export function buildListingV2(rows: ObjectRow[], bucketId: string, body: ListV2Request) {
  const limit = Math.min(body.limit || 1000, 1000);
  const prefix = body.prefix || '';
  const cursor = body.cursor ? decodeContinuationToken(body.cursor) : undefined;
  const order = (cursor?.sortOrder || body.sortBy?.order) === 'desc' ? 'desc' : 'asc';
  const requestedColumn = cursor?.sortColumn || body.sortBy?.column;
  const timeColumn = requestedColumn === 'created_at' || requestedColumn === 'updated_at' ? requestedColumn : undefined;
  const startAfter = cursor?.startAfter || '';
  const after = cursor?.sortColumnAfter ? new Date(cursor.sortColumnAfter) : undefined;
  const delimited = body.with_delimiter === true;

  let entries: V2Entry[];
  if (delimited) {
    const folders = new Map<string, V2Entry>();
    entries = [];
    for (const row of rows) {
      const slash = row.name.slice(prefix.length).indexOf('/');
      if (slash === -1) {
        entries.push({ name: row.name, row, created_at: row.created_at, updated_at: row.updated_at });
        continue;
      }
      const name = row.name.slice(0, prefix.length + slash + 1);
      const folder = folders.get(name);
      if (!folder) folders.set(name, { name, row: null, created_at: row.created_at, updated_at: row.created_at });
      else if (row.created_at < folder.created_at!) folder.created_at = folder.updated_at = row.created_at;
    }
    entries.push(...folders.values());
  } else {
    entries = rows.map((row) => ({ name: row.name, row, created_at: row.created_at, updated_at: row.updated_at }));
  }

  const direction = order === 'asc' ? 1 : -1;
  // Sort keys are built once per entry, not per comparison: the name's UTF-8 bytes (PostgreSQL's COLLATE "C" is their byte order) and the time.
  interface SortKey {
    bytes: Buffer;
    time?: number;
  }
  const compare = (a: SortKey, b: SortKey) => {
    if (timeColumn && a.time !== b.time) return direction * ((a.time ?? 0) - (b.time ?? 0));
    return direction * Buffer.compare(a.bytes, b.bytes);
  };
  const keyed = entries.map((entry) => ({
    entry,
    key: { bytes: Buffer.from(entry.name), time: timeColumn ? new Date(entry[timeColumn] ?? 0).getTime() : undefined },
  }));
  // The cursor resumes after the last row shown: after its (time, name) when sorted by time, else after its name.
  const cursorKey: SortKey | undefined = startAfter ? { bytes: Buffer.from(startAfter), time: after?.getTime() } : undefined;
  const afterCursor = ({ key }: { key: SortKey }) => {
    if (!cursorKey) return true;
    if (timeColumn && after) return compare(key, cursorKey) > 0;
    return direction * Buffer.compare(key.bytes, cursorKey.bytes) > 0;
  };
  const page = keyed
    .filter(afterCursor)
    .sort((a, b) => compare(a.key, b.key))
    .slice(0, limit + 1)
    .map(({ entry }) => entry);

  const hasNext = page.length > limit;
  const shown = page.slice(0, limit);
  const levels = prefix ? prefix.split('/').length : 1;
  const folders = shown.filter((entry) => !entry.row).map((entry) => ({ id: null, name: entry.name, bucket_id: bucketId }));
  const objects = shown
    .filter((entry): entry is V2Entry & { row: ObjectRow } => entry.row !== null)
    .map(({ row }) => ({
      ...(delimited ? { key: row.name.split('/')[levels - 1] ?? '' } : {}),
      id: row.id,
      name: row.name,
      metadata: row.metadata,
      updated_at: row.updated_at,
      created_at: row.created_at,
      last_accessed_at: row.last_accessed_at,
    }));

  const last = shown[shown.length - 1];
  const nextCursor = hasNext
    ? encodeContinuationToken({
        startAfter: last.name,
        sortOrder: cursor?.sortOrder || body.sortBy?.order,
        sortColumn: requestedColumn,
        sortColumnAfter: timeColumn && last[timeColumn] ? new Date(last[timeColumn]!).toISOString() : undefined,
      })
    : undefined;
  return { hasNext, nextCursor, nextCursorKey: hasNext ? last.name : undefined, folders, objects };
}
