import { ActiveBadge, dataTableColumns } from '@loja/shared-ui';

/** The document a register of people (CPF) or companies (CNPJ) lists. */
type Documento = 'cpf' | 'cnpj';

/** What a list row of such a register has (the text columns of the `_lista` views may be null). */
type ContatoRow<D extends Documento> = {
  nome: string | null;
  telefone: string | null;
  email: string | null;
  cidade: string | null;
  estado: string | null;
  ativo: boolean;
} & Record<D, string | null>;

/**
 * The columns of the clientes and fornecedores lists (spec 001 §2): Nome (sortable), the document,
 * Telefone, Email, "Cidade - UF" and Status. Accessors with the column's id, so the order the list
 * sends (`ordem=nome`) names the same column as before.
 */
export function contatoColumns<Row extends ContatoRow<D>, D extends Documento>(documento: D) {
  const column = dataTableColumns<Row>();
  return [
    column.accessor((row: Row) => row.nome, { id: 'nome', header: 'Nome', meta: { sortable: true } }),
    column.accessor((row: Row) => row[documento], { id: documento, header: documento.toUpperCase(), meta: { nowrap: true } }),
    column.accessor((row: Row) => row.telefone, { id: 'telefone', header: 'Telefone', meta: { nowrap: true } }),
    column.accessor((row: Row) => row.email, { id: 'email', header: 'Email' }),
    column.accessor((row: Row) => [row.cidade, row.estado].filter(Boolean).join(' - ') || '—', { id: 'cidade', header: 'Cidade' }),
    column.accessor((row: Row) => row.ativo, { id: 'ativo', header: 'Status', cell: (info) => <ActiveBadge ativo={info.getValue()} />, meta: { hideInCard: true } }),
  ];
}
