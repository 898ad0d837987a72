import {
  Button,
  ListSearch,
  ListToolbar,
  ListViewToggle,
  PageHeader,
  Select,
  dataTableColumns,
  useListPage,
} from '@loja/shared-ui';
import { formatCount, formatDate } from '@loja/shared-ui/format';
import { useAuth } from '@loja/shared-ui/platform';
import { Plus } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { ListaComTotais, formatCentavos } from '../../components';
import { useListOrcamentosQuery, type OrcamentoListRow } from './api';
import { SituacaoOrcamentoBadge } from './components/SituacaoOrcamentoBadge';
import { ORCAMENTOS_MESSAGES } from './messages';
import { ORCAMENTOS_LIST_KEY, STATUS_OPTIONS, orcamentosParams } from './params';


const column = dataTableColumns<OrcamentoListRow>();
const columns = [
  column.accessor('codigo', {
    header: 'Número',
    cell: (info) => <Link to={String(info.row.original.id)}>{info.getValue()}</Link>,
    meta: { nowrap: true },
  }),
  column.accessor((o) => o.cliente_nome ?? ORCAMENTOS_MESSAGES.consumidorFinal, { id: 'cliente', header: 'Cliente' }),
  column.accessor((o) => formatDate(o.criado_em), { id: 'data', header: 'Data', meta: { nowrap: true } }),
  column.accessor((o) => `até ${formatDate(o.valido_ate)}`, { id: 'validade', header: 'Validade', meta: { nowrap: true } }),
  column.accessor((o) => formatCount(o.itens, 'item', 'itens'), { id: 'itens', header: 'Itens', meta: { nowrap: true } }),
  column.accessor((o) => formatCentavos(o.total), { id: 'total', header: 'Total', meta: { align: 'right', nowrap: true } }),
  column.accessor('situacao', {
    header: 'Situação',
    cell: (info) => <SituacaoOrcamentoBadge situacao={info.getValue()} />,
    meta: { hideInCard: true },
  }),
];

/**
 * /vendas/orcamento (issue 24): every quote, newest first; searched by number, customer or CPF (every
 * word, any order) and filtered by situação in the URL (Pendente, Aprovado, Expirado: decided by the
 * database from the date and the sale it became); the count and money of what the filters leave; a
 * table on wide screens, cards on a phone.
 */
export function OrcamentosListPage() {
  const { canWrite } = useAuth();
  const navigate = useNavigate();
  const list = useListPage(orcamentosParams, ORCAMENTOS_LIST_KEY);
  const { busca, status, page } = list.values;
  const query = useListOrcamentosQuery({
    busca,
    status,
    sort: { column: 'criado_em', ascending: false },
    page,
    pageSize: list.pageSize,
  });

  return (
    <>
      <PageHeader
        title={ORCAMENTOS_MESSAGES.title}
        description={ORCAMENTOS_MESSAGES.description}
        actions={
          canWrite ? (
            <Button leftIcon={<Plus size={16} aria-hidden />} onClick={() => navigate('novo')}>
              {ORCAMENTOS_MESSAGES.novo}
            </Button>
          ) : null
        }
      />
      <ListToolbar>
        <ListSearch value={busca} onSearch={(texto) => list.setFilters({ busca: texto })} placeholder={ORCAMENTOS_MESSAGES.busca} aria-label={ORCAMENTOS_MESSAGES.buscaLabel} />
        <Select
          label="Situação"
          hideLabel
          value={status}
          options={STATUS_OPTIONS}
          onChange={(event) => list.setFilters({ status: orcamentosParams.codecs.status.parse(event.target.value) })}
        />
        <ListViewToggle value={list.view} onChange={list.setView} />
      </ListToolbar>
      <ListaComTotais
        query={query}
        list={list}
        label={ORCAMENTOS_MESSAGES.title}
        columns={columns}
        contagem={{ singular: 'orçamento', plural: 'orçamentos' }}
        totais={[
          { rotulo: 'Total', valor: query.data?.valor ?? 0 },
          { rotulo: 'Aprovados', valor: query.data?.valorAprovado ?? 0 },
        ]}
        texts={{ loading: ORCAMENTOS_MESSAGES.loading, loadFailed: ORCAMENTOS_MESSAGES.loadList, empty: ORCAMENTOS_MESSAGES.empty, emptyFiltered: ORCAMENTOS_MESSAGES.emptyFiltered, totalLabel: ORCAMENTOS_MESSAGES.totalLabel }}
        cardBadge={(row) => <SituacaoOrcamentoBadge situacao={row.situacao} />}
      />
    </>
  );
}
