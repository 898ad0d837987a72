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
