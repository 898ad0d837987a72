import { Button, ListSearch, ListToolbar, ListViewToggle, PageHeader, Select, dataTableColumns, useListPage } from '@loja/shared-ui';
import { formatCount, formatDate } from '@loja/shared-ui/format';
import { useAuth } from '@loja/shared-ui/platform';
import { ClipboardList, Plus } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { ListaComTotais, formatCentavos } from '../../components';
import { useListComprasQuery, type CompraListRow } from './api';
import { COMPRAS_MESSAGES } from './messages';
import { COMPRAS_LIST_KEY, STATUS_OPTIONS, comprasParams } from './params';
import { SituacaoCompraBadges } from './situacao';

const column = dataTableColumns<CompraListRow>();
const columns = [
  column.accessor('codigo', {
    header: 'Número',
    cell: (info) => <Link to={String(info.row.original.id)}>{info.getValue()}</Link>,
    meta: { nowrap: true },
  }),
  column.accessor('fornecedor_nome', { header: 'Fornecedor' }),
  column.accessor((c) => formatDate(c.criado_em), { id: 'data', header: 'Data', meta: { nowrap: true } }),
  column.accessor((c) => formatCentavos(c.total), { id: 'valor', header: 'Valor', meta: { align: 'right', nowrap: true } }),
  column.accessor('situacao', {
    header: 'Status',
    cell: (info) => <SituacaoCompraBadges situacao={info.getValue()} />,
    // The card shows it as its badge.
    meta: { hideInCard: true },
  }),
  column.accessor(
    (c) => (c.recebidos > 0 ? `${formatCount(c.itens, 'item', 'itens')} · ${c.recebidos} recebidos` : formatCount(c.itens, 'item', 'itens')),
    { id: 'itens', header: 'Itens', meta: { nowrap: true } },
  ),
];

/**
 * /vendas/orcamento-compra (issue 27, replaces the sample list of spec 001 §3): every purchase quote
 * and order, newest first; searched by number, supplier or CNPJ and filtered by status in the URL;
 * the quote's status in the spec's colours (Aprovado green, Pendente yellow, Rejeitado red) and, once
 * approved, the pedido's (Em aberto, Parcialmente recebido, Recebido, Cancelado).
 */
export function ComprasListPage() {
  const { canWrite } = useAuth();
  const navigate = useNavigate();
  const list = useListPage(comprasParams, COMPRAS_LIST_KEY);
  const { busca, status, page } = list.values;
  const query = useListComprasQuery({ busca, status, sort: { column: 'criado_em', ascending: false }, page, pageSize: list.pageSize });

  return (
    <>
      <PageHeader
        title={COMPRAS_MESSAGES.title}
        description={COMPRAS_MESSAGES.description}
        actions={
          <>
            <Button variant="outline" leftIcon={<ClipboardList size={16} aria-hidden />} onClick={() => navigate('ordem-fornecimento')}>
              {COMPRAS_MESSAGES.ordemFornecimento}
            </Button>
            {canWrite ? (
              <Button leftIcon={<Plus size={16} aria-hidden />} onClick={() => navigate('novo')}>
                {COMPRAS_MESSAGES.novo}
              </Button>
            ) : null}
          </>
        }
      />
      <ListToolbar>
        <ListSearch value={busca} onSearch={(texto) => list.setFilters({ busca: texto })} placeholder={COMPRAS_MESSAGES.busca} aria-label={COMPRAS_MESSAGES.buscaLabel} />
        <Select
          label="Status"
          hideLabel
          value={status}
          options={STATUS_OPTIONS}
          onChange={(event) => list.setFilters({ status: comprasParams.codecs.status.parse(event.target.value) })}
        />
        <ListViewToggle value={list.view} onChange={list.setView} />
      </ListToolbar>
      <ListaComTotais
        query={query}
        list={list}
        label={COMPRAS_MESSAGES.title}
        columns={columns}
        contagem={{ singular: 'orçamento de compra', plural: 'orçamentos de compra' }}
        totais={[{ rotulo: 'Total', valor: query.data?.valor ?? 0 }]}
        texts={{
          loading: COMPRAS_MESSAGES.loading,
          loadFailed: COMPRAS_MESSAGES.loadList,
          empty: COMPRAS_MESSAGES.empty,
          emptyFiltered: COMPRAS_MESSAGES.emptyFiltered,
          totalLabel: COMPRAS_MESSAGES.totalLabel,
        }}
        cardBadge={(row) => <SituacaoCompraBadges situacao={row.situacao} />}
      />
    </>
  );
}
