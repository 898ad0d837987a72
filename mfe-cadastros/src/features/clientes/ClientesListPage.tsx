import { Plus } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import {
  ActiveBadge,
  Button,
  DataTable,
  DeleteAction,
  EditAction,
  ListError,
  ListFooter,
  ListSearch,
  ListToolbar,
  PAGE_SIZES,
  PageHeader,
  PagePastEnd,
  StatusFilter,
  ListViewToggle,
  WhatsAppAction,
  dataTableColumns,
  parseSort,
  toast,
  useListPage,
} from '@loja/shared-ui';
import { useAuth } from '@loja/shared-ui/platform';
import { useDeleteClienteMutation, useListClientesQuery, type ClienteListRow } from './api';
import { CLIENTE_MESSAGES } from './messages';
import { CLIENTES_LIST_KEY, clientesParams } from './params';

const column = dataTableColumns<ClienteListRow>();
const columns = [
  column.accessor('nome', { header: 'Nome', meta: { sortable: true } }),
  column.accessor('cpf', { header: 'CPF' }),
  column.accessor('telefone', { header: 'Telefone' }),
  column.accessor('email', { header: 'Email' }),
  column.accessor((cliente) => [cliente.cidade, cliente.estado].filter(Boolean).join(' - ') || '—', { id: 'cidade', header: 'Cidade' }),
  column.accessor('ativo', { header: 'Status', cell: (info) => <ActiveBadge ativo={info.getValue()} />, meta: { hideInCard: true } }),
];

/** /cadastros/clientes (spec 001 §2 "Customer list"). */
export function ClientesListPage() {
  const navigate = useNavigate();
  const { canWrite } = useAuth();
  const list = useListPage(clientesParams, CLIENTES_LIST_KEY);
  const { busca, status, ordem, page } = list.values;
  const { data, isLoading, isError, isFetching, refetch } = useListClientesQuery({ busca, status, sort: ordem, page, pageSize: list.pageSize });
  const [deleteCliente] = useDeleteClienteMutation();

  const remove = async (cliente: ClienteListRow) => {
    try {
      await deleteCliente(cliente.id).unwrap();
      toast({ title: 'Sucesso', description: CLIENTE_MESSAGES.deleted, variant: 'success' });
    } catch {
      toast({ title: 'Erro', description: CLIENTE_MESSAGES.deleteFailed, variant: 'destructive' });
    }
  };

  const pastEnd = data !== undefined && data.rows.length === 0 && data.total > 0;

  return (
    <>
      <PageHeader
        title="Clientes"
        description="Cadastro de clientes da loja"
        actions={
          canWrite ? (
            <Button leftIcon={<Plus size={16} aria-hidden />} onClick={() => navigate('novo')}>
              Novo Cliente
            </Button>
          ) : null
        }
      />
      <ListToolbar>
        <ListSearch value={busca} onSearch={(next) => list.setFilters({ busca: next })} placeholder="Buscar por nome, CPF, telefone ou email..." />
        <StatusFilter value={status} onChange={(next) => list.setFilters({ status: next })} />
        <ListViewToggle value={list.view} onChange={list.setView} />
      </ListToolbar>
      {isError ? (
        <ListError message={CLIENTE_MESSAGES.loadList} onRetry={() => void refetch()} />
      ) : pastEnd ? (
        <PagePastEnd lastPage={data.totalPages} onGoToLastPage={list.setPage} />
      ) : (
        <DataTable
          label="Clientes"
          columns={columns}
          rows={data?.rows ?? []}
          getRowId={(cliente) => String(cliente.id)}
          view={list.view}
          loading={isLoading || (isFetching && !data)}
          loadingText={CLIENTE_MESSAGES.loading}
          emptyText={CLIENTE_MESSAGES.empty}
          sort={ordem}
          onSortChange={(sort) => list.setFilters({ ordem: parseSort(clientesParams.codecs.ordem, sort) })}
          cardBadge={(cliente) => <ActiveBadge ativo={cliente.ativo} />}
          rowActions={(cliente) => (
            <>
              <WhatsAppAction telefone={cliente.telefone} nome={cliente.nome} />
              {canWrite ? (
                <>
                  <EditAction to={`editar/${cliente.id}`} label={`Editar ${cliente.nome}`} />
                  <DeleteAction label={`Excluir ${cliente.nome}`} confirmation={CLIENTE_MESSAGES.deleteConfirm} onConfirm={() => remove(cliente)} />
                </>
              ) : null}
            </>
          )}
        />
      )}
      {data && !pastEnd ? (
        <ListFooter
          totalLabel="Total de clientes"
          total={data.total}
          page={data.page}
          totalPages={data.totalPages}
          onPageChange={list.setPage}
          pageSize={list.pageSize}
          pageSizes={PAGE_SIZES}
          onPageSizeChange={list.setPageSize}
        />
      ) : null}
    </>
  );
}
