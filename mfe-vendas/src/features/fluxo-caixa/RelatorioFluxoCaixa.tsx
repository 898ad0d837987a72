import { useCallback, useMemo, type ReactNode } from 'react';
import { Select } from '@loja/shared-ui';
import {
  FiltroPeriodo,
  TelaRelatorio,
  erroDoPeriodo,
  periodoDoPreset,
  useFiltrosRelatorio,
  useGraficoRelatorio,
  type Relatorio,
} from '@loja/shared-ui/relatorios';
import { formatCentavos } from '../../components';
import { useGetLojaParaVendaQuery } from '../../hooks';
import { useGetFluxoCaixaQuery } from './api';
import { GraficoMovimento } from './components/FluxoGraficos';
import { FLUXO_MESSAGES as M } from './messages';
import type { Agrupar } from './params';
import { tabelaFluxo } from './relatorio';

const AGRUPAR: readonly Agrupar[] = ['dia', 'mes'];
const OPCOES_AGRUPAR = [
  { value: 'dia', label: M.porDia },
  { value: 'mes', label: M.porMes },
];

/**
 * The fluxo de caixa in Relatórios → Financeiro (issue 28): the same call as /financeiro/fluxo-de-caixa
 * (fluxo_caixa) in the report screen, with the period in the URL (this month by day by default), the
 * movement chart and the table, printable and exported as CSV and PDF. `titulo` and `seletor`: the page's heading
 * and its "Relatório" select.
 */
export function RelatorioFluxoCaixa({ titulo: tituloPagina = M.title, seletor }: { titulo?: string; seletor?: ReactNode }) {
  const [filtros, definir] = useFiltrosRelatorio({ ...periodoDoPreset('este-mes'), agrupar: { padrao: 'dia', opcoes: AGRUPAR } });
  const { de, ate } = filtros;
  const agrupar: Agrupar = filtros.agrupar === 'mes' ? 'mes' : 'dia';
  const erroPeriodo = erroDoPeriodo({ de, ate });
  const consulta = useGetFluxoCaixaQuery({ de, ate, agrupar }, { skip: erroPeriodo !== null });
  const fluxo = consulta.data;
  const tabela = useMemo(() => (fluxo ? tabelaFluxo(fluxo) : undefined), [fluxo]);
  const { caixa, obterGrafico } = useGraficoRelatorio();
  const { data: loja, refetch } = useGetLojaParaVendaQuery();
  const titulo = M.relatorio(agrupar);

  // fluxo_caixa answers the whole period at once: the export is what the screen shows.
  const obterRelatorio = useCallback(async (): Promise<Relatorio> => {
    const nomeLoja = loja ? loja.nome : (await refetch().unwrap()).nome;
    const t = tabela ?? { colunas: [], linhas: [] };
    return { titulo, nomeLoja, periodo: { de, ate }, colunas: t.colunas, linhas: t.linhas, totais: tabela?.totais };
  }, [loja, refetch, tabela, titulo, de, ate]);

  return (
    <TelaRelatorio
      titulo={tituloPagina}
      descricao={M.relatorioDescricao}
      exportar={tabela && !erroPeriodo ? { obterRelatorio, obterGrafico } : undefined}
      filtros={
        <>
          {seletor}
          <FiltroPeriodo de={de} ate={ate} aoMudar={(p) => definir(p)} />
          <Select label={M.agrupar} options={OPCOES_AGRUPAR} value={agrupar} onChange={(e) => definir({ agrupar: e.target.value })} />
        </>
      }
      resumo={[
        { rotulo: M.saldoInicial, valor: fluxo ? fluxo.totais.saldo_inicial / 100 : null, tipo: 'dinheiro' },
        { rotulo: M.entradas, valor: fluxo ? fluxo.totais.entradas / 100 : null, tipo: 'dinheiro', detalhe: fluxo ? `${M.entradasPrevistas}: ${formatCentavos(fluxo.totais.entradas_previstas)}` : undefined },
        { rotulo: M.saidas, valor: fluxo ? fluxo.totais.saidas / 100 : null, tipo: 'dinheiro', detalhe: fluxo ? `${M.saidasPrevistas}: ${formatCentavos(fluxo.totais.saidas_previstas)}` : undefined },
        { rotulo: M.saldoFinal, valor: fluxo ? fluxo.totais.saldo_final / 100 : null, tipo: 'dinheiro', detalhe: fluxo ? `${M.saldoPrevisto}: ${formatCentavos(fluxo.totais.saldo_previsto)}` : undefined },
      ]}
      grafico={
        fluxo ? (
          <div ref={caixa}>
            <GraficoMovimento fluxo={fluxo} />
          </div>
        ) : null
      }
      tituloGrafico={M.graficoMovimento}
      tituloTabela={titulo}
      colunas={tabela?.colunas ?? []}
      linhas={erroPeriodo ? [] : consulta.isFetching ? undefined : tabela?.linhas}
      totais={tabela?.totais}
      carregando={consulta.isFetching}
      erro={consulta.isError ? M.erro : null}
      aoTentarDeNovo={() => void consulta.refetch()}
      // A period the database would refuse: its message at the field and in place of the table, no query, no toast.
      mensagemVazio={erroPeriodo ?? M.semMovimento}
      rodape={
        fluxo ? (
          <ul>
            <li>{M.explicacao}</li>
            {fluxo.vencidos.receber > 0 || fluxo.vencidos.pagar > 0 ? (
              <li>{M.vencidos(formatCentavos(fluxo.vencidos.receber), formatCentavos(fluxo.vencidos.pagar))}</li>
            ) : null}
            {fluxo.movimentos_internos.sangrias > 0 || fluxo.movimentos_internos.suprimentos > 0 ? (
              <li>{M.internos(formatCentavos(fluxo.movimentos_internos.sangrias), formatCentavos(fluxo.movimentos_internos.suprimentos))}</li>
            ) : null}
          </ul>
        ) : null
      }
    />
  );
}
