import { Badge, Button, Input, ListSearch, ListToolbar, ListViewToggle, PageHeader, Select, dataTableColumns, media, useListPage } from '@loja/shared-ui';
import { formatDateTime } from '@loja/shared-ui/format';
import { useAuth } from '@loja/shared-ui/platform';
import { Plus } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ListaComTotais, formatCentavos } from '../../components';
import { useListTrocasQuery, type TrocaListRow } from './api';
import { ACERTO_ROTULO, TROCAS_MESSAGES, type Acerto } from './messages';
import { ACERTO_OPTIONS, TROCAS_LIST_KEY, trocasParams } from './params';

/** Acerto and the period, under the search: compact filters that wrap on a phone (the sales list's). */
const Filtros = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  > :first-child {
    grid-column: 1 / -1;
  }
  ${media.md} {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    > * {
      width: 12rem;
    }
  }
`;

const Data = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  input {
    flex: 1;
    min-width: 0;
  }
`;

const VARIANTE: Record<Acerto, 'secondary' | 'success' | 'warning' | 'outline'> = {
  sem_diferenca: 'outline',
  pagamento: 'success',
  vale: 'secondary',
  dinheiro: 'warning',
};

export function AcertoBadge({ acerto }: { acerto: Acerto }) {
  return <Badge variant={VARIANTE[acerto]}>{ACERTO_ROTULO[acerto]}</Badge>;
}

/** "+ R$ 20,00" the customer paid, "− R$ 90,00" the shop gave back. */
export const diferencaComSinal = (diferenca: number) =>
  diferenca === 0 ? formatCentavos(0) : `${diferenca > 0 ? '+' : '−'} ${formatCentavos(Math.abs(diferenca))}`;

const column = dataTableColumns<TrocaListRow>();
const columns = [
  column.accessor('codigo', {
    header: 'Número',
    cell: (info) => <Link to={String(info.row.original.id)}>{info.getValue()}</Link>,
    meta: { nowrap: true },
  }),
  column.accessor((t) => t.venda_codigo ?? TROCAS_MESSAGES.semVenda, { id: 'venda', header: 'Venda', meta: { nowrap: true } }),
  column.accessor((t) => t.cliente_nome ?? TROCAS_MESSAGES.consumidorFinal, { id: 'cliente', header: 'Cliente' }),
  column.accessor((t) => formatDateTime(t.criada_em), { id: 'data', header: 'Data', meta: { nowrap: true } }),
  column.accessor((t) => `${t.itens_devolvidos} volta${t.itens_devolvidos === 1 ? '' : 'm'} · ${t.itens_novos} sai${t.itens_novos === 1 ? '' : 'em'}`, {
    id: 'itens',
    header: 'Itens',
    meta: { nowrap: true },
  }),
  column.accessor((t) => diferencaComSinal(t.diferenca), { id: 'diferenca', header: 'Diferença', meta: { align: 'right', nowrap: true } }),
  column.accessor('acerto', { header: 'Acerto', cell: (info) => <AcertoBadge acerto={info.getValue()} />, meta: { hideInCard: true } }),
];

/**
 * /vendas/trocas (issue 26): every exchange and return, newest first; searched by the exchange's or the
 * sale's number, customer or CPF (every word, any order), filtered by acerto and period in the URL; the
 * count and money of what the filters leave; a table on wide screens, cards on a phone (the sales list's kit).
 */
export function TrocasListPage() {
  const { canWrite } = useAuth();
  const navigate = useNavigate();
  const list = useListPage(trocasParams, TROCAS_LIST_KEY);
  const { busca, acerto, de, ate, page } = list.values;
  const query = useListTrocasQuery({ busca, acerto, de, ate, sort: { column: 'criada_em', ascending: false }, page, pageSize: list.pageSize });

  return (
    <>
      <PageHeader
        title={TROCAS_MESSAGES.title}
        description={TROCAS_MESSAGES.description}
        actions={
          canWrite ? (
            <Button leftIcon={<Plus size={16} aria-hidden />} onClick={() => navigate('nova')}>
              {TROCAS_MESSAGES.nova}
            </Button>
          ) : null
        }
      />
      <ListToolbar>
        <ListSearch value={busca} onSearch={(texto) => list.setFilters({ busca: texto })} placeholder={TROCAS_MESSAGES.buscar} aria-label={TROCAS_MESSAGES.buscarAria} />
        <ListViewToggle value={list.view} onChange={list.setView} />
      </ListToolbar>
      <Filtros>
        <Select
          label="Acerto"
          hideLabel
          value={acerto}
          options={ACERTO_OPTIONS}
          onChange={(event) => list.setFilters({ acerto: trocasParams.codecs.acerto.parse(event.target.value) })}
        />
        <Data>
          De
          <Input type="date" aria-label="De" value={de} max={ate || undefined} onChange={(e) => list.setFilters({ de: trocasParams.codecs.de.parse(e.target.value) })} />
        </Data>
        <Data>
          Até
          <Input type="date" aria-label="Até" value={ate} min={de || undefined} onChange={(e) => list.setFilters({ ate: trocasParams.codecs.ate.parse(e.target.value) })} />
        </Data>
      </Filtros>
      <ListaComTotais
        query={query}
        list={list}
        label={TROCAS_MESSAGES.title}
        columns={columns}
        contagem={{ singular: 'troca', plural: 'trocas' }}
        totais={[
          { rotulo: 'Devolvido', valor: query.data?.valorDevolvido ?? 0 },
          { rotulo: 'Itens novos', valor: query.data?.valorNovo ?? 0 },
        ]}
        texts={{ loading: TROCAS_MESSAGES.loading, loadFailed: TROCAS_MESSAGES.loadList, empty: TROCAS_MESSAGES.empty, emptyFiltered: TROCAS_MESSAGES.emptyFiltered, totalLabel: 'Total de trocas' }}
        cardBadge={(row) => <AcertoBadge acerto={row.acerto} />}
      />
    </>
  );
}
