import { searchPatterns } from './busca';
import { toApiError, type ApiError, type SuccessData } from './api';

/**
 * The one way a server-side list reads a page (back-office registers and the storefront alike):
 * accent-free, every-word search on the table's `busca` column, the caller's filters, an order with a stable
 * tie-break, an exact count and a range. Filters are the caller's (`.eq('ativo', true)`); search,
 * order, paging and the page-past-the-end case are here, so every list behaves the same.
 */

/** One page of a list, with what the pagination needs. */
export interface ListPage<Row> {
  rows: Row[];
  /** Rows matching the filters, over every page. */
  total: number;
  page: number;
  pageSize: number;
  /** 0 when nothing matches. A `page` above it is a page past the end: show a way back. */
  totalPages: number;
}

export interface ListPageArgs {
  page: number;
  pageSize: number;
  /** A column of the table; `id` (in the same direction) breaks ties so pages never repeat or skip a row. */
  sort: { column: string; ascending: boolean };
}

// The words and patterns of a search live in ./busca.ts (the storefront's start-up reads them without RTK Query).
export { searchWords, searchPatterns } from './busca';

/**
 * Adds the accent-free, every-word search on `column` (default `busca`); blank or punctuation-only text adds nothing.
 * LIKE, not ILIKE: `busca` is already lower case and accent-free, and so are the words, so both match the
 * same rows, but ILIKE lower-cases every candidate row again while rechecking the index's matches, which
 * made a search's count up to twice as slow (the ledger's "avaria": 20 ms against 13 ms).
 */
export function withSearch<Q extends { like(column: string, pattern: string): Q }>(query: Q, busca: string, column = 'busca'): Q {
  return searchPatterns(busca).reduce((searched, pattern) => searched.like(column, pattern), query);
}

interface PageableQuery<Q> {
  order(column: string, options?: { ascending?: boolean }): Q;
  range(from: number, to: number): Q;
}

interface ListResponse {
  data: unknown;
  error: { message: string; code?: string; details?: string | null; hint?: string | null } | null;
  count?: number | null;
  status?: number;
}

/** The row type a list query resolves to, read from the query itself (never from the caller's hopes). */
export type ListRow<Q> = SuccessData<Awaited<Q>> extends readonly (infer Row)[] ? Row : never;

/** PostgREST answers 416 (PGRST103) for an offset past the end; its details still say how many rows exist. */
function rowsFromRangeError(details: string | null | undefined): number {
  const match = /only (\d+) rows?/.exec(details ?? '');
  return match ? Number(match[1]) : 0;
}

/**
 * Orders (with `tieBreak` last), ranges and runs a query made with `select(..., { count: 'exact' })`,
 * returning what an RTK Query `queryFn` returns. A page past the end is an empty page that still
 * carries the total, so the page can offer the way back to the last page.
 */
export async function toListResult<Q extends PageableQuery<Q> & PromiseLike<ListResponse>>(
  query: Q,
  { page, pageSize, sort }: ListPageArgs,
  tieBreak = 'id',
): Promise<{ data: ListPage<ListRow<Q>>; error?: undefined } | { error: ApiError; data?: undefined }> {
  type Row = ListRow<Q>;
  const from = (page - 1) * pageSize;
  let ordered = query.order(sort.column, { ascending: sort.ascending });
  // Same direction as the sort, so one (column, id) index serves both directions.
  if (sort.column !== tieBreak) ordered = ordered.order(tieBreak, { ascending: sort.ascending });
  try {
    const { data, error, count, status } = await ordered.range(from, from + pageSize - 1);
    const page$ = (rows: Row[], total: number): ListPage<Row> => ({
      rows,
      total,
      page,
      pageSize,
      totalPages: Math.ceil(total / pageSize),
    });
    if (error?.code === 'PGRST103') return { data: page$([], rowsFromRangeError(error.details)) };
    if (error) return { error: { ...toApiError(error), status } };
    const rows = (data ?? []) as Row[];
    return { data: page$(rows, count ?? rows.length) };
  } catch (thrown) {
    return { error: toApiError(thrown) };
  }
}
