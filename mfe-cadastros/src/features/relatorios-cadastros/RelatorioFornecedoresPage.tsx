import { Link } from 'react-router-dom';
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
import { LIMITE_EXPORTACAO, relatoriosCadastrosApi, useGetRelatorioFornecedoresQuery } from './api';
import { COLUNAS_FORNECEDORES } from './colunas';
import { relatorioFornecedores, totaisFornecedores } from './exportacao';
import { RELATORIO_FORNECEDORES_MESSAGES as M } from './messages';
import { LIMITE_TELA, useNomeLoja } from './nomeLoja';

/** The open orders one by one: the Ordem de fornecimento report, in Relatórios too. */
export const ORDEM_FORNECIMENTO_PATH = '/relatorios/ordem-fornecimento';

/**
 * /relatorios/fornecedores (issue 28; the spec's route, card "Relatório de Fornecedores"): per supplier, the
 * orders approved and the receipts of the period, and what the open orders still owe now, with the link to the
 * Ordem de fornecimento (the open orders one by one). Period and page in the URL.
 */
export function RelatorioFornecedoresPage() {
  const [filtros, definir] = useFiltrosRelatorio({ ...periodoDoPreset('este-mes') });
  const { de, ate, pagina } = filtros;
  const erroPeriodo = erroDoPeriodo({ de, ate });
  const consulta = useGetRelatorioFornecedoresQuery(erroPeriodo ? skipToken : { de, ate, pagina, limite: LIMITE_TELA });
  const dispatch = useAppDispatch();
  const nomeDaLoja = useNomeLoja();
  const { caixa, obterGrafico } = useGraficoRelatorio();
  const dados = consulta.currentData;
  const totais = dados?.totais;

  const resumo: ResumoRelatorio[] = totais
    ? [
        { rotulo: M.resumoPedido, valor: totais.valor_pedido, tipo: 'dinheiro', detalhe: `${totais.pedidos} ${totais.pedidos === 1 ? 'pedido' : 'pedidos'}` },
        {
          rotulo: M.resumoRecebido,
          valor: totais.valor_recebido,
          tipo: 'dinheiro',
          detalhe: `${totais.recebimentos} ${totais.recebimentos === 1 ? 'recebimento' : 'recebimentos'}`,
        },
        {
          rotulo: M.resumoAberto,
          valor: totais.valor_aberto,
          tipo: 'dinheiro',
          detalhe: `${totais.unidades_abertas} ${totais.unidades_abertas === 1 ? 'unidade' : 'unidades'} em ${totais.pedidos_abertos} ${totais.pedidos_abertos === 1 ? 'pedido' : 'pedidos'}`,
        },
        { rotulo: M.resumoFornecedores, valor: totais.fornecedores, tipo: 'inteiro' },
      ]
    : [];
  // The ten biggest of the first page (the rows come ordered by the value ordered, then the value to come).
  const maiores = dados && dados.pagina.pagina === 1 ? dados.linhas.slice(0, 10) : [];

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
                  relatoriosCadastrosApi.endpoints.getRelatorioFornecedores.initiate(
                    { de, ate, pagina: 1, limite: LIMITE_EXPORTACAO },
                    { subscribe: false, forceRefetch: true },
                  ),
                ).unwrap();
                return relatorioFornecedores(tudo, { de, ate }, await nomeDaLoja());
              },
              obterGrafico,
            }
      }
      filtros={<FiltroPeriodo de={de} ate={ate} aoMudar={({ de: novoDe, ate: novoAte }) => definir({ de: novoDe, ate: novoAte })} />}
      resumo={resumo}
      grafico={
        maiores.length > 0 ? (
          <GraficoRelatorio
            ref={caixa}
            titulo={M.chartTitle}
            dados={maiores}
            eixoX="rotulo"
            tipoEixoX="texto"
            series={[
              { chave: 'valor_pedido', nome: 'Pedido' },
              { chave: 'valor_recebido', nome: 'Recebido' },
              { chave: 'valor_aberto', nome: 'A receber' },
            ]}
          />
        ) : undefined
      }
      tituloGrafico={M.chartTitle}
      colunas={COLUNAS_FORNECEDORES}
      linhas={erroPeriodo ? [] : dados?.linhas}
      totais={totais ? totaisFornecedores(totais) : undefined}
      pagina={dados?.pagina}
      aoMudarPagina={(p) => definir({ pagina: p })}
      carregando={!erroPeriodo && consulta.isFetching && !dados}
      erro={consulta.isError ? M.loadFailed : null}
      aoTentarDeNovo={() => void consulta.refetch()}
      rodape={
        <p>
          {M.notaAberto} <Link to={ORDEM_FORNECIMENTO_PATH}>{M.ordemFornecimento}</Link>
        </p>
      }
    />
  );
}
