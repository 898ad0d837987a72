import { authError } from './errors.ts';

const MAX_UINT64 = 2n ** 64n - 1n;

/**
 * Go's strconv.ParseUint(value, 10, 64): decimal digits only (no sign, no spaces), at most
 * 2^64-1. The error text is Go's, which GoTrue puts in its message.
 */
function parseUint(value: string): bigint {
  const quoted = JSON.stringify(value);
  if (!/^[0-9]+$/.test(value)) throw new Error(`strconv.ParseUint: parsing ${quoted}: invalid syntax`);
  const parsed = BigInt(value);
  if (parsed > MAX_UINT64) throw new Error(`strconv.ParseUint: parsing ${quoted}: value out of range`);
  return parsed;
}

/**
 * GoTrue's paginate (api/pagination.go) for GET /admin/users: `page` and `per_page` as unsigned
 * integers, an empty value meaning the default (1 and 50); anything else is 400 validation_failed
 * "Bad Pagination Parameters: <Go's error>". Two values GoTrue has no clean answer for: page 0 is
 * clamped to 1 by its ORM (so here too), and per_page 0 divides by zero there (a 500); here it is
 * a 400 with the same prefix.
 */
export function adminPagination(query: URLSearchParams): { page: bigint; perPage: bigint } {
  const rawPage = query.get('page') ?? '';
  const rawPerPage = query.get('per_page') ?? '';
  try {
    const page = rawPage === '' ? 1n : parseUint(rawPage);
    const perPage = rawPerPage === '' ? 50n : parseUint(rawPerPage);
    if (perPage === 0n) throw new Error('per_page must be greater than 0');
    return { page: page === 0n ? 1n : page, perPage };
  } catch (error) {
    throw authError(400, 'validation_failed', `Bad Pagination Parameters: ${(error as Error).message}`);
  }
}

/**
 * GoTrue's addPaginationHeaders: a `Link` header with rel="next" (only when a later page exists)
 * and rel="last", each the request's own path and query with `page` replaced, keys sorted as Go's
 * url.Values.Encode sorts them. auth-js listUsers reads nextPage/lastPage from it.
 */
export function paginationLinks(path: string, query: URLSearchParams, page: bigint, perPage: bigint, count: bigint): string {
  const totalPages = count / perPage + (count % perPage > 0n ? 1n : 0n);
  const withPage = (value: bigint) => {
    const params = new URLSearchParams(query);
    params.set('page', String(value));
    params.sort();
    return `<${path}?${params.toString()}>`;
  };
  const next = totalPages > page ? `${withPage(page + 1n)}; rel="next", ` : '';
  return `${next}${withPage(totalPages)}; rel="last"`;
}
