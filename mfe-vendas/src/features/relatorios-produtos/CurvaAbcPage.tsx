import { useCallback, useMemo } from 'react';
import { Select } from '@loja/shared-ui';
import {
  FiltroPeriodo,
  GraficoRelatorio,
  TelaRelatorio,
  celulaTexto,
  erroDoPeriodo,
  periodoDoPreset,
  useFiltrosRelatorio,
  useGraficoRelatorio,
  type ResumoRelatorio,
} from '@loja/shared-ui/relatorios';
import { CLASSES_ABC, CRITERIOS_ABC, LIMITE_EXPORTACAO_PRODUTOS, useGetRelatorioCurvaAbcQuery, useLazyGetRelatorioCurvaAbcQuery, type CriterioAbc } from './api';
import { colunasCurvaAbc, linhaCurvaAbc, totaisCurvaAbc } from './colunas';
import { LINHAS_POR_PAGINA, participacao, textoErro, useObterRelatorio } from './comum';
import { CURVA_ABC as M, RELATORIOS_PRODUTOS as R } from './messages';

const padroes = () => ({
  ...periodoDoPreset('este-mes'),
  criterio: { padrao: 'receita', opcoes: CRITERIOS_ABC },
});

/**
 * /relatorios/curva-abc (issue 28): the period's products by receita, margem or unidades, largest first, with
 * each one's share and the cumulative share; class A up to 80 %, B up to 95 %, C the rest, as the database
 * classifies them. The chart is the page's Pareto: the bars of each product and the cumulative line.
 */
export function CurvaAbcPage() {
  const [f, definir] = useFiltrosRelatorio(padroes());
  const criterio = f.criterio as CriterioAbc;
  const erroPeriodo = erroDoPeriodo({ de: f.de, ate: f.ate });
  const consulta = useGetRelatorioCurvaAbcQuery({ de: f.de, ate: f.ate, criterio, limite: LINHAS_POR_PAGINA, pagina: f.pagina }, { skip: erroPeriodo !== null });
  const [lerTudo] = useLazyGetRelatorioCurvaAbcQuery();
  const { ref: refGrafico, obterGrafico } = useGraficoRelatorio();
  const dados = consulta.data;
  const nomeCriterio = M.criterios[criterio];
  const tipoValor = criterio === 'unidades' ? 'inteiro' : 'dinheiro';
  const colunas = useMemo(() => colunasCurvaAbc(criterio), [criterio]);

  const periodo = useMemo(() => ({ de: f.de, ate: f.ate }), [f.de, f.ate]);
  const ler = useCallback(async () => {
    const tudo = await lerTudo({ de: f.de, ate: f.ate, criterio, limite: LIMITE_EXPORTACAO_PRODUTOS, pagina: 1 }).unwrap();
    return { linhas: tudo.linhas.map(linhaCurvaAbc), totais: totaisCurvaAbc(tudo.totais) };
  }, [lerTudo, f.de, f.ate, criterio]);
  const obterRelatorio = useObterRelatorio({ titulo: M.tabela(nomeCriterio), periodo, colunas, ler });

  const resumo: ResumoRelatorio[] | undefined =
    dados &&
    [
      ...CLASSES_ABC.map((c): ResumoRelatorio => {
        const { itens, valor } = dados.totais.por_classe[c];
        const parte = celulaTexto(participacao(valor, dados.totais.valor), 'percentual') || '0,0 %';
        return {
          rotulo: M.classe(c),
          valor: itens,
          tipo: 'inteiro',
          detalhe: criterio === 'unidades' ? M.detalheUnidades(celulaTexto(valor, 'inteiro'), parte) : M.detalheClasse(celulaTexto(valor, 'dinheiro'), parte, nomeCriterio),
        };
      }),
      { rotulo: M.produtos, valor: dados.totais.itens, tipo: 'inteiro' },
    ];

  return (
    <TelaRelatorio
      titulo={M.title}
      descricao={M.description}
      exportar={dados && dados.linhas.length > 0 ? { obterRelatorio, obterGrafico } : undefined}
      filtros={
        <>
          <FiltroPeriodo de={f.de} ate={f.ate} aoMudar={(p) => definir(p)} />
          <Select
            label={M.criterio}
            value={criterio}
            options={CRITERIOS_ABC.map((c) => ({ value: c, label: M.criterios[c] }))}
            onChange={(e) => definir({ criterio: e.target.value })}
          />
        </>
      }
      resumo={resumo}
      tituloGrafico={M.grafico}
      grafico={
        dados ? (
          <GraficoRelatorio
            ref={refGrafico}
            titulo={`${M.tabela(nomeCriterio)}: ${M.grafico}`}
            // The ranking's position along the bottom (50 names would not fit; the table names them). The
            // default axis writes a value that is not a date as it is, and keeps the bars upright, so the
            // cumulative line gets the right-hand % axis (a 'texto' axis lies the bars down, with no second axis).
            dados={dados.linhas.map((l) => ({ posicao: l.posicao, valor: l.valor, percentual_acumulado: l.percentual_acumulado }))}
            eixoX="posicao"
            series={[
              { chave: 'valor', nome: nomeCriterio, cor: 'primary' },
              { chave: 'percentual_acumulado', nome: M.acumulado, tipo: 'linha', eixo: 'direita', cor: 'coral' },
            ]}
            tipoValor={tipoValor}
            tipoValorDireita="percentual"
          />
        ) : undefined
      }
      tituloTabela={M.tabela(nomeCriterio)}
      colunas={colunas}
      linhas={erroPeriodo ? [] : dados?.linhas.map(linhaCurvaAbc)}
      totais={dados && totaisCurvaAbc(dados.totais)}
      pagina={dados?.pagina}
      aoMudarPagina={(pagina) => definir({ pagina })}
      carregando={!erroPeriodo && consulta.isFetching}
      mensagemVazio={erroPeriodo ?? undefined}
      erro={erroPeriodo ? null : textoErro(consulta.error, R.erro)}
      aoTentarDeNovo={() => void consulta.refetch()}
      rodape={R.rodape}
    />
  );
}
