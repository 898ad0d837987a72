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
import { formatDate } from '@loja/shared-ui/format';
import { useAuth } from '@loja/shared-ui/platform';
import { Filter, Plus } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ListaComTotais, formatCentavos } from '../../components';
import { useListCategoriasFinanceirasQuery, useListTitulosQuery, type TituloListRow } from './api';
import { PessoaBusca } from './components/PessoaBusca';
import { SituacaoTituloBadge } from './components/SituacaoTituloBadge';
import { CONTAS_MESSAGES, FINANCEIRO_MESSAGES } from './messages';
import { situacaoOptions, titulosListKey, titulosParams, type Lado } from './params';

/** The filters the spec's "Filtrar" button opens: situação, the vencimento range, categoria, pessoa. They wrap on a phone. */
const Filtros = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    /* The period holds two dates: a wider column. */
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.7fr) minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Periodo = styled.fieldset`
  display: grid;
  /* One date under the other on a phone: side by side they cut the date. */
  grid-template-columns: minmax(0, 1fr);
  ${media.sm} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

/** One end of the period: its word beside the date (the vendas list's shape). */
const Data = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  /* De and Até take one width: the two dates line up one under the other on a phone. */
  > span {
    min-width: 1.75rem;
  }
  input {
    flex: 1;
    min-width: 0;
  }
`;

const Descricao = styled.span`
  display: flex;
  flex-direction: column;
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const parcela = (t: TituloListRow) => (t.parcelas > 1 ? ` (${t.parcela}/${t.parcelas})` : '');

function colunas(lado: Lado) {
  const column = dataTableColumns<TituloListRow>();
  return [
    column.accessor((t) => formatDate(t.vencimento), { id: 'vencimento', header: 'Vencimento', meta: { nowrap: true } }),
    column.accessor('descricao', {
      header: 'Descrição',
      cell: (info) => (
        <Descricao>
          <Link to={String(info.row.original.id)}>
            {info.getValue()}
            {parcela(info.row.original)}
          </Link>
          {info.row.original.documento ? <small>{info.row.original.documento}</small> : null}
        </Descricao>
      ),
    }),
    column.accessor((t) => t.pessoa_nome ?? FINANCEIRO_MESSAGES.semPessoa, { id: 'pessoa', header: CONTAS_MESSAGES[lado].pessoa }),
    column.accessor('categoria_nome', { header: 'Categoria' }),
    column.accessor((t) => formatCentavos(t.valor), { id: 'valor', header: 'Valor', meta: { align: 'right', nowrap: true } }),
    column.accessor((t) => formatCentavos(t.saldo), { id: 'saldo', header: FINANCEIRO_MESSAGES.saldo, meta: { align: 'right', nowrap: true } }),
    column.accessor('situacao', {
      header: 'Situação',
      cell: (info) => <SituacaoTituloBadge situacao={info.getValue()} lado={lado} />,
      meta: { hideInCard: true },
    }),
  ];
}

/**
 * /financeiro/contas-receber and /financeiro/contas-pagar (spec 001 §2's search box and "Filtrar" button,
 * made real by issue 26): every título of the side, newest due first; every word of the search in any
 * order (description, document, pessoa, CPF/CNPJ, categoria); the filters in the URL; the count and the
 * totals of what the filters leave (em aberto, vencido, recebido/pago); a table on wide screens, cards on a phone.
 */
export function ContasListPage({ lado }: { lado: Lado }) {
  const textos = CONTAS_MESSAGES[lado];
  const { canWrite } = useAuth();
  const navigate = useNavigate();
  const list = useListPage(titulosParams, titulosListKey(lado));
  const { busca, situacao, de, ate, categoria, pessoa, page } = list.values;
  const filtrosAtivos = [situacao !== 'todas', de !== '' || ate !== '', categoria !== null, pessoa !== null].filter(Boolean).length;
  const [abertos, setAbertos] = useState(filtrosAtivos > 0);
  const filtrosId = useId();
  const { data: categorias = [] } = useListCategoriasFinanceirasQuery();
  const categoriaOptions = useMemo(
    () => [
      { value: '', label: FINANCEIRO_MESSAGES.todasCategorias },
      ...categorias.filter((c) => c.tipo === (lado === 'receber' ? 'receita' : 'despesa')).map((c) => ({ value: String(c.id), label: c.nome })),
    ],
    [categorias, lado],
  );
  const columns = useMemo(() => colunas(lado), [lado]);
  // The order is fixed (newest due first): the database's, whatever the list asks.
  const query = useListTitulosQuery({ lado, busca, situacao, de, ate, categoria, pessoa, sort: { column: 'vencimento', ascending: false }, page, pageSize: list.pageSize });

  return (
    <>
      <PageHeader
        title={textos.title}
        description={textos.description}
        actions={
          canWrite ? (
            <Button leftIcon={<Plus size={16} aria-hidden />} onClick={() => navigate('nova')}>
              {textos.novo}
            </Button>
          ) : null
        }
      />
      <ListToolbar>
        <ListSearch value={busca} onSearch={(texto) => list.setFilters({ busca: texto })} placeholder={textos.busca} aria-label={FINANCEIRO_MESSAGES.buscaLabel} />
        <Button
          variant={filtrosAtivos > 0 ? 'secondary' : 'outline'}
          leftIcon={<Filter size={16} aria-hidden />}
          aria-expanded={abertos}
          aria-controls={filtrosId}
          onClick={() => setAbertos((a) => !a)}
        >
          {filtrosAtivos > 0 ? `${FINANCEIRO_MESSAGES.filtrar} (${filtrosAtivos})` : FINANCEIRO_MESSAGES.filtrar}
        </Button>
        <ListViewToggle value={list.view} onChange={list.setView} />
      </ListToolbar>
      {abertos ? (
        <Filtros id={filtrosId}>
          <Select
            label="Situação"
            value={situacao}
            options={situacaoOptions(lado)}
            onChange={(event) => list.setFilters({ situacao: titulosParams.codecs.situacao.parse(event.target.value) })}
          />
          <Periodo>
            <legend>{FINANCEIRO_MESSAGES.vencimentoPeriodo}</legend>
            <Data>
              <span>{FINANCEIRO_MESSAGES.vencimentoDe}</span>
              <Input
                type="date"
                aria-label={`${FINANCEIRO_MESSAGES.vencimentoPeriodo}: ${FINANCEIRO_MESSAGES.vencimentoDe.toLowerCase()}`}
                value={de}
                max={ate || undefined}
                onChange={(e) => list.setFilters({ de: titulosParams.codecs.de.parse(e.target.value) })}
              />
            </Data>
            <Data>
              <span>{FINANCEIRO_MESSAGES.vencimentoAte}</span>
              <Input
                type="date"
                aria-label={`${FINANCEIRO_MESSAGES.vencimentoPeriodo}: ${FINANCEIRO_MESSAGES.vencimentoAte.toLowerCase()}`}
                value={ate}
                min={de || undefined}
                onChange={(e) => list.setFilters({ ate: titulosParams.codecs.ate.parse(e.target.value) })}
              />
            </Data>
          </Periodo>
          <Select
            label="Categoria"
            value={categoria === null ? '' : String(categoria)}
            options={categoriaOptions}
            onChange={(event) => list.setFilters({ categoria: titulosParams.codecs.categoria.parse(event.target.value) })}
          />
          <PessoaBusca lado={lado} pessoaId={pessoa} onPessoa={(id) => list.setFilters({ pessoa: id })} />
        </Filtros>
      ) : null}
      <ListaComTotais
        query={query}
        list={list}
        label={textos.title}
        columns={columns}
        contagem={{ singular: 'conta', plural: 'contas' }}
        totais={[
          { rotulo: FINANCEIRO_MESSAGES.emAberto, valor: query.data?.aberto ?? 0 },
          { rotulo: FINANCEIRO_MESSAGES.vencido, valor: query.data?.vencido ?? 0 },
          { rotulo: textos.pago, valor: query.data?.pago ?? 0 },
        ]}
        texts={{ loading: FINANCEIRO_MESSAGES.loading, loadFailed: FINANCEIRO_MESSAGES.loadList, empty: textos.vazio, emptyFiltered: FINANCEIRO_MESSAGES.emptyFiltered, totalLabel: FINANCEIRO_MESSAGES.totalLabel }}
        cardBadge={(row) => <SituacaoTituloBadge situacao={row.situacao} lado={lado} />}
      />
    </>
  );
}
