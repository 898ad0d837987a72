import { RegisterList } from '@loja/shared-ui';
import { useAuth } from '@loja/shared-ui/platform';
import { CsvAcoes, contatoColumns } from '../../components';
import { useDeleteFornecedorMutation, useListFornecedoresQuery, type FornecedorListRow } from './api';
import { FORNECEDOR_MESSAGES } from './messages';
import { FORNECEDORES_LIST_KEY, fornecedoresParams } from './params';

const columns = contatoColumns<FornecedorListRow, 'cnpj'>('cnpj');

/** /cadastros/fornecedores (spec 001 §2 "Supplier list": as the customer list, searching by name, CNPJ, phone or email). */
export function FornecedoresListPage() {
  const { canWrite } = useAuth();
  return <RegisterList params={fornecedoresParams} listKey={FORNECEDORES_LIST_KEY} endpoints={{ list: useListFornecedoresQuery, delete: useDeleteFornecedorMutation }} canWrite={canWrite} columns={columns} headerActions={({ busca, status }) => <CsvAcoes cadastro="fornecedores" filtros={{ busca, status: status ?? 'todos' }} canWrite={canWrite} />} messages={FORNECEDOR_MESSAGES} />;
}
