import { ActiveBadge, RegisterList, dataTableColumns } from '@loja/shared-ui';
import { useAuth } from '@loja/shared-ui/platform';
import { useDeleteClienteMutation, useListClientesQuery, type ClienteListRow } from './api';
import { CLIENTE_MESSAGES } from './messages';
import { CLIENTES_LIST_KEY, clientesParams } from './params';

const column = dataTableColumns<ClienteListRow>();
const columns = [
  column.accessor('nome', { header: 'Nome', meta: { sortable: true } }),
  column.accessor('cpf', { header: 'CPF', meta: { nowrap: true } }),
  column.accessor('telefone', { header: 'Telefone', meta: { nowrap: true } }),
  column.accessor('email', { header: 'Email' }),
  column.accessor((cliente) => [cliente.cidade, cliente.estado].filter(Boolean).join(' - ') || '—', { id: 'cidade', header: 'Cidade' }),
  column.accessor('ativo', { header: 'Status', cell: (info) => <ActiveBadge ativo={info.getValue()} />, meta: { hideInCard: true } }),
];

/** /cadastros/clientes (spec 001 §2 "Customer list"). */
export function ClientesListPage() {
  const { canWrite } = useAuth();
  return <RegisterList params={clientesParams} listKey={CLIENTES_LIST_KEY} endpoints={{ list: useListClientesQuery, delete: useDeleteClienteMutation }} canWrite={canWrite} columns={columns} messages={CLIENTE_MESSAGES} />;
}
