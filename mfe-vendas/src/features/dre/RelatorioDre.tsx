import { useCallback, useMemo, type ReactNode } from 'react';
import { Input } from '@loja/shared-ui';
import { TelaRelatorio, fimDoMes, hojeLoja, useFiltrosRelatorio, type Relatorio } from '@loja/shared-ui/relatorios';
import { useGetLojaParaVendaQuery } from '../../hooks';
import { useGetDreMensalQuery } from './api';
import { mesPorExtenso } from './DrePage';
import { DRE_MESSAGES as M } from './messages';
import { COLUNAS_DRE, tabelaDre } from './relatorio';

const MES = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * The DRE in Relatórios → Financeiro (issue 28): the month's statement of /financeiro/dre (dre_mensal), the
 * month in the URL (`?mes=2026-11`, this month by default), printable and exported as CSV and PDF, saying that
 * it is a management report. `titulo` and `seletor`: the page's heading and its "Relatório" select.
 */
export function RelatorioDre({ titulo: tituloPagina = M.title, seletor }: { titulo?: string; seletor?: ReactNode }) {
  const [filtros, definir] = useFiltrosRelatorio({ mes: { padrao: hojeLoja().slice(0, 7), valido: (v: string) => MES.test(v) } });
  const mes = filtros.mes;
  const consulta = useGetDreMensalQuery(`${mes}-01`);
  const dre = consulta.data;
  const linhas = useMemo(() => (dre ? tabelaDre(dre) : undefined), [dre]);
  const { data: loja, refetch } = useGetLojaParaVendaQuery();
  const titulo = M.relatorio(mesPorExtenso(mes));

  // dre_mensal answers the whole month: the export is what the screen shows.
  const obterRelatorio = useCallback(async (): Promise<Relatorio> => {
    const nomeLoja = loja ? loja.nome : (await refetch().unwrap()).nome;
    return { titulo, nomeLoja, periodo: { de: `${mes}-01`, ate: fimDoMes(`${mes}-01`) }, colunas: COLUNAS_DRE, linhas: linhas ?? [] };
  }, [loja, refetch, titulo, mes, linhas]);

  return (
    <TelaRelatorio
      titulo={tituloPagina}
      descricao={
        <>
          {M.relatorioDescricao} <strong>{M.aviso}</strong> {M.avisoDetalhe}
        </>
      }
      exportar={linhas ? { obterRelatorio } : undefined}
      filtros={
        <>
          {seletor}
          <Input type="month" label={M.mes} value={mes} onChange={(e) => MES.test(e.target.value) && definir({ mes: e.target.value })} />
        </>
      }
      resumo={[
        { rotulo: 'Receita líquida', valor: dre ? dre.receita_liquida / 100 : null, tipo: 'dinheiro' },
        { rotulo: 'Lucro bruto', valor: dre ? dre.lucro_bruto / 100 : null, tipo: 'dinheiro' },
        { rotulo: 'Resultado do mês', valor: dre ? dre.resultado / 100 : null, tipo: 'dinheiro' },
      ]}
      tituloTabela={titulo}
      colunas={COLUNAS_DRE}
      linhas={consulta.isFetching ? undefined : linhas}
      carregando={consulta.isFetching}
      erro={consulta.isError ? M.erro : null}
      aoTentarDeNovo={() => void consulta.refetch()}
    />
  );
}
