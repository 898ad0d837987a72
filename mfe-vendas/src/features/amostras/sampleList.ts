import { defineListParams, enumParam, textParam, type DataTableProps } from '@loja/shared-ui';
import { includesText } from '@loja/shared-ui/format';
import type { SampleStatus } from './sampleRecords';

/** What every sample record has (spec 001 §3): the lists search, filter and show these. */
export interface SampleRow {
  numero: string;
  /** yyyy-MM-dd */
  data: string;
  valor: number;
  status: SampleStatus;
}

/** A status in the URL: lower case (`?status=pendente`), 'todos' for all. */
export const statusParam = <S extends SampleStatus>(status: S) => status.toLowerCase() as Lowercase<S>;

/** The list's state in the URL: ?busca=&status= (the page number is never needed: the lists are short). */
export function sampleListParams<S extends SampleStatus>(statuses: readonly S[]) {
  return defineListParams({
    busca: textParam(),
    status: enumParam(['todos', ...statuses.map(statusParam)], 'todos'),
  });
}

export interface SampleListConfig<Row extends SampleRow & { status: S }, S extends SampleStatus> {
  /** Page title, e.g. "Vendas"; also the table's accessible name. */
  title: string;
  description: string;
  /** e.g. "Nova Venda", and where it leads, relative to the list ('nova'). */
  newLabel: string;
  newPath: string;
  rows: readonly Row[];
  /** The spec's statuses of this list, in its order (green, yellow, red). */
  statuses: readonly S[];
  params: ReturnType<typeof sampleListParams<S>>;
  /** The customer or supplier: searched beside the number. */
  person: (row: Row) => string;
  columns: DataTableProps<Row>['columns'];
  /** The count line's noun: "1 venda", "3 vendas". */
  singular: string;
  plural: string;
  searchPlaceholder: string;
  emptyText: string;
  /** Remembers the cards/lista view of this list. */
  listKey: string;
}

/** The rows a search and a status leave: number or person containing the search, accents and case aside. */
export function filterSampleRows<Row extends SampleRow>(
  rows: readonly Row[],
  person: (row: Row) => string,
  { busca, status }: { busca: string; status: string },
): Row[] {
  return rows.filter(
    (row) =>
      (status === 'todos' || statusParam(row.status) === status) &&
      (busca === '' || includesText(row.numero, busca) || includesText(person(row), busca)),
  );
}
