import { useCallback, useMemo } from 'react';
import { Select } from '@loja/shared-ui';
import { formatDate } from '@loja/shared-ui/format';
import type { ApiError } from '@loja/shared-ui/platform';
import {
  FiltroPeriodo,
  GraficoRelatorio,
  TelaRelatorio,
  celulaTexto,
  erroDoPeriodo,
  periodoDoPreset,
  useFiltrosRelatorio,
  useGraficoRelatorio,
  type LinhaRelatorio,
  type Relatorio,
  type ResumoRelatorio,
  type SerieGrafico,
} from '@loja/shared-ui/relatorios';
import { useGetLojaParaVendaQuery } from '../../hooks';
import {
  AGRUPAMENTOS_VENDAS,
  LIMITE_EXPORTACAO_VENDAS,
  porTempo,
  useGetRelatorioVendasQuery,
  useLazyGetRelatorioVendasQuery,
  type AgruparVendas,
} from './api';
import { colunasVendas, linhaVendas, totaisVendas } from './colunas';
import { RELATORIO_VENDAS as M } from './messages';

/** Rows per screen page; the export reads the whole period. */
export const LINHAS_POR_PAGINA = 50;

const OPCOES_AGRUPAR = AGRUPAMENTOS_VENDAS.map((a) => ({ value: a, label: M.agrupamentos[a] }));

const padroes = () => ({ ...periodoDoPreset('este-mes'), agrupar: { padrao: 'dia', opcoes: AGRUPAMENTOS_VENDAS } });

/** The function's own refusal in Portuguese (22023, e.g. "Escolha um período de até 3 anos."), else the screen's line. */
function textoErro(erro: unknown): string | null {
  if (!erro) return null;
  const e = erro as Partial<ApiError>;
  return e.code === '22023' && typeof e.message === 'string' ? e.message : M.erro;
}

const SERIES_TEMPO: readonly SerieGrafico[] = [
  { chave: 'faturamento', nome: M.resumo.faturamento },
  { chave: 'vendas', nome: M.colunas.vendas, tipo: 'linha', cor: 'accent', eixo: 'direita' },
];
const SERIES_COMPARADAS: readonly SerieGrafico[] = [
  { chave: 'faturamento', nome: M.atual },
  { chave: 'faturamento_anterior', nome: M.anterior, cor: 'borderStrong' },
];

/**
 * /relatorios/vendas (issue 28): confirmed sales per day, week or month, or by forma de pagamento, vendedor or
 * origem (catálogo/balcão): count, faturamento, ticket médio and desconto, against the previous period of the
 * same length, with the period's exchanges in the net revenue. One call per screen (relatorio_vendas);
 * filters and page in the URL; CSV/PDF of the whole period.
 */
export function RelatorioVendasPage() {
  const [f, definir] = useFiltrosRelatorio(padroes());
  const agrupar = f.agrupar as AgruparVendas;
  const erroPeriodo = erroDoPeriodo({ de: f.de, ate: f.ate });
  const consulta = useGetRelatorioVendasQuery(
    { de: f.de, ate: f.ate, agrupar, limite: LINHAS_POR_PAGINA, pagina: f.pagina },
    { skip: erroPeriodo !== null },
  );
  const [lerTudo] = useLazyGetRelatorioVendasQuery();
  const { data: loja, refetch: lerLoja } = useGetLojaParaVendaQuery();
  const { caixa, obterGrafico } = useGraficoRelatorio();
  // RTK keeps the last answer while another period loads: the screen shows the skeleton instead, never
  // last period's figures under this period's filters.
  const dados = consulta.isFetching ? undefined : consulta.data;
  const colunas = useMemo(() => colunasVendas(agrupar), [agrupar]);
  const linhas = useMemo<LinhaRelatorio[] | undefined>(() => dados?.linhas.map(linhaVendas), [dados]);
  const titulo = M.tabela(agrupar);

  const obterRelatorio = useCallback(async (): Promise<Relatorio> => {
    const [tudo, nomeLoja] = await Promise.all([
      lerTudo({ de: f.de, ate: f.ate, agrupar, limite: LIMITE_EXPORTACAO_VENDAS, pagina: 1 }).unwrap(),
      loja ? Promise.resolve(loja.nome) : lerLoja().unwrap().then((l) => l.nome),
    ]);
    return { titulo, nomeLoja, periodo: { de: f.de, ate: f.ate }, colunas, linhas: tudo.linhas.map(linhaVendas), totais: totaisVendas(tudo) };
  }, [lerTudo, f.de, f.ate, agrupar, loja, lerLoja, titulo, colunas]);

  const resumo: ResumoRelatorio[] | undefined = dados && [
    { rotulo: M.resumo.vendas, valor: dados.totais.vendas, tipo: 'inteiro', anterior: dados.totais_anterior.vendas },
    { rotulo: M.resumo.faturamento, valor: dados.totais.faturamento, tipo: 'dinheiro', anterior: dados.totais_anterior.faturamento },
    { rotulo: M.resumo.ticket, valor: dados.totais.ticket_medio, tipo: 'dinheiro', anterior: dados.totais_anterior.ticket_medio },
    { rotulo: M.resumo.desconto, valor: dados.totais.desconto, tipo: 'dinheiro', anterior: dados.totais_anterior.desconto, menorEhMelhor: true },
    {
      rotulo: M.resumo.liquido,
      valor: dados.totais.faturamento_liquido,
      tipo: 'dinheiro',
      detalhe: M.trocas(
        celulaTexto(dados.totais.trocas.liquido, 'dinheiro'),
        celulaTexto(dados.totais.trocas.novos, 'dinheiro'),
        celulaTexto(dados.totais.trocas.devolvido, 'dinheiro'),
      ),
    },
  ];

  const tempo = porTempo(agrupar);
  const grafico = linhas && (
    <GraficoRelatorio
      ref={caixa}
      titulo={M.grafico(agrupar)}
      dados={linhas}
      eixoX={tempo ? 'chave' : 'rotulo'}
      tipoEixoX={agrupar === 'mes' ? 'mes' : tempo ? 'data' : 'texto'}
      series={tempo ? SERIES_TEMPO : SERIES_COMPARADAS}
    />
  );

  return (
    <TelaRelatorio
      titulo={M.title}
      descricao={M.description}
      exportar={dados ? { obterRelatorio, obterGrafico } : undefined}
      filtros={
        <>
          <FiltroPeriodo de={f.de} ate={f.ate} aoMudar={definir} />
          <Select label={M.agrupar} options={OPCOES_AGRUPAR} value={agrupar} onChange={(e) => definir({ agrupar: e.target.value })} />
        </>
      }
      resumo={resumo ?? Object.values(M.resumo).map((rotulo) => ({ rotulo, valor: null, tipo: 'inteiro' as const }))}
      tituloGrafico={M.grafico(agrupar)}
      grafico={grafico}
      tituloTabela={titulo}
      colunas={colunas}
      linhas={erroPeriodo ? [] : linhas}
      totais={dados ? totaisVendas(dados) : undefined}
      pagina={dados?.pagina}
      aoMudarPagina={(pagina) => definir({ pagina })}
      carregando={!erroPeriodo && consulta.isFetching}
      erro={textoErro(consulta.error)}
      aoTentarDeNovo={() => void consulta.refetch()}
      mensagemVazio={erroPeriodo ?? undefined}
      rodape={
        <ul>
          <li>{M.notas.contagem}</li>
          {agrupar === 'forma_pagamento' ? <li>{M.notas.forma}</li> : null}
          <li>{M.notas.liquido}</li>
          {dados ? <li>{M.notas.anterior(formatDate(dados.anterior.de), formatDate(dados.anterior.ate))}</li> : null}
        </ul>
      }
    />
  );
}
