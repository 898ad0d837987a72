import { RegisterList } from '@loja/shared-ui';
import { useAuth } from '@loja/shared-ui/platform';
import { CsvAcoes, contatoColumns } from '../../components';
import { useDeleteClienteMutation, useListClientesQuery, type ClienteListRow } from './api';
import { CLIENTE_MESSAGES } from './messages';
import { CLIENTES_LIST_KEY, clientesParams } from './params';

const columns = contatoColumns<ClienteListRow, 'cpf'>('cpf');

/** /cadastros/clientes (spec 001 §2 "Customer list"). */
export function ClientesListPage() {
  const { canWrite } = useAuth();
  return <RegisterList params={clientesParams} listKey={CLIENTES_LIST_KEY} endpoints={{ list: useListClientesQuery, delete: useDeleteClienteMutation }} canWrite={canWrite} columns={columns} headerActions={({ busca, status }) => <CsvAcoes cadastro="clientes" filtros={{ busca, status: status ?? 'todos' }} canWrite={canWrite} />} messages={CLIENTE_MESSAGES} />;
}
