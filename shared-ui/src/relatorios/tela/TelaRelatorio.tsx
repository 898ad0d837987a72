import { ArrowDownRight, ArrowUpRight, BarChart3 } from 'lucide-react';
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { Pagination } from '../../components/Pagination';
import { ListError } from '../../components/RecordActions';
import { Skeleton } from '../../components/Skeleton';
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from '../../components/Table';
import { media } from '../../theme/media';
import { ExportarRelatorio, type ExportarRelatorioProps } from '../ExportarRelatorio';
import { alinhamento, celulaTexto, type TipoColuna, type ValorCelula } from '../formato';
import type { ColunaRelatorio, LinhaRelatorio } from '../tipos';
import { FiltrosRelatorio } from './FiltroPeriodo';
import type { PaginaRelatorio } from './lerRespostaRelatorio';

/** One summary figure: "Faturamento" R$ 12.345,67, and against the previous period when `anterior` is given. */
export interface ResumoRelatorio {
  rotulo: string;
  valor: number | null;
  tipo: TipoColuna;
  /** The same figure in the previous period: the card shows the variation ("+12,5 % vs. período anterior"). */
  anterior?: number | null;
  /** A line under the figure ("Trocas: − R$ 320,00"). */
  detalhe?: ReactNode;
  /** A rise is bad news (discounts, returns): the variation turns red when it goes up. */
  menorEhMelhor?: boolean;
}

export interface TelaRelatorioProps {
  titulo: string;
  descricao?: ReactNode;
  /** The export buttons in the header (omit while there is nothing to export). */
  exportar?: ExportarRelatorioProps;
  /** The filters (FiltroPeriodo, Selects…), laid out by `FiltrosRelatorio`. */
  filtros?: ReactNode;
  resumo?: readonly ResumoRelatorio[];
  /** The chart (GraficoRelatorio), in its own card; hidden while loading, on error and when empty. */
  grafico?: ReactNode;
  /** The chart card's heading. */
  tituloGrafico?: string;
  /** The table's heading and accessible name (default: the title). */
  tituloTabela?: string;
  colunas: readonly ColunaRelatorio[];
  /** This page's rows, numbers as numbers (undefined while loading). */
  linhas?: readonly LinhaRelatorio[];
  /** The totals of the whole period (same keys); an empty first column reads "Total". */
  totais?: LinhaRelatorio;
  /** The function's `pagina`: the pager shows when there is more than one page. */
  pagina?: PaginaRelatorio;
  aoMudarPagina?: (pagina: number) => void;
  carregando?: boolean;
  /**
   * The period's own error (`erroDoPeriodo(filtros)`): shown in place of the table, with no toast and no
   * "Tentar novamente" (the field already says it and it changes at each keystroke). Do not pass it in `erro`.
   */
  erroPeriodo?: string | null;
  /** The error text ("Não foi possível carregar o relatório de vendas."): shown with "Tentar novamente". */
  erro?: string | null;
  aoTentarDeNovo?: () => void;
  /** Default "Nenhum resultado no período escolhido.". */
  mensagemVazio?: string;
  /** Notes under the table (how the figures are counted). */
  rodape?: ReactNode;
}

export const MENSAGEM_VAZIO = 'Nenhum resultado no período escolhido.';

const Bloco = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

/**
 * Two columns on a phone of 320 px or more (one card per row pushed the chart and the table four or five
 * screens down), two from sm, then as many as fit from lg (four or five on a laptop: one row).
 */
const Figuras = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9.5rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  }
`;

const Figura = styled(Card).attrs({ as: 'section', $padded: true })`
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  h2 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  p {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    ${media.sm} {
      font-size: ${({ theme }) => theme.fontSizes.xl};
    }
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Variacao = styled.small<{ $tom: 'bom' | 'ruim' | 'neutro' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  && {
    color: ${({ theme, $tom }) => ($tom === 'bom' ? theme.colors.successText : $tom === 'ruim' ? theme.colors.destructiveText : theme.colors.textMuted)};
  }
`;

const Painel = styled(Card).attrs({ as: 'section', $padded: true })`
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** The first column stays put while the figures scroll sideways inside the card. */
const fixa = css`
  position: sticky;
  left: 0;
  z-index: 1;
  box-shadow: 1px 0 0 ${({ theme }) => theme.colors.border};
`;
// Long headers ("Faturamento no período anterior (R$)") wrap instead of widening the table; the cells of
// numbers do not wrap, so a column is never narrower than its figures.
// A fixed column of names (produto, cliente) keeps room for two or three words per line: narrower, a name
// such as "Biquíni Cortininha Tropical" took three or four lines at 390 px. The table scrolls, not the page.
const colunaDeNomes = css`
  min-width: 9.5rem;
  ${media.md} {
    min-width: 12rem;
  }
`;
const Cabeca = styled(TableHead)<{ $fixa?: boolean; $nomes?: boolean }>`
  ${({ $fixa }) => $fixa && fixa}
  background: ${({ theme }) => theme.colors.surfaceMuted};
  white-space: normal;
  vertical-align: bottom;
  min-width: 5.5rem;
  ${({ $nomes }) => $nomes && colunaDeNomes}
`;
const Celula = styled(TableCell)<{ $fixa?: boolean; $numero?: boolean }>`
  ${({ $fixa }) => $fixa && fixa}
  background: inherit;
  ${({ $numero }) => $numero && 'font-variant-numeric: tabular-nums;'}
`;
const Linha = styled(TableRow)`
  background: ${({ theme }) => theme.colors.surface};
`;
const Rodape = styled(TableFooter)`
  tr {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const ContagemPaginas = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Notas = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const percentual = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'exceptZero' });
const inteiro = new Intl.NumberFormat('pt-BR');

/** The variation in % against the previous figure, or null when there is nothing to compare with (0 before). */
export function variacaoPercentual(valor: number | null, anterior: number | null | undefined): number | null {
  if (valor === null || anterior === null || anterior === undefined || anterior === 0) return null;
  return ((valor - anterior) / Math.abs(anterior)) * 100;
}

/** "+12,5 % vs. período anterior (R$ 1.000,00)", "sem vendas no período anterior" when it was zero. */
export function textoVariacao(valor: number | null, anterior: number | null | undefined, tipo: TipoColuna): string {
  if (anterior === null || anterior === undefined) return '';
  const base = celulaTexto(anterior, tipo);
  const v = variacaoPercentual(valor, anterior);
  if (v === null) return `Período anterior: ${base}`;
  return `${percentual.format(v)} % vs. período anterior (${base})`;
}

/** A cell as the screen shows it: the same text the PDF prints (`celulaTexto`). */
export const celulaTela = (valor: ValorCelula, tipo: TipoColuna): string => celulaTexto(valor, tipo);

function FiguraResumo({ rotulo, valor, tipo, anterior, detalhe, menorEhMelhor }: ResumoRelatorio) {
  const v = variacaoPercentual(valor, anterior);
  const subiu = v !== null && v > 0;
  const tom = v === null || Math.abs(v) < 0.05 ? 'neutro' : subiu !== Boolean(menorEhMelhor) ? 'bom' : 'ruim';
  const Seta = subiu ? ArrowUpRight : ArrowDownRight;
  return (
    <Figura aria-label={rotulo}>
      <h2>{rotulo}</h2>
      <p>{valor === null ? '—' : celulaTexto(valor, tipo)}</p>
      {anterior !== undefined ? (
        <Variacao $tom={tom}>
          {v !== null && tom !== 'neutro' ? <Seta size={14} aria-hidden /> : null}
          {textoVariacao(valor, anterior, tipo)}
        </Variacao>
      ) : null}
      {detalhe ? <small>{detalhe}</small> : null}
    </Figura>
  );
}

function vazio(valor: ValorCelula) {
  return valor === null || valor === undefined || valor === '';
}

/**
 * The screen of a report (issue 28): header with the export buttons, filters, summary figures (with the
 * variation against the previous period), a chart, and the table formatted by column type with the same
 * texts as the CSV/PDF, the totals row and the pager; skeleton while loading, `ListError` on failure,
 * "Nenhum resultado no período escolhido." when empty. At 390 px the table scrolls sideways inside its
 * card; the page never does.
 */
export function TelaRelatorio({
  titulo,
  descricao,
  exportar,
  filtros,
  resumo,
  grafico,
  tituloGrafico,
  tituloTabela,
  colunas,
  linhas,
  totais,
  pagina,
  aoMudarPagina,
  carregando = false,
  erroPeriodo,
  erro: erroCarga,
  aoTentarDeNovo,
  mensagemVazio = MENSAGEM_VAZIO,
  rodape,
}: TelaRelatorioProps) {
  const nomeTabela = tituloTabela ?? titulo;
  // A bad period is not a failed load: no query ran, so there is nothing to retry and nothing to toast.
  const erro = erroPeriodo ? null : erroCarga;
  const esperando = carregando || (!erro && linhas === undefined);
  const semLinhas = !esperando && !erro && (linhas?.length ?? 0) === 0;
  const totalPaginas = pagina && pagina.limite > 0 ? Math.max(1, Math.ceil(pagina.total_linhas / pagina.limite)) : 1;

  let corpo: ReactNode;
  if (erroPeriodo) {
    corpo = (
      <Painel aria-label={nomeTabela}>
        <EmptyState icon={<BarChart3 size={28} aria-hidden />} title={erroPeriodo} description="Corrija as datas do período." />
      </Painel>
    );
  } else if (erro) {
    corpo = <ListError message={erro} onRetry={() => aoTentarDeNovo?.()} />;
  } else if (esperando) {
    corpo = (
      <Bloco role="status" aria-busy="true" aria-label="Carregando o relatório">
        {resumo && resumo.length > 0 ? (
          <Figuras>
            {resumo.map((r) => (
              <Skeleton key={r.rotulo} shape="rect" height="5.5rem" />
            ))}
          </Figuras>
        ) : null}
        {grafico ? <Skeleton shape="rect" height="16rem" /> : null}
        <Skeleton shape="rect" height="12rem" />
      </Bloco>
    );
  } else {
    corpo = (
      <>
        {resumo && resumo.length > 0 ? (
          <Figuras>
            {resumo.map((r) => (
              <FiguraResumo key={r.rotulo} {...r} />
            ))}
          </Figuras>
        ) : null}
        {semLinhas ? (
          <Painel aria-label={nomeTabela}>
            <EmptyState icon={<BarChart3 size={28} aria-hidden />} title={mensagemVazio} description="Escolha outro período ou outro agrupamento." />
          </Painel>
        ) : (
          <>
            {grafico ? (
              <Painel aria-label={tituloGrafico ?? `Gráfico: ${titulo}`}>
                {tituloGrafico ? <h2>{tituloGrafico}</h2> : null}
                {grafico}
              </Painel>
            ) : null}
            <Painel aria-label={nomeTabela}>
              {tituloTabela ? <h2>{tituloTabela}</h2> : null}
              <Table aria-label={nomeTabela}>
                <TableHeader>
                  <TableRow>
                    {colunas.map((c, i) => (
                      <Cabeca key={c.chave} scope="col" $align={alinhamento(c.tipo)} $fixa={i === 0} $nomes={i === 0 && c.tipo === 'texto'}>
                        {c.titulo}
                      </Cabeca>
                    ))}
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {(linhas ?? []).map((linha, n) => (
                    <Linha key={typeof linha.chave === 'string' || typeof linha.chave === 'number' ? linha.chave : n}>
                      {colunas.map((c, i) => (
                        <Celula key={c.chave} $align={alinhamento(c.tipo)} $nowrap={c.tipo !== 'texto'} $numero={c.tipo !== 'texto'} $fixa={i === 0}>
                          {celulaTexto(linha[c.chave], c.tipo)}
                        </Celula>
                      ))}
                    </Linha>
                  ))}
                </TableBody>
                {totais ? (
                  <Rodape>
                    <TableRow>
                      {colunas.map((c, i) => (
                        <Celula
                          key={c.chave}
                          as={i === 0 ? 'th' : 'td'}
                          scope={i === 0 ? 'row' : undefined}
                          $align={alinhamento(c.tipo)}
                          $nowrap={c.tipo !== 'texto'}
                          $numero={c.tipo !== 'texto'}
                          $fixa={i === 0}
                        >
                          {i === 0 && vazio(totais[c.chave]) ? 'Total' : celulaTexto(totais[c.chave], c.tipo)}
                        </Celula>
                      ))}
                    </TableRow>
                  </Rodape>
                ) : null}
              </Table>
              {pagina && totalPaginas > 1 ? (
                <ContagemPaginas>
                  <span>
                    {inteiro.format((pagina.pagina - 1) * pagina.limite + 1)}–
                    {inteiro.format(Math.min(pagina.pagina * pagina.limite, pagina.total_linhas))} de {inteiro.format(pagina.total_linhas)} linhas
                  </span>
                  <Pagination page={pagina.pagina} totalPages={totalPaginas} onPageChange={(p) => aoMudarPagina?.(p)} />
                </ContagemPaginas>
              ) : null}
            </Painel>
          </>
        )}
        {rodape ? <Notas>{rodape}</Notas> : null}
      </>
    );
  }

  return (
    <>
      <PageHeader title={titulo} description={descricao} actions={exportar ? <ExportarRelatorio {...exportar} /> : undefined} />
      <Bloco>
        {filtros ? <FiltrosRelatorio role="group" aria-label="Filtros do relatório">{filtros}</FiltrosRelatorio> : null}
        {corpo}
      </Bloco>
    </>
  );
}
