import { useCallback, useState } from 'react';
import { Input, Select } from '@loja/shared-ui';
import { TelaRelatorio, useFiltrosRelatorio, type ResumoRelatorio } from '@loja/shared-ui/relatorios';
import { LIMITE_EXPORTACAO, LINHAS_POR_PAGINA, useGetRelatorioEstoqueValorizadoQuery, useLazyGetRelatorioEstoqueValorizadoQuery } from './api';
import { COLUNAS_PRODUTOS_PARADOS, linhaProdutoParado, totaisProdutosParados } from './colunas';
import { FiltroCategoria, ehId, idDoFiltro, textoErro, useCategorias, useObterRelatorio } from './comum';
import { relatorioProdutosParados } from './exportacao';
import { PRODUTOS_PARADOS_MESSAGES as M } from './messages';

/** The usual cuts; any other whole number of days from 1 to 3650 (the function's range) is typed. */
const DIAS_PRONTOS = ['30', '60', '90', '180'] as const;
const OUTRO = 'outro';
const diasValidos = (valor: string) => /^\d{1,4}$/.test(valor) && Number(valor) >= 1 && Number(valor) <= 3650;

const PADROES = {
  dias: { padrao: '90', valido: diasValidos },
  categoria: { padrao: '', valido: ehId },
};

/** The typed number of days: written to the URL on Enter or when the field is left, and only when valid. */
function DiasDigitados({ dias, aoMudar }: { dias: string; aoMudar: (dias: string) => void }) {
  const [texto, setTexto] = useState(dias);
  const [erro, setErro] = useState<string | null>(null);
  const confirmar = () => {
    const valor = texto.trim();
    if (!diasValidos(valor)) {
      setErro(M.diasInvalidos);
      return;
    }
    setErro(null);
    aoMudar(String(Number(valor)));
  };
  return (
    <Input
      label={M.diasPersonalizado}
      inputMode="numeric"
      value={texto}
      error={erro ?? undefined}
      onChange={(e) => setTexto(e.target.value)}
      onBlur={confirmar}
      onKeyDown={(e) => {
        if (e.key === 'Enter') confirmar();
      }}
    />
  );
}

/**
 * /relatorios/produtos-parados (issue 28): the products with stock and no confirmed sale in the last N days
 * (30, 60, 90, 180 or typed), optionally of one category, with the day of their last sale and the money
 * stuck in them at cost; the largest first. `relatorio_estoque_valorizado` with `p_sem_venda_dias`.
 */
export function ProdutosParadosPage() {
  const [f, definir] = useFiltrosRelatorio(PADROES);
  const dias = Number(f.dias);
  const categoria = idDoFiltro(f.categoria);
  const categorias = useCategorias(categoria);
  // "Outro número de dias" chosen with a ready-made number still in the URL: the field shows before the URL changes.
  const [digitando, setDigitando] = useState(false);
  const personalizado = digitando || !(DIAS_PRONTOS as readonly string[]).includes(f.dias);
  const consulta = useGetRelatorioEstoqueValorizadoQuery({ agrupar: 'produto', categoria, semVendaDias: dias, limite: LINHAS_POR_PAGINA, pagina: f.pagina });
  const [lerTudo] = useLazyGetRelatorioEstoqueValorizadoQuery();
  const dados = consulta.data;

  const montar = useCallback(
    async (nomeLoja: string) => {
      const tudo = await lerTudo({ agrupar: 'produto', categoria, semVendaDias: dias, limite: LIMITE_EXPORTACAO, pagina: 1 }).unwrap();
      return relatorioProdutosParados(tudo, dias, nomeLoja, categorias.nome);
    },
    [lerTudo, categoria, dias, categorias.nome],
  );
  const obterRelatorio = useObterRelatorio(montar);

  const resumo: ResumoRelatorio[] | undefined = dados && [
    { rotulo: 'Parado a custo', valor: dados.totais.valor_custo, tipo: 'dinheiro' },
    { rotulo: 'Valor de venda', valor: dados.totais.valor_venda, tipo: 'dinheiro' },
    { rotulo: 'Produtos parados', valor: dados.totais.produtos, tipo: 'inteiro' },
    { rotulo: 'Unidades', valor: dados.totais.unidades, tipo: 'inteiro' },
  ];

  return (
    <TelaRelatorio
      titulo={M.title}
      descricao={`${M.description}.`}
      exportar={dados && dados.linhas.length > 0 ? { obterRelatorio } : undefined}
      filtros={
        <>
          <Select
            label={M.dias}
            value={personalizado ? OUTRO : f.dias}
            options={[...DIAS_PRONTOS.map((d) => ({ value: d, label: `${d} dias` })), { value: OUTRO, label: M.outro }]}
            onChange={(e) => {
              const valor = e.target.value;
              setDigitando(valor === OUTRO);
              if (valor !== OUTRO) definir({ dias: valor });
            }}
          />
          {personalizado ? (
            <DiasDigitados
              key={f.dias}
              dias={f.dias}
              aoMudar={(valor) => {
                setDigitando(false);
                definir({ dias: valor });
              }}
            />
          ) : null}
          <FiltroCategoria valor={f.categoria} opcoes={categorias.opcoes} aoMudar={(valor) => definir({ categoria: valor })} />
        </>
      }
      resumo={resumo}
      tituloTabela={M.titulo(dias)}
      colunas={COLUNAS_PRODUTOS_PARADOS}
      linhas={dados?.linhas.map(linhaProdutoParado)}
      totais={dados && totaisProdutosParados(dados.totais)}
      pagina={dados?.pagina}
      aoMudarPagina={(pagina) => definir({ pagina })}
      carregando={consulta.isFetching}
      erro={textoErro(consulta.error, M.erro)}
      aoTentarDeNovo={() => void consulta.refetch()}
      mensagemVazio={M.vazio(dias)}
      rodape={M.rodape}
    />
  );
}
