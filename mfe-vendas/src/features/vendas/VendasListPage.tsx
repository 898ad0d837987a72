import {
  Button,
  Input,
  ListSearch,
  ListToolbar,
  ListViewToggle,
  PageHeader,
  Select,
  dataTableColumns,
  media,
  useListPage,
} from '@loja/shared-ui';
import { formatCount, formatDateTime } from '@loja/shared-ui/format';
import { useAuth } from '@loja/shared-ui/platform';
import { Plus } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ListaComTotais, SituacaoBadge, formatCentavos } from '../../components';
import { useListVendasQuery, type VendaListRow } from './api';
import { VENDAS_MESSAGES } from './messages';
import { ORIGEM_OPTIONS, ORIGEM_ROTULO, SITUACAO_OPTIONS, VENDAS_LIST_KEY, vendasParams } from './params';


/** Situação, origem and the period, under the search: four compact filters that wrap on a phone. */
const Filtros = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};
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

const column = dataTableColumns<VendaListRow>();
const columns = [
  column.accessor('codigo', {
    header: 'Número',
    cell: (info) => <Link to={String(info.row.original.id)}>{info.getValue()}</Link>,
    meta: { nowrap: true },
  }),
  column.accessor((v) => v.cliente_nome ?? VENDAS_MESSAGES.consumidorFinal, { id: 'cliente', header: 'Cliente' }),
  column.accessor((v) => ORIGEM_ROTULO[v.origem], { id: 'origem', header: 'Origem' }),
  column.accessor((v) => formatDateTime(v.criada_em), { id: 'data', header: 'Data', meta: { nowrap: true } }),
  column.accessor((v) => formatCount(v.itens, 'item', 'itens'), { id: 'itens', header: 'Itens', meta: { nowrap: true } }),
  column.accessor((v) => formatCentavos(v.total), { id: 'total', header: 'Total', meta: { align: 'right', nowrap: true } }),
  column.accessor('situacao', {
    header: 'Situação',
    cell: (info) => <SituacaoBadge situacao={info.getValue()} />,
    meta: { hideInCard: true },
  }),
];

const VENDAS_TEXTOS = { title: VENDAS_MESSAGES.title, description: VENDAS_MESSAGES.description, empty: VENDAS_MESSAGES.empty };
const PEDIDOS_TEXTOS = { title: VENDAS_MESSAGES.pedidosTitle, description: VENDAS_MESSAGES.pedidosDescription, empty: VENDAS_MESSAGES.pedidosEmpty };

/**
 * /vendas/vendas (issue 24): every sale and storefront order, newest first; searched by number,
 * customer or CPF (every word, any order) and filtered by situação, origem and period in the URL;
 * the count and money of what the filters leave; a table on wide screens, cards on a phone.
 */
export function VendasListPage({ pedidos = false }: { pedidos?: boolean }) {
  const { canWrite } = useAuth();
  const navigate = useNavigate();
  const list = useListPage(vendasParams, VENDAS_LIST_KEY);
  const { busca, de, ate, page } = list.values;
  // The orders queue (/vendas/pedidos): the same list held to pending storefront orders.
  const situacao = pedidos ? 'pendente' : list.values.situacao;
  const origem = pedidos ? 'catalogo' : list.values.origem;
  const textos = pedidos ? PEDIDOS_TEXTOS : VENDAS_TEXTOS;
  const query = useListVendasQuery({
    busca,
    situacao,
    origem,
    de,
    ate,
    sort: { column: 'criada_em', ascending: false },
    page,
    pageSize: list.pageSize,
  });

  return (
    <>
      <PageHeader
        title={textos.title}
        description={textos.description}
        actions={
          canWrite && !pedidos ? (
            <Button leftIcon={<Plus size={16} aria-hidden />} onClick={() => navigate('nova')}>
              Nova Venda
            </Button>
          ) : null
        }
      />
      <ListToolbar>
        <ListSearch
          value={busca}
          onSearch={(texto) => list.setFilters({ busca: texto })}
          placeholder="Buscar por número, cliente ou CPF..."
          aria-label="Buscar vendas"
        />
        <ListViewToggle value={list.view} onChange={list.setView} />
      </ListToolbar>
      <Filtros>
        {pedidos ? null : (
          <>
            <Select
              label="Situação"
              hideLabel
              value={situacao}
              options={SITUACAO_OPTIONS}
              onChange={(event) => list.setFilters({ situacao: vendasParams.codecs.situacao.parse(event.target.value) })}
            />
            <Select
              label="Origem"
              hideLabel
              value={origem}
              options={ORIGEM_OPTIONS}
              onChange={(event) => list.setFilters({ origem: vendasParams.codecs.origem.parse(event.target.value) })}
            />
          </>
        )}
        <Data>
          De
          <Input type="date" aria-label="De" value={de} max={ate || undefined} onChange={(e) => list.setFilters({ de: vendasParams.codecs.de.parse(e.target.value) })} />
        </Data>
        <Data>
          Até
          <Input type="date" aria-label="Até" value={ate} min={de || undefined} onChange={(e) => list.setFilters({ ate: vendasParams.codecs.ate.parse(e.target.value) })} />
        </Data>
      </Filtros>
      <ListaComTotais
        query={query}
        list={list}
        label={textos.title}
        columns={columns}
        contagem={{ singular: 'venda', plural: 'vendas' }}
        totais={[
          { rotulo: 'Total', valor: query.data?.valor ?? 0 },
          { rotulo: 'Confirmadas', valor: query.data?.valorConfirmado ?? 0 },
        ]}
        texts={{ loading: VENDAS_MESSAGES.loading, loadFailed: VENDAS_MESSAGES.loadList, empty: textos.empty, emptyFiltered: VENDAS_MESSAGES.emptyFiltered, totalLabel: 'Total de vendas' }}
        cardBadge={(row) => <SituacaoBadge situacao={row.situacao} />}
      />
    </>
  );
}
