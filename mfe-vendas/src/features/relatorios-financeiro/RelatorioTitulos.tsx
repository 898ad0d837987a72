import { useCallback, useMemo, type ReactNode } from 'react';
import { Select } from '@loja/shared-ui';
import {
  FiltroPeriodo,
  GraficoRelatorio,
  MENSAGEM_VAZIO,
  TelaRelatorio,
  celulaTexto,
  erroDoPeriodo,
  periodoDoPreset,
  useFiltrosRelatorio,
  useGraficoRelatorio,
  type ResumoRelatorio,
} from '@loja/shared-ui/relatorios';
import {
  AGRUPAR_TITULOS,
  LADOS_TITULOS,
  LIMITE_EXPORTACAO,
  useGetRelatorioTitulosQuery,
  useLazyGetRelatorioTitulosQuery,
  type AgruparTitulos,
  type LadoTitulos,
  type LinhaTitulos,
  type TotaisTitulos,
} from './api';
import { LIMITE_TELA, paginaLocal, textoErro, useObterRelatorio } from './comum';
import { FINANCEIRO_MESSAGES as M } from './messages';
import { tabelaTitulos, type Tabela } from './tabelas';

const OPCOES_LADO = LADOS_TITULOS.map((valor) => ({ value: valor, label: M.lados[valor] }));
const OPCOES_AGRUPAR = AGRUPAR_TITULOS.map((valor) => ({ value: valor, label: M.agrupamentos[valor] }));

/** Each side's figures of the period (cancelled títulos left out): due, paid, still open, overdue. */
function resumoTitulos(totais: TotaisTitulos | undefined, lado: LadoTitulos): ResumoRelatorio[] {
  const lados = lado === 'ambos' ? (['receber', 'pagar'] as const) : [lado];
  return lados.map((l) => {
    const t = totais?.[l];
    const pago = l === 'receber' ? 'recebido' : 'pago';
    return {
      rotulo: M.resumo[l],
      valor: t ? t.valor : null,
      tipo: 'dinheiro',
      detalhe: t
        ? `${celulaTexto(t.pago, 'dinheiro')} ${pago} · ${celulaTexto(t.saldo, 'dinheiro')} em aberto · ${celulaTexto(t.vencido, 'dinheiro')} vencido`
        : undefined,
    };
  });
}

/**
 * The títulos report of /relatorios/financeiro: títulos due in the period by side × situação (em aberto,
 * parcial, vencido, pago, cancelado), by due day or one by one (relatorio_titulos), for one side or both.
 */
export function RelatorioTitulos({ seletor }: { seletor: ReactNode }) {
  const [filtros, definir] = useFiltrosRelatorio({
    ...periodoDoPreset('este-mes'),
    lado: { padrao: 'ambos', opcoes: LADOS_TITULOS },
    agrupar: { padrao: 'situacao', opcoes: AGRUPAR_TITULOS },
  });
  const { de, ate } = filtros;
  const lado = filtros.lado as LadoTitulos;
  const agrupar = filtros.agrupar as AgruparTitulos;
  const erroPeriodo = erroDoPeriodo({ de, ate });
  // By day the chart draws every day of the period: one answer of the whole period, paged here. One by one pages in the database.
  const inteiro = agrupar !== 'titulo';
  const consulta = useGetRelatorioTitulosQuery(
    { de, ate, lado, agrupar, limite: inteiro ? LIMITE_EXPORTACAO : LIMITE_TELA, pagina: inteiro ? 1 : filtros.pagina },
    { skip: erroPeriodo !== null },
  );
  const [lerTitulos] = useLazyGetRelatorioTitulosQuery();
  const { caixa, obterGrafico } = useGraficoRelatorio();
  const dados = consulta.data;
  const tabela = useMemo(() => (dados ? tabelaTitulos(agrupar, lado, dados.linhas, dados.totais) : undefined), [dados, agrupar, lado]);
  const pagina = inteiro && tabela ? paginaLocal(tabela.linhas, filtros.pagina) : null;

  const titulo = `${M.tituloRelatorio[agrupar]}${lado === 'ambos' ? '' : ` (${M.lados[lado].toLowerCase()})`}`;
  const periodo = useMemo(() => ({ de, ate }), [de, ate]);
  const ler = useCallback(async (): Promise<Tabela> => {
    const tudo = await lerTitulos({ de, ate, lado, agrupar, limite: LIMITE_EXPORTACAO, pagina: 1 }, true).unwrap();
    return tabelaTitulos(agrupar, lado, tudo.linhas, tudo.totais);
  }, [lerTitulos, de, ate, lado, agrupar]);
  const obterRelatorio = useObterRelatorio(titulo, periodo, ler);
  const erro = textoErro(consulta.error, 'Não foi possível carregar o relatório de títulos.');

  return (
    <TelaRelatorio
      titulo={M.title}
      descricao={M.description}
      exportar={dados && !erro && !erroPeriodo ? { obterRelatorio, obterGrafico } : undefined}
      filtros={
        <>
          {seletor}
          <FiltroPeriodo de={de} ate={ate} aoMudar={(p) => definir(p)} />
          <Select label={M.lado} options={OPCOES_LADO} value={lado} onChange={(e) => definir({ lado: e.target.value })} />
          <Select label={M.agrupar} options={OPCOES_AGRUPAR} value={agrupar} onChange={(e) => definir({ agrupar: e.target.value })} />
        </>
      }
      resumo={resumoTitulos(dados?.totais, lado)}
      grafico={dados && agrupar !== 'titulo' ? <Grafico agrupar={agrupar} linhas={dados.linhas} graficoRef={caixa} /> : null}
      tituloGrafico={agrupar === 'dia' ? M.graficoDia : M.grafico}
      tituloTabela={titulo}
      colunas={tabela?.colunas ?? []}
      linhas={erroPeriodo ? [] : consulta.isFetching || erro ? undefined : (pagina?.linhas ?? tabela?.linhas)}
      totais={tabela?.totais}
      pagina={pagina?.pagina ?? dados?.pagina}
      aoMudarPagina={(p) => definir({ pagina: p })}
      carregando={consulta.isFetching}
      erro={erro}
      // A period the database would refuse: its message at the field and in place of the table, no query, no toast.
      mensagemVazio={erroPeriodo ?? MENSAGEM_VAZIO}
      aoTentarDeNovo={() => void consulta.refetch()}
    />
  );
}

interface GraficoProps {
  agrupar: Exclude<AgruparTitulos, 'titulo'>;
  linhas: readonly LinhaTitulos[];
  graficoRef: ReturnType<typeof useGraficoRelatorio>['caixa'];
}

/** By situação, each line's value and what is still open; by day, the value due each day on each side. */
function Grafico({ agrupar, linhas, graficoRef }: GraficoProps) {
  if (agrupar === 'situacao') {
    return (
      <GraficoRelatorio
        ref={graficoRef}
        titulo={M.grafico}
        dados={linhas.map((l) => ({ rotulo: l.rotulo, valor: l.valor, saldo: l.saldo }))}
        eixoX="rotulo"
        tipoEixoX="texto"
        series={[
          { chave: 'valor', nome: 'Valor', cor: 'primary' },
          { chave: 'saldo', nome: 'Saldo em aberto', cor: 'coral' },
        ]}
      />
    );
  }
  // A point per day with each side's value (the database sends a line per day and side).
  const dias = new Map<string, { dia: string; receber: number; pagar: number }>();
  for (const l of linhas) {
    if (!l.vencimento) continue;
    const ponto = dias.get(l.vencimento) ?? { dia: l.vencimento, receber: 0, pagar: 0 };
    ponto[l.lado] = l.valor;
    dias.set(l.vencimento, ponto);
  }
  const lados = new Set(linhas.map((l) => l.lado));
  return (
    <GraficoRelatorio
      ref={graficoRef}
      titulo={M.graficoDia}
      dados={[...dias.values()]}
      eixoX="dia"
      tipoEixoX="data"
      series={[
        ...(lados.has('receber') ? [{ chave: 'receber', nome: M.lados.receber, cor: 'success' as const }] : []),
        ...(lados.has('pagar') ? [{ chave: 'pagar', nome: M.lados.pagar, cor: 'destructive' as const }] : []),
      ]}
    />
  );
}
