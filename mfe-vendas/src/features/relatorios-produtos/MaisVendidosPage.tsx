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
  LIMITE_EXPORTACAO_PRODUTOS,
  ORDENS_MAIS_VENDIDOS,
  useGetCategoriasRelatorioProdutosQuery,
  useGetProdutoRelatorioQuery,
  useGetRelatorioMaisVendidosQuery,
  useLazyGetRelatorioMaisVendidosQuery,
  type OrdemMaisVendidos,
} from './api';
import { colunasMaisVendidos, linhaMaisVendidos, totaisMaisVendidos } from './colunas';
import { LINHAS_POR_PAGINA, ehId, idDoFiltro, textoErro, useObterRelatorio } from './comum';
import { MAIS_VENDIDOS as M, RELATORIOS_PRODUTOS as R } from './messages';

/** The chart shows the first of the page: more bars would not read on a phone. */
const NO_GRAFICO = 10;

const padroes = () => ({
  ...periodoDoPreset('este-mes'),
  ordem: { padrao: 'unidades', opcoes: ORDENS_MAIS_VENDIDOS },
  categoria: { padrao: '', valido: ehId },
  produto: { padrao: '', valido: ehId },
});

const TIPO_DA_ORDEM = { unidades: 'inteiro', receita: 'dinheiro', margem: 'dinheiro' } as const;

/**
 * /relatorios/mais-vendidos (issue 28): products by units, revenue or margin in the period (optionally of one
 * category); choosing a product shows its colours × sizes, which sizes sell out first. Every filter in the URL.
 */
export function MaisVendidosPage() {
  const [f, definir] = useFiltrosRelatorio(padroes());
  const produto = idDoFiltro(f.produto);
  const categoria = idDoFiltro(f.categoria);
  const ordem = f.ordem as OrdemMaisVendidos;
  const porGrade = produto !== null;
  const erroPeriodo = erroDoPeriodo({ de: f.de, ate: f.ate });
  const args = useMemo(
    () => ({ de: f.de, ate: f.ate, produto, categoria, ordem, limite: LINHAS_POR_PAGINA, pagina: f.pagina }),
    [f.de, f.ate, produto, categoria, ordem, f.pagina],
  );
  const consulta = useGetRelatorioMaisVendidosQuery(args, { skip: erroPeriodo !== null });
  // Inside a product, the "Produto" choices are still the period's best sellers (page 1, cached from before).
  const ranking = useGetRelatorioMaisVendidosQuery({ ...args, produto: null, pagina: 1 }, { skip: erroPeriodo !== null || !porGrade });
  const categorias = useGetCategoriasRelatorioProdutosQuery();
  const escolhido = useGetProdutoRelatorioQuery(produto ?? 0, { skip: !porGrade });
  const [lerTudo] = useLazyGetRelatorioMaisVendidosQuery();
  const { ref: refGrafico, obterGrafico } = useGraficoRelatorio();

  const nomeProduto = escolhido.data?.nome ?? '';
  const colunas = colunasMaisVendidos(porGrade);
  const dados = consulta.data;
  const tituloTabela = porGrade ? M.tabelaGrade(nomeProduto) : M.tabela;

  const opcoesProduto = useMemo(() => {
    const linhas = porGrade ? ranking.data?.linhas ?? [] : dados?.linhas ?? [];
    const opcoes = linhas.filter((l) => l.chave !== null).map((l) => ({ value: String(l.chave), label: l.rotulo }));
    if (produto !== null && !opcoes.some((o) => o.value === String(produto))) opcoes.unshift({ value: String(produto), label: nomeProduto || M.carregandoProduto });
    return [{ value: '', label: M.todosProdutos }, ...opcoes];
  }, [porGrade, ranking.data, dados, produto, nomeProduto]);

  const periodo = useMemo(() => ({ de: f.de, ate: f.ate }), [f.de, f.ate]);
  const ler = useCallback(async () => {
    const tudo = await lerTudo({ ...args, limite: LIMITE_EXPORTACAO_PRODUTOS, pagina: 1 }).unwrap();
    return { linhas: tudo.linhas.map(linhaMaisVendidos), totais: totaisMaisVendidos(tudo.totais) };
  }, [lerTudo, args]);
  const obterRelatorio = useObterRelatorio({ titulo: porGrade ? M.tituloExportacaoGrade(nomeProduto) : M.tituloExportacao, periodo, colunas, ler });

  const resumo: ResumoRelatorio[] | undefined = dados && [
    { rotulo: 'Unidades', valor: dados.totais.unidades, tipo: 'inteiro' },
    { rotulo: 'Receita', valor: dados.totais.receita, tipo: 'dinheiro' },
    { rotulo: 'Margem', valor: dados.totais.margem, tipo: 'dinheiro' },
    { rotulo: 'Margem (%)', valor: dados.totais.margem_percentual, tipo: 'percentual' },
  ];

  return (
    <TelaRelatorio
      titulo={M.title}
      descricao={porGrade ? M.descricaoGrade : M.description}
      exportar={dados && dados.linhas.length > 0 ? { obterRelatorio, obterGrafico } : undefined}
      filtros={
        <>
          <FiltroPeriodo de={f.de} ate={f.ate} aoMudar={(p) => definir(p)} />
          <Select
            label={M.categoria}
            value={f.categoria}
            options={[{ value: '', label: M.todasCategorias }, ...(categorias.data ?? []).map((c) => ({ value: String(c.id), label: c.nome }))]}
            onChange={(e) => definir({ categoria: e.target.value, produto: '' })}
          />
          <Select label={M.produto} value={f.produto} options={opcoesProduto} onChange={(e) => definir({ produto: e.target.value })} />
          <Select
            label={M.ordem}
            value={ordem}
            options={ORDENS_MAIS_VENDIDOS.map((o) => ({ value: o, label: M.ordens[o] }))}
            onChange={(e) => definir({ ordem: e.target.value })}
          />
        </>
      }
      resumo={resumo}
      tituloGrafico={M.grafico(M.ordens[ordem], Math.min(NO_GRAFICO, dados?.linhas.length ?? 0))}
      grafico={
        dados ? (
          <GraficoRelatorio
            ref={refGrafico}
            titulo={`${tituloTabela}: ${M.ordens[ordem]}`}
            dados={dados.linhas.slice(0, NO_GRAFICO).map((l) => ({ rotulo: l.rotulo, [ordem]: l[ordem] }))}
            eixoX="rotulo"
            tipoEixoX="texto"
            series={[{ chave: ordem, nome: M.ordens[ordem], cor: ordem === 'margem' ? 'success' : 'primary' }]}
            tipoValor={TIPO_DA_ORDEM[ordem]}
          />
        ) : undefined
      }
      tituloTabela={tituloTabela}
      colunas={colunas}
      // A period the database would refuse: its message at the field and in place of the table, no query.
      linhas={erroPeriodo ? [] : dados?.linhas.map(linhaMaisVendidos)}
      totais={dados && totaisMaisVendidos(dados.totais)}
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
