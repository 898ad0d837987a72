import { Select } from '@loja/shared-ui';
import { useAppDispatch } from '@loja/shared-ui/platform';
import { TelaRelatorio, hojeLoja, useFiltrosRelatorio, type ResumoRelatorio } from '@loja/shared-ui/relatorios';
import { LIMITE_EXPORTACAO, relatoriosCadastrosApi, useGetRelatorioAniversariantesQuery } from './api';
import { COLUNAS_ANIVERSARIANTES_TELA } from './colunas';
import { relatorioAniversariantes, totaisAniversariantes } from './exportacao';
import { MESES, RELATORIO_ANIVERSARIANTES_MESSAGES as M } from './messages';
import { LIMITE_TELA, useNomeLoja } from './nomeLoja';
import { ParabensWhatsApp } from './ParabensWhatsApp';

const OPCOES_MES = MESES.map((nome, i) => ({ value: String(i + 1), label: nome }));

/**
 * /relatorios/aniversariantes (issue 28): the active customers born in the month (`?mes=1..12`, default the
 * shop's current month), by day, with the age they turn this year, their last purchase and the WhatsApp chat
 * with the greeting the customer list opens (the same `WhatsAppAction`: "Olá, <nome>!"), in a card of their own
 * above the table.
 */
export function RelatorioAniversariantesPage() {
  const hoje = hojeLoja();
  const ano = Number(hoje.slice(0, 4));
  const [filtros, definir] = useFiltrosRelatorio({ mes: { padrao: String(Number(hoje.slice(5, 7))), opcoes: OPCOES_MES.map((o) => o.value) } });
  const mes = Number(filtros.mes);
  const consulta = useGetRelatorioAniversariantesQuery({ mes, pagina: filtros.pagina, limite: LIMITE_TELA });
  const dispatch = useAppDispatch();
  const nomeDaLoja = useNomeLoja();
  const dados = consulta.currentData;
  const resumo: ResumoRelatorio[] = dados ? [{ rotulo: M.resumoClientes, valor: dados.totais.clientes, tipo: 'inteiro' }] : [];

  return (
    <TelaRelatorio
      titulo={M.title}
      descricao={M.description}
      exportar={{
        obterRelatorio: async () => {
          const tudo = await dispatch(
            relatoriosCadastrosApi.endpoints.getRelatorioAniversariantes.initiate({ mes, pagina: 1, limite: LIMITE_EXPORTACAO }, { subscribe: false, forceRefetch: true }),
          ).unwrap();
          return relatorioAniversariantes(tudo, ano, mes, await nomeDaLoja());
        },
      }}
      filtros={<Select label={M.mes} options={OPCOES_MES} value={String(mes)} onChange={(e) => definir({ mes: e.target.value })} />}
      resumo={resumo}
      // The card above the table (shown, like a chart, only when there are rows): the greetings to send.
      grafico={dados && dados.linhas.length > 0 ? <ParabensWhatsApp linhas={dados.linhas} /> : undefined}
      tituloGrafico={M.parabens}
      colunas={COLUNAS_ANIVERSARIANTES_TELA}
      linhas={dados?.linhas}
      totais={dados ? totaisAniversariantes(dados.totais) : undefined}
      pagina={dados?.pagina}
      aoMudarPagina={(p) => definir({ pagina: p })}
      carregando={consulta.isFetching && !dados}
      erro={consulta.isError ? M.loadFailed : null}
      aoTentarDeNovo={() => void consulta.refetch()}
      mensagemVazio={M.vazio}
    />
  );
}
