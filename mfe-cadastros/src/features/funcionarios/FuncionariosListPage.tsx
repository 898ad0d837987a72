import { ActiveBadge, Badge, RegisterList, dataTableColumns } from '@loja/shared-ui';
import { TIPO_LABELS, isUserTipo, useAuth } from '@loja/shared-ui/platform';
import { useDeleteFuncionarioMutation, useListFuncionariosQuery, type FuncionarioListRow } from './api';
import { FUNCIONARIO_MESSAGES } from './messages';
import { FUNCIONARIOS_LIST_KEY, funcionariosParams } from './params';

/** Who can sign in: the linked login's role, "Desativado", or "Sem acesso" (spec 001 §4: no login, no access). */
function Acesso({ row }: { row: FuncionarioListRow }) {
  if (!isUserTipo(row.usuario_tipo)) return <Badge variant="outline">Sem acesso</Badge>;
  if (row.usuario_ativo === false) return <Badge variant="destructive">Acesso desativado</Badge>;
  return <Badge variant="secondary">{TIPO_LABELS[row.usuario_tipo]}</Badge>;
}

const column = dataTableColumns<FuncionarioListRow>();
const columns = [
  column.accessor('nome', { header: 'Nome', meta: { sortable: true } }),
  column.accessor('cargo', { header: 'Cargo', meta: { sortable: true } }),
  column.accessor('cpf', { header: 'CPF', meta: { nowrap: true } }),
  column.accessor('telefone', { header: 'Telefone', meta: { nowrap: true } }),
  column.accessor('email', { header: 'Email' }),
  column.display({ id: 'acesso', header: 'Acesso', cell: (info) => <Acesso row={info.row.original} /> }),
  column.accessor('ativo', { header: 'Status', cell: (info) => <ActiveBadge ativo={info.getValue()} />, meta: { hideInCard: true } }),
];

/** /cadastros/funcionarios (spec 001 §2 "Employee list 'Funcionários'"); only an admin manages employees. */
export function FuncionariosListPage() {
  const { isAdmin } = useAuth();
  return <RegisterList params={funcionariosParams} listKey={FUNCIONARIOS_LIST_KEY} endpoints={{ list: useListFuncionariosQuery, delete: useDeleteFuncionarioMutation }} canWrite={isAdmin} columns={columns} messages={FUNCIONARIO_MESSAGES} />;
}
