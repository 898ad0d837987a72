export { DataTable } from './DataTable';
export type { DataTableProps, DataTableSort, DataTableFeatures } from './DataTable';
export { dataTableColumns } from './DataTable';
export type { ColumnDef } from '@tanstack/react-table';
