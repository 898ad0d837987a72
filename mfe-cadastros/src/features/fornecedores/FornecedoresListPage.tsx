import { ActiveBadge, RegisterList, dataTableColumns } from '@loja/shared-ui';
import { useAuth } from '@loja/shared-ui/platform';
import { useDeleteFornecedorMutation, useListFornecedoresQuery, type FornecedorListRow } from './api';
import { FORNECEDOR_MESSAGES } from './messages';
import { FORNECEDORES_LIST_KEY, fornecedoresParams } from './params';

const column = dataTableColumns<FornecedorListRow>();
const columns = [
  column.accessor('nome', { header: 'Nome', meta: { sortable: true } }),
  column.accessor('cnpj', { header: 'CNPJ', meta: { nowrap: true } }),
  column.accessor('telefone', { header: 'Telefone', meta: { nowrap: true } }),
  column.accessor('email', { header: 'Email' }),
  column.accessor((fornecedor) => [fornecedor.cidade, fornecedor.estado].filter(Boolean).join(' - ') || '—', { id: 'cidade', header: 'Cidade' }),
  column.accessor('ativo', { header: 'Status', cell: (info) => <ActiveBadge ativo={info.getValue()} />, meta: { hideInCard: true } }),
];

/** /cadastros/fornecedores (spec 001 §2 "Supplier list": as the customer list, searching by name, CNPJ, phone or email). */
export function FornecedoresListPage() {
  const { canWrite } = useAuth();
  return <RegisterList params={fornecedoresParams} listKey={FORNECEDORES_LIST_KEY} endpoints={{ list: useListFornecedoresQuery, delete: useDeleteFornecedorMutation }} canWrite={canWrite} columns={columns} messages={FORNECEDOR_MESSAGES} />;
}
