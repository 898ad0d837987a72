import { useCallback, useMemo } from 'react';
import { Select } from '@loja/shared-ui';
import {
  FiltroPeriodo,
  GraficoRelatorio,
  MENSAGEM_VAZIO,
  TelaRelatorio,
  erroDoPeriodo,
  periodoDoPreset,
  useFiltrosRelatorio,
  useGraficoRelatorio,
  type SerieGrafico,
} from '@loja/shared-ui/relatorios';
import { AGRUPAR_TROCAS, LIMITE_EXPORTACAO, useGetRelatorioTrocasQuery, useLazyGetRelatorioTrocasQuery, type AgruparTrocas, type LinhaTrocas } from './api';
import { LIMITE_TELA, paginaLocal, textoErro, useObterRelatorio } from './comum';
import { TROCAS_MESSAGES as M } from './messages';
import { matrizTrocas, ordenarMotivos, ordenarTamanhos, tabelaTrocas, type Tabela } from './tabelas';

const OPCOES_AGRUPAR = AGRUPAR_TROCAS.map((valor) => ({ value: valor, label: M.agrupamentos[valor] }));

/**
 * /relatorios/trocas (issue 28): the items returned in the period's exchanges, from relatorio_trocas. By
 * motivo × tamanho it is a matrix (a row per motivo, a column per size: where the sizing is wrong), and by
 * motivo, by size or by product (units returned against units sold, and per motivo). Filters in the URL.
 */
export function RelatorioTrocasPage() {
  const [filtros, definir] = useFiltrosRelatorio({
    ...periodoDoPreset('este-mes'),
    agrupar: { padrao: 'motivo_tamanho', opcoes: AGRUPAR_TROCAS },
  });
  const { de, ate } = filtros;
  const agrupar = filtros.agrupar as AgruparTrocas;
  const matriz = agrupar === 'motivo_tamanho';
  const erroPeriodo = erroDoPeriodo({ de, ate });
  // The matrix needs every cell at once (a few motivos × the sizes): one answer of the whole period, paged here.
  const consulta = useGetRelatorioTrocasQuery(
    { de, ate, agrupar, limite: matriz ? LIMITE_EXPORTACAO : LIMITE_TELA, pagina: matriz ? 1 : filtros.pagina },
    { skip: erroPeriodo !== null },
  );
  // Its totals row: each size's units, from the report by size.
  const porTamanho = useGetRelatorioTrocasQuery({ de, ate, agrupar: 'tamanho', limite: LIMITE_EXPORTACAO, pagina: 1 }, { skip: erroPeriodo !== null || !matriz });
  const [lerTrocas] = useLazyGetRelatorioTrocasQuery();
  const { caixa, obterGrafico } = useGraficoRelatorio();

  const dados = consulta.data;
  const tabela: Tabela | undefined = useMemo(() => {
    if (!dados) return undefined;
    if (!matriz) return tabelaTrocas(agrupar as Exclude<AgruparTrocas, 'motivo_tamanho'>, dados.linhas, dados.totais);
    return porTamanho.data ? matrizTrocas(dados.linhas, porTamanho.data.linhas, dados.totais) : undefined;
  }, [dados, porTamanho.data, matriz, agrupar]);
  const pagina = matriz && tabela ? paginaLocal(tabela.linhas, filtros.pagina) : null;

  const titulo = M.titulos[agrupar];
  const periodo = useMemo(() => ({ de, ate }), [de, ate]);
  const ler = useCallback(async (): Promise<Tabela> => {
    const tudo = await lerTrocas({ de, ate, agrupar, limite: LIMITE_EXPORTACAO, pagina: 1 }, true).unwrap();
    if (!matriz) return tabelaTrocas(agrupar as Exclude<AgruparTrocas, 'motivo_tamanho'>, tudo.linhas, tudo.totais);
    const tamanhos = await lerTrocas({ de, ate, agrupar: 'tamanho', limite: LIMITE_EXPORTACAO, pagina: 1 }, true).unwrap();
    return matrizTrocas(tudo.linhas, tamanhos.linhas, tudo.totais);
  }, [lerTrocas, de, ate, agrupar, matriz]);
  const obterRelatorio = useObterRelatorio(titulo, periodo, ler);

  const carregando = consulta.isFetching || (matriz && porTamanho.isFetching);
  const erro = textoErro(consulta.error ?? (matriz ? porTamanho.error : undefined), 'Não foi possível carregar o relatório de trocas.');

  return (
    <TelaRelatorio
      titulo={M.title}
      descricao={M.description}
      exportar={dados && !erro && !erroPeriodo ? { obterRelatorio, obterGrafico } : undefined}
      filtros={
        <>
          <FiltroPeriodo de={de} ate={ate} aoMudar={(p) => definir(p)} />
          <Select label={M.agrupar} options={OPCOES_AGRUPAR} value={agrupar} onChange={(e) => definir({ agrupar: e.target.value })} />
        </>
      }
      resumo={[
        { rotulo: M.trocas, valor: dados ? dados.totais.trocas : null, tipo: 'inteiro' },
        { rotulo: M.unidades, valor: dados ? dados.totais.unidades : null, tipo: 'inteiro' },
        { rotulo: M.valorDevolvido, valor: dados ? dados.totais.valor_devolvido : null, tipo: 'dinheiro' },
        { rotulo: M.itensNovos, valor: dados ? dados.totais.valor_novo : null, tipo: 'dinheiro' },
      ]}
      grafico={dados ? <Grafico agrupar={agrupar} dados={dados.linhas} graficoRef={caixa} /> : null}
      tituloGrafico={matriz ? M.graficoMatriz : M.grafico}
      tituloTabela={titulo}
      colunas={tabela?.colunas ?? []}
      linhas={erroPeriodo ? [] : carregando || erro ? undefined : (pagina?.linhas ?? tabela?.linhas)}
      totais={tabela?.totais}
      pagina={pagina?.pagina ?? dados?.pagina}
      aoMudarPagina={(p) => definir({ pagina: p })}
      carregando={carregando}
      erro={erro}
      // A period the database would refuse: its message at the field and in place of the table, no query, no toast.
      mensagemVazio={erroPeriodo ?? MENSAGEM_VAZIO}
      aoTentarDeNovo={() => {
        void consulta.refetch();
        if (matriz) void porTamanho.refetch();
      }}
    />
  );
}

interface GraficoProps {
  agrupar: AgruparTrocas;
  dados: readonly LinhaTrocas[];
  graficoRef: ReturnType<typeof useGraficoRelatorio>['caixa'];
}

/**
 * By motivo × size, a group of bars per size (one per motivo): which sizes come back, and why. Otherwise the
 * units returned per motivo, size or product (the page's products).
 */
function Grafico({ agrupar, dados, graficoRef }: GraficoProps) {
  if (agrupar === 'motivo_tamanho') {
    const motivos = ordenarMotivos(dados.map((d) => d.motivo ?? ''));
    const pontos = ordenarTamanhos(dados.map((d) => d.tamanho ?? '')).map((tamanho) => ({
      tamanho,
      ...Object.fromEntries(motivos.map((m, i) => [`m${i}`, dados.find((d) => d.tamanho === tamanho && d.motivo === m)?.unidades ?? 0])),
    }));
    const series: SerieGrafico[] = motivos.map((m, i) => ({ chave: `m${i}`, nome: m }));
    return <GraficoRelatorio ref={graficoRef} titulo={M.graficoMatriz} dados={pontos} eixoX="tamanho" tipoEixoX="texto" tipoValor="inteiro" series={series} />;
  }
  const pontos = dados.slice(0, 15).map((d) => ({ rotulo: d.rotulo, unidades: d.unidades }));
  return (
    <GraficoRelatorio
      ref={graficoRef}
      titulo={M.grafico}
      dados={pontos}
      eixoX="rotulo"
      tipoEixoX="texto"
      tipoValor="inteiro"
      series={[{ chave: 'unidades', nome: M.unidades, cor: 'coral' }]}
    />
  );
}
