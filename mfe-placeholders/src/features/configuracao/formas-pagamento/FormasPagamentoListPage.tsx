import { Plus } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Badge, Button, DataTable, EditAction, ListError, PageHeader, dataTableColumns } from '@loja/shared-ui';
import { useAuth } from '@loja/shared-ui/platform';
import { useListFormasPagamentoConfiguracaoQuery, type FormaPagamento } from './api';
import { parcelasDaForma, prazoDaForma, taxaDaForma } from './formatar';
import { FORMA_PAGAMENTO_MESSAGES as M } from './messages';
import { tipoFormaPagamentoLabel } from './schema';

const column = dataTableColumns<FormaPagamento>();

function SituacaoBadge({ ativo }: { ativo: boolean }) {
  return <Badge variant={ativo ? 'success' : 'secondary'}>{ativo ? M.ativa : M.inativa}</Badge>;
}

const columns = [
  column.accessor('nome', { header: 'Nome' }),
  column.accessor('tipo', { header: 'Tipo', cell: (info) => tipoFormaPagamentoLabel(info.getValue()) }),
  column.display({ id: 'taxa', header: 'Taxa', cell: (info) => taxaDaForma(info.row.original), meta: { align: 'right', nowrap: true } }),
  column.accessor('prazo_dias', { header: 'Prazo', cell: (info) => prazoDaForma(info.getValue()), meta: { nowrap: true } }),
  column.accessor('maximo_parcelas', { header: 'Parcelas', cell: (info) => parcelasDaForma(info.getValue()), meta: { nowrap: true } }),
  column.accessor('ativo', { header: 'Situação', cell: (info) => <SituacaoBadge ativo={info.getValue()} />, meta: { hideInCard: true } }),
];

/**
 * /configuracao/formas-pagamento: every payment form with its fees, term and installments. A few
 * rows, so one list without search or pages. Only an admin gets "Nova forma de pagamento" and the
 * edit buttons (the database's policies say the same); other staff read the list.
 */
export function FormasPagamentoListPage() {
  const navigate = useNavigate();
  const { isAdmin } = useAuth();
  const { data, isLoading, isError, refetch } = useListFormasPagamentoConfiguracaoQuery();

  return (
    <>
      <PageHeader
        title={M.listTitle}
        description={M.listDescription}
        onBack={() => navigate('..')}
        actions={
          isAdmin ? (
            <Button leftIcon={<Plus size={16} aria-hidden />} onClick={() => navigate('nova')}>
              {M.newButton}
            </Button>
          ) : null
        }
      />
      {isError ? (
        <ListError message={M.loadList} onRetry={() => void refetch()} />
      ) : (
        <DataTable
          label={M.listTitle}
          columns={columns}
          rows={data ?? []}
          getRowId={(row) => String(row.id)}
          loading={isLoading}
          loadingText={M.loading}
          emptyText={M.empty}
          cardBadge={(row) => <SituacaoBadge ativo={row.ativo} />}
          rowActions={isAdmin ? (row) => <EditAction to={`editar/${row.id}`} label={`Editar ${row.nome}`} /> : undefined}
        />
      )}
    </>
  );
}
