import { useCallback, useMemo } from 'react';
import { Select } from '@loja/shared-ui';
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
import {
  AGRUPAMENTOS_MARGEM,
  LIMITE_EXPORTACAO_PRODUTOS,
  useGetCategoriasRelatorioProdutosQuery,
  useGetRelatorioMargemQuery,
  useLazyGetRelatorioMargemQuery,
  type AgruparMargem,
} from './api';
import { colunasMargem, linhaMargem, totaisMargem } from './colunas';
import { LINHAS_POR_PAGINA, ehId, idDoFiltro, textoErro, useObterRelatorio } from './comum';
import { MARGEM as M, RELATORIOS_PRODUTOS as R } from './messages';

const NO_GRAFICO = 10;

const padroes = () => ({
  ...periodoDoPreset('este-mes'),
  agrupar: { padrao: 'produto', opcoes: AGRUPAMENTOS_MARGEM },
  categoria: { padrao: '', valido: ehId },
});

/**
 * /relatorios/margem (issue 28): receita, custo and margem per product (optionally of one category) or per
 * category, from the cost copied on each sale line, largest margin first.
 */
export function MargemPage() {
  const [f, definir] = useFiltrosRelatorio(padroes());
  const agrupar = f.agrupar as AgruparMargem;
  // By category the category filter would leave one line: it applies to the products only.
  const categoria = agrupar === 'produto' ? idDoFiltro(f.categoria) : null;
  const erroPeriodo = erroDoPeriodo({ de: f.de, ate: f.ate });
  const args = { de: f.de, ate: f.ate, agrupar, categoria, limite: LINHAS_POR_PAGINA, pagina: f.pagina };
  const consulta = useGetRelatorioMargemQuery(args, { skip: erroPeriodo !== null });
  const categorias = useGetCategoriasRelatorioProdutosQuery(undefined, { skip: agrupar !== 'produto' });
  const [lerTudo] = useLazyGetRelatorioMargemQuery();
  const { ref: refGrafico, obterGrafico } = useGraficoRelatorio();
  const dados = consulta.data;
  const nomeAgrupar = M.agrupamentos[agrupar];
  const colunas = useMemo(() => colunasMargem(agrupar), [agrupar]);

  const periodo = useMemo(() => ({ de: f.de, ate: f.ate }), [f.de, f.ate]);
  const ler = useCallback(async () => {
    const tudo = await lerTudo({ de: f.de, ate: f.ate, agrupar, categoria, limite: LIMITE_EXPORTACAO_PRODUTOS, pagina: 1 }).unwrap();
    return { linhas: tudo.linhas.map(linhaMargem), totais: totaisMargem(tudo.totais, agrupar) };
  }, [lerTudo, f.de, f.ate, agrupar, categoria]);
  const obterRelatorio = useObterRelatorio({ titulo: M.tabela(nomeAgrupar), periodo, colunas, ler });

  const resumo: ResumoRelatorio[] | undefined = dados && [
    { rotulo: 'Receita', valor: dados.totais.receita, tipo: 'dinheiro' },
    { rotulo: 'Custo', valor: dados.totais.custo, tipo: 'dinheiro' },
    { rotulo: 'Margem', valor: dados.totais.margem, tipo: 'dinheiro' },
    { rotulo: 'Margem (%)', valor: dados.totais.margem_percentual, tipo: 'percentual' },
  ];
  const noGrafico = dados?.linhas.slice(0, NO_GRAFICO) ?? [];

  return (
    <TelaRelatorio
      titulo={M.title}
      descricao={M.description}
      exportar={dados && dados.linhas.length > 0 ? { obterRelatorio, obterGrafico } : undefined}
      filtros={
        <>
          <FiltroPeriodo de={f.de} ate={f.ate} aoMudar={(p) => definir(p)} />
          <Select
            label={M.agrupar}
            value={agrupar}
            options={AGRUPAMENTOS_MARGEM.map((a) => ({ value: a, label: M.agrupamentos[a] }))}
            onChange={(e) => definir({ agrupar: e.target.value })}
          />
          {agrupar === 'produto' ? (
            <Select
              label={M.categoria}
              value={f.categoria}
              options={[{ value: '', label: M.todasCategorias }, ...(categorias.data ?? []).map((c) => ({ value: String(c.id), label: c.nome }))]}
              onChange={(e) => definir({ categoria: e.target.value })}
            />
          ) : null}
        </>
      }
      resumo={resumo}
      tituloGrafico={M.grafico(noGrafico.length)}
      grafico={
        dados ? (
          <GraficoRelatorio
            ref={refGrafico}
            titulo={`${M.tabela(nomeAgrupar)}: ${M.grafico(noGrafico.length)}`}
            dados={noGrafico.map((l) => ({ rotulo: l.rotulo, receita: l.receita, margem: l.margem }))}
            eixoX="rotulo"
            tipoEixoX="texto"
            series={[
              { chave: 'receita', nome: 'Receita', cor: 'primary' },
              { chave: 'margem', nome: 'Margem', cor: 'success' },
            ]}
          />
        ) : undefined
      }
      tituloTabela={M.tabela(nomeAgrupar)}
      colunas={colunas}
      linhas={erroPeriodo ? [] : dados?.linhas.map(linhaMargem)}
      totais={dados && totaisMargem(dados.totais, agrupar)}
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
