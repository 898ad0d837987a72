import { useAppDispatch } from '@loja/shared-ui/platform';
import {
  FiltroPeriodo,
  GraficoRelatorio,
  TelaRelatorio,
  erroDoPeriodo,
  periodoDoPreset,
  useFiltrosRelatorio,
  useGraficoRelatorio,
  type ResumoRelatorio,
} from '@loja/shared-ui/relatorios';
import { skipToken } from '@reduxjs/toolkit/query';
import { LIMITE_EXPORTACAO, relatoriosCadastrosApi, useGetRelatorioClientesQuery } from './api';
import { COLUNAS_CLIENTES_TELA } from './colunas';
import { relatorioClientes, totaisClientes } from './exportacao';
import { RELATORIO_CLIENTES_MESSAGES as M } from './messages';
import { LIMITE_TELA, useNomeLoja } from './nomeLoja';

/**
 * /relatorios/clientes (issue 28; the spec's route, card "Relatório de Clientes"): the period's customers by
 * revenue, with ticket médio, discount and last purchase; the consumidor final apart from their totals; a chart of
 * the top 10. Period and page in the URL.
 */
export function RelatorioClientesPage() {
  const [filtros, definir] = useFiltrosRelatorio({ ...periodoDoPreset('este-mes') });
  const { de, ate, pagina } = filtros;
  const erroPeriodo = erroDoPeriodo({ de, ate });
  const consulta = useGetRelatorioClientesQuery(erroPeriodo ? skipToken : { de, ate, pagina, limite: LIMITE_TELA });
  const dispatch = useAppDispatch();
  const nomeDaLoja = useNomeLoja();
  const { caixa, obterGrafico } = useGraficoRelatorio();
  const dados = consulta.currentData;
  const totais = dados?.totais;

  const resumo: ResumoRelatorio[] = totais
    ? [
        { rotulo: M.resumoFaturamento, valor: totais.faturamento, tipo: 'dinheiro', detalhe: `${totais.compras} ${totais.compras === 1 ? 'compra' : 'compras'}` },
        { rotulo: M.resumoClientes, valor: totais.clientes, tipo: 'inteiro' },
        { rotulo: M.resumoTicket, valor: totais.ticket_medio, tipo: 'dinheiro' },
        {
          rotulo: M.resumoConsumidorFinal,
          valor: totais.consumidor_final.faturamento,
          tipo: 'dinheiro',
          detalhe: `${totais.consumidor_final.compras} ${totais.consumidor_final.compras === 1 ? 'venda' : 'vendas'}, fora dos totais dos clientes`,
        },
      ]
    : [];
  // The chart shows the top 10 of the ranking: the first page's first ten rows (the ranking starts there).
  const top10 = dados && dados.pagina.pagina === 1 ? dados.linhas.slice(0, 10) : [];

  return (
    <TelaRelatorio
      titulo={M.title}
      descricao={M.description}
      exportar={
        erroPeriodo
          ? undefined
          : {
              obterRelatorio: async () => {
                const tudo = await dispatch(
                  relatoriosCadastrosApi.endpoints.getRelatorioClientes.initiate({ de, ate, pagina: 1, limite: LIMITE_EXPORTACAO }, { subscribe: false, forceRefetch: true }),
                ).unwrap();
                return relatorioClientes(tudo, { de, ate }, await nomeDaLoja());
              },
              obterGrafico,
            }
      }
      filtros={<FiltroPeriodo de={de} ate={ate} aoMudar={({ de: novoDe, ate: novoAte }) => definir({ de: novoDe, ate: novoAte })} />}
      resumo={resumo}
      grafico={
        top10.length > 0 ? (
          <GraficoRelatorio ref={caixa} titulo={M.chartTitle} dados={top10} eixoX="rotulo" tipoEixoX="texto" series={[{ chave: 'faturamento', nome: 'Faturamento' }]} />
        ) : undefined
      }
      tituloGrafico={M.chartTitle}
      colunas={COLUNAS_CLIENTES_TELA}
      linhas={erroPeriodo ? [] : dados?.linhas}
      totais={totais ? totaisClientes(totais) : undefined}
      pagina={dados?.pagina}
      aoMudarPagina={(p) => definir({ pagina: p })}
      carregando={!erroPeriodo && consulta.isFetching && !dados}
      erro={consulta.isError ? M.loadFailed : null}
      aoTentarDeNovo={() => void consulta.refetch()}
      rodape={<p>{M.nota}</p>}
    />
  );
}
