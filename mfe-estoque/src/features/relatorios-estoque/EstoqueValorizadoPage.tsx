import { useCallback, useMemo } from 'react';
import { Select } from '@loja/shared-ui';
import { formatDate } from '@loja/shared-ui/format';
import { GraficoRelatorio, TelaRelatorio, celulaTexto, useFiltrosRelatorio, useGraficoRelatorio, type ResumoRelatorio } from '@loja/shared-ui/relatorios';
import {
  LIMITE_EXPORTACAO,
  LINHAS_POR_PAGINA,
  useGetRelatorioEstoqueValorizadoQuery,
  useLazyGetRelatorioEstoqueValorizadoQuery,
  type AgruparEstoque,
  type TotaisEstoqueValorizado,
} from './api';
import { colunasEstoqueValorizado, linhaEstoqueValorizado, totaisEstoqueValorizado } from './colunas';
import { FiltroCategoria, ehId, idDoFiltro, textoErro, useCategorias, useObterRelatorio } from './comum';
import { relatorioEstoqueValorizado } from './exportacao';
import { ESTOQUE_VALORIZADO_MESSAGES as M } from './messages';

const AGRUPAMENTOS: readonly AgruparEstoque[] = ['categoria', 'produto'];
const NOMES_AGRUPAMENTO: Record<AgruparEstoque, string> = { categoria: 'Categoria', produto: 'Produto' };
/** The chart's bars lie down with the names on the left: beyond a dozen a phone scrolls past a wall of bars. */
const NO_GRAFICO = 12;

const PADROES = {
  agrupar: { padrao: 'categoria', opcoes: AGRUPAMENTOS },
  categoria: { padrao: '', valido: ehId },
};

/** "Giro de 0,15 em 90 dias · 2 vendidas", or that nothing sold. */
function detalheCobertura(t: TotaisEstoqueValorizado): string {
  if (t.vendidas_90d === 0) return 'Nenhuma venda nos últimos 90 dias';
  return `Giro de ${celulaTexto(t.giro ?? 0, 'decimal')} em 90 dias · ${t.vendidas_90d} ${t.vendidas_90d === 1 ? 'vendida' : 'vendidas'}`;
}

/**
 * /relatorios/estoque-valorizado (issue 28): what is on the shelf now, by category or by product (optionally
 * of one category): units, value at cost and at sale price, giro and days of cover from the last 90 days of
 * confirmed sales, and a chart of the value per category. Every figure is `relatorio_estoque_valorizado`'s.
 */
export function EstoqueValorizadoPage() {
  const [f, definir] = useFiltrosRelatorio(PADROES);
  const agrupar = f.agrupar as AgruparEstoque;
  const categoria = idDoFiltro(f.categoria);
  const categorias = useCategorias(categoria);
  const consulta = useGetRelatorioEstoqueValorizadoQuery({ agrupar, categoria, semVendaDias: null, limite: LINHAS_POR_PAGINA, pagina: f.pagina });
  // The chart is always by category (the same request as the table's first page when grouped so).
  const porCategoria = useGetRelatorioEstoqueValorizadoQuery({ agrupar: 'categoria', categoria, semVendaDias: null, limite: LINHAS_POR_PAGINA, pagina: 1 });
  const [lerTudo] = useLazyGetRelatorioEstoqueValorizadoQuery();
  const { ref: refGrafico, obterGrafico } = useGraficoRelatorio();
  const dados = consulta.data;
  const colunas = useMemo(() => colunasEstoqueValorizado(agrupar), [agrupar]);

  const montar = useCallback(
    async (nomeLoja: string) => {
      const tudo = await lerTudo({ agrupar, categoria, semVendaDias: null, limite: LIMITE_EXPORTACAO, pagina: 1 }).unwrap();
      return relatorioEstoqueValorizado(tudo, agrupar, nomeLoja, categorias.nome);
    },
    [lerTudo, agrupar, categoria, categorias.nome],
  );
  const obterRelatorio = useObterRelatorio(montar);

  const resumo: ResumoRelatorio[] | undefined = dados && [
    { rotulo: 'Valor a custo', valor: dados.totais.valor_custo, tipo: 'dinheiro' },
    { rotulo: 'Valor de venda', valor: dados.totais.valor_venda, tipo: 'dinheiro' },
    { rotulo: 'Unidades', valor: dados.totais.unidades, tipo: 'inteiro', detalhe: `Em ${dados.totais.produtos} ${dados.totais.produtos === 1 ? 'produto' : 'produtos'}` },
    { rotulo: 'Cobertura (dias)', valor: dados.totais.dias_cobertura, tipo: 'inteiro', detalhe: detalheCobertura(dados.totais) },
  ];
  const noGrafico = porCategoria.data?.linhas.slice(0, NO_GRAFICO) ?? [];
  const tituloGrafico = (porCategoria.data?.pagina.total_linhas ?? 0) > NO_GRAFICO ? `${M.grafico} (as ${NO_GRAFICO} maiores)` : M.grafico;
  const titulo = agrupar === 'categoria' ? M.tituloPorCategoria : M.tituloPorProduto;

  return (
    <TelaRelatorio
      titulo={M.title}
      descricao={
        dados ? `${M.description} (${formatDate(dados.periodo.de)} a ${formatDate(dados.periodo.ate)}).` : `${M.description}.`
      }
      exportar={dados && dados.linhas.length > 0 ? { obterRelatorio, obterGrafico } : undefined}
      filtros={
        <>
          <Select
            label={M.agrupar}
            value={agrupar}
            options={AGRUPAMENTOS.map((a) => ({ value: a, label: NOMES_AGRUPAMENTO[a] }))}
            onChange={(e) => definir({ agrupar: e.target.value })}
          />
          <FiltroCategoria valor={f.categoria} opcoes={categorias.opcoes} aoMudar={(valor) => definir({ categoria: valor })} />
        </>
      }
      resumo={resumo}
      tituloGrafico={tituloGrafico}
      grafico={
        noGrafico.length > 0 ? (
          <GraficoRelatorio
            ref={refGrafico}
            titulo={tituloGrafico}
            dados={noGrafico.map((l) => ({ rotulo: l.rotulo, valor_custo: l.valor_custo, valor_venda: l.valor_venda }))}
            eixoX="rotulo"
            tipoEixoX="texto"
            series={[
              { chave: 'valor_custo', nome: 'A custo', cor: 'primary' },
              { chave: 'valor_venda', nome: 'A preço de venda', cor: 'accent' },
            ]}
          />
        ) : undefined
      }
      tituloTabela={titulo}
      colunas={colunas}
      linhas={dados?.linhas.map(linhaEstoqueValorizado)}
      totais={dados && totaisEstoqueValorizado(dados.totais)}
      pagina={dados?.pagina}
      aoMudarPagina={(pagina) => definir({ pagina })}
      carregando={consulta.isFetching}
      erro={textoErro(consulta.error, M.erro)}
      aoTentarDeNovo={() => void consulta.refetch()}
      mensagemVazio={M.vazio}
      rodape={M.rodape}
    />
  );
}
