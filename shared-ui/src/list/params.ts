/**
 * A list's state in the URL, typed: every list (back-office registers, the storefront catalogue)
 * declares its parameters once and gets parse/serialize for free. Defaults are left out of the URL,
 * so a clean list has a clean address, and anything missing or invalid in a hand-typed URL falls
 * back to its default instead of breaking the page.
 */

/** How one value is read from and written to its URL parameter. */
export interface ParamCodec<T> {
  defaultValue: T;
  /** `raw` is the parameter's text, or null when absent. Invalid text gives the default. */
  parse(raw: string | null): T;
  /** The text to write; the default is never written. */
  format(value: T): string;
  /** Whether two values are the same (for "leave the default out"); `===` when absent. */
  equals?(a: T, b: T): boolean;
}

/** Free text (search boxes): trimmed and capped. */
export function textParam({ maxLength = 100 }: { maxLength?: number } = {}): ParamCodec<string> {
  return {
    defaultValue: '',
    parse: (raw) => (raw ?? '').trim().slice(0, maxLength),
    format: (value) => value.trim(),
  };
}

/** One of a fixed set of values (status, order, view). */
export function enumParam<const V extends string>(values: readonly V[], defaultValue: V): ParamCodec<V> {
  return {
    defaultValue,
    parse: (raw) => (values.includes(raw as V) ? (raw as V) : defaultValue),
    format: (value) => value,
  };
}

/** A positive integer id (a category, a supplier), or null for "all". */
export function idParam(): ParamCodec<number | null> {
  return {
    defaultValue: null,
    parse: (raw) => positiveInt(raw),
    format: (value) => (value === null ? '' : String(value)),
  };
}

/** A positive integer with a default (page, page size limited to `allowed`). */
export function intParam(defaultValue: number, { allowed }: { allowed?: readonly number[] } = {}): ParamCodec<number> {
  return {
    defaultValue,
    parse: (raw) => {
      const n = positiveInt(raw);
      if (n === null) return defaultValue;
      return allowed && !allowed.includes(n) ? defaultValue : n;
    },
    format: (value) => String(value),
  };
}

/** A day, yyyy-MM-dd (a period's start or end), or '' for none; an impossible date reads as none. */
export function dateParam(): ParamCodec<string> {
  return {
    defaultValue: '',
    parse: (raw) => {
      const text = (raw ?? '').trim();
      if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return '';
      const date = new Date(`${text}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text ? text : '';
    },
    format: (value) => value,
  };
}

/** A number within [min, max] snapped to `step` (price sliders). */
export function rangeParam(defaultValue: number, { min, max, step }: { min: number; max: number; step: number }): ParamCodec<number> {
  return {
    defaultValue,
    parse: (raw) => {
      if (raw === null || raw.trim() === '') return defaultValue;
      const n = Number(raw);
      if (!Number.isFinite(n)) return defaultValue;
      return Math.min(max, Math.max(min, Math.round(n / step) * step));
    },
    format: (value) => String(value),
  };
}

function positiveInt(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

type Codecs = Record<string, ParamCodec<unknown>>;

/**
 * The values a set of codecs describes, plus the page every list has. A codec a generic list may
 * lack (the register kit's optional status filter) gives an optional value, not `never`.
 */
export type ListValues<C extends Codecs> = { [K in keyof C]: NonNullable<C[K]> extends ParamCodec<infer T> ? T : never } & { page: number };

/** A filter change: anything but the page (a filter change always goes back to page 1). */
export type ListFilterChange<C extends Codecs> = Partial<Omit<ListValues<C>, 'page'>>;

export interface ListParamsDefinition<C extends Codecs> {
  codecs: C;
  defaults: ListValues<C>;
  parse(params: URLSearchParams): ListValues<C>;
  serialize(values: ListValues<C>): URLSearchParams;
  /** Whether any filter (not the page) differs from its default. */
  hasActiveFilters(values: ListValues<C>, ignore?: readonly (keyof C)[]): boolean;
  /** Applies a filter change and goes back to page 1. */
  changeFilters(values: ListValues<C>, change: ListFilterChange<C>): ListValues<C>;
  changePage(values: ListValues<C>, page: number): ListValues<C>;
}

/** The URL parameter of the page number, the same in every list ("pagina", as the catalogue has). */
export const PAGE_PARAM = 'pagina';

const same = <T,>(codec: ParamCodec<T>, a: T, b: T) => (codec.equals ? codec.equals(a, b) : a === b);

/**
 * Declares a list's URL state. `names` renames parameters in the URL (e.g. `{ precoMin: 'preco_min' }`);
 * by default the key is the parameter name.
 *
 * ```ts
 * export const clientesParams = defineListParams({
 *   busca: textParam(),
 *   status: enumParam(['todos', 'ativo', 'inativo'], 'todos'),
 * });
 * ```
 */
export function defineListParams<C extends Codecs>(codecs: C, names: Partial<Record<keyof C, string>> = {}): ListParamsDefinition<C> {
  const keys = Object.keys(codecs) as (keyof C & string)[];
  const nameOf = (key: keyof C & string) => names[key] ?? key;
  const defaults = Object.fromEntries([...keys.map((k) => [k, codecs[k].defaultValue]), ['page', 1]]) as ListValues<C>;
  const pageCodec = intParam(1);

  const definition: ListParamsDefinition<C> = {
    codecs,
    defaults,
    parse(params) {
      const values = Object.fromEntries(keys.map((k) => [k, codecs[k].parse(params.get(nameOf(k)))]));
      return { ...values, page: pageCodec.parse(params.get(PAGE_PARAM)) } as ListValues<C>;
    },
    serialize(values) {
      const params = new URLSearchParams();
      for (const key of keys) {
        const codec = codecs[key];
        const value = values[key];
        if (same(codec, value, codec.defaultValue)) continue;
        const text = codec.format(value);
        if (text !== '') params.set(nameOf(key), text);
      }
      if (values.page !== 1) params.set(PAGE_PARAM, String(values.page));
      return params;
    },
    hasActiveFilters(values, ignore = []) {
      return keys.some((k) => !ignore.includes(k) && !same(codecs[k], values[k], codecs[k].defaultValue));
    },
    changeFilters(values, change) {
      return { ...values, ...change, page: 1 };
    },
    changePage(values, page) {
      return { ...values, page: Math.max(1, Math.floor(page)) };
    },
  };
  return definition;
}

/** A list's order: a column and its direction. */
export interface ListSort<C extends string = string> {
  column: C;
  ascending: boolean;
}

/** The order of a sortable table: `?ordem=nome` (ascending) or `?ordem=nome.desc`, limited to `columns`. */
export function sortParam<const C extends string>(columns: readonly C[], defaultValue: ListSort<C>): ParamCodec<ListSort<C>> {
  return {
    defaultValue,
    parse: (raw) => {
      const [column, direction] = (raw ?? '').split('.');
      if (!columns.includes(column as C) || (direction !== undefined && direction !== 'desc' && direction !== 'asc')) return defaultValue;
      return { column: column as C, ascending: direction !== 'desc' };
    },
    format: (value) => (value.ascending ? value.column : `${value.column}.desc`),
    equals: (a, b) => a.column === b.column && a.ascending === b.ascending,
  };
}

/** A sort chosen in a table header, checked against the columns `codec` allows (else its default). */
export function parseSort<C extends string>(codec: ParamCodec<ListSort<C>>, sort: { column: string; ascending: boolean }): ListSort<C> {
  return codec.parse(sort.ascending ? sort.column : `${sort.column}.desc`);
}
