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
import { useDeleteFornecedorMutation, useListFornecedoresQuery, type FornecedorListRow } from './api';
import { FORNECEDOR_MESSAGES } from './messages';
import { FORNECEDORES_LIST_KEY, fornecedoresParams } from './params';

const column = dataTableColumns<FornecedorListRow>();
const columns = [
  column.accessor('nome', { header: 'Nome', meta: { sortable: true } }),
  column.accessor('cnpj', { header: 'CNPJ' }),
  column.accessor('telefone', { header: 'Telefone' }),
  column.accessor('email', { header: 'Email' }),
  column.accessor((fornecedor) => [fornecedor.cidade, fornecedor.estado].filter(Boolean).join(' - ') || '—', { id: 'cidade', header: 'Cidade' }),
  column.accessor('ativo', { header: 'Status', cell: (info) => <ActiveBadge ativo={info.getValue()} />, meta: { hideInCard: true } }),
];

/** /cadastros/fornecedores (spec 001 §2 "Supplier list": the customer list, searching by name, CNPJ, phone or email). */
export function FornecedoresListPage() {
  const navigate = useNavigate();
  const { canWrite } = useAuth();
  const list = useListPage(fornecedoresParams, FORNECEDORES_LIST_KEY);
  const { busca, status, ordem, page } = list.values;
  const { data, isLoading, isError, isFetching, refetch } = useListFornecedoresQuery({ busca, status, sort: ordem, page, pageSize: list.pageSize });
  const [deleteFornecedor] = useDeleteFornecedorMutation();

  const remove = async (fornecedor: FornecedorListRow) => {
    try {
      await deleteFornecedor(fornecedor.id).unwrap();
      toast({ title: 'Sucesso', description: FORNECEDOR_MESSAGES.deleted, variant: 'success' });
    } catch {
      toast({ title: 'Erro', description: FORNECEDOR_MESSAGES.deleteFailed, variant: 'destructive' });
    }
  };

  const pastEnd = data !== undefined && data.rows.length === 0 && data.total > 0;

  return (
    <>
      <PageHeader
        title="Fornecedores"
        description="Fornecedores de tecidos, acessórios e mercadorias"
        actions={
          canWrite ? (
            <Button leftIcon={<Plus size={16} aria-hidden />} onClick={() => navigate('novo')}>
              Novo Fornecedor
            </Button>
          ) : null
        }
      />
      <ListToolbar>
        <ListSearch value={busca} onSearch={(next) => list.setFilters({ busca: next })} placeholder="Buscar por nome, CNPJ, telefone ou email..." />
        <StatusFilter value={status} onChange={(next) => list.setFilters({ status: next })} />
        <ListViewToggle value={list.view} onChange={list.setView} />
      </ListToolbar>
      {isError ? (
        <ListError message={FORNECEDOR_MESSAGES.loadList} onRetry={() => void refetch()} />
      ) : pastEnd ? (
        <PagePastEnd lastPage={data.totalPages} onGoToLastPage={list.setPage} />
      ) : (
        <DataTable
          label="Fornecedores"
          columns={columns}
          rows={data?.rows ?? []}
          getRowId={(fornecedor) => String(fornecedor.id)}
          view={list.view}
          loading={isLoading || (isFetching && !data)}
          loadingText={FORNECEDOR_MESSAGES.loading}
          emptyText={FORNECEDOR_MESSAGES.empty}
          sort={ordem}
          onSortChange={(sort) => list.setFilters({ ordem: parseSort(fornecedoresParams.codecs.ordem, sort) })}
          cardBadge={(fornecedor) => <ActiveBadge ativo={fornecedor.ativo} />}
          rowActions={(fornecedor) => (
            <>
              <WhatsAppAction telefone={fornecedor.telefone} nome={fornecedor.nome} />
              {canWrite ? (
                <>
                  <EditAction to={`editar/${fornecedor.id}`} label={`Editar ${fornecedor.nome}`} />
                  <DeleteAction label={`Excluir ${fornecedor.nome}`} confirmation={FORNECEDOR_MESSAGES.deleteConfirm} onConfirm={() => remove(fornecedor)} />
                </>
              ) : null}
            </>
          )}
        />
      )}
      {data && !pastEnd ? (
        <ListFooter
          totalLabel="Total de fornecedores"
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
