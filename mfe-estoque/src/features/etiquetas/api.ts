import { api, getSupabase, jsonNumber, jsonNumberOrNull, jsonRecords, jsonText, jsonTextOrNull, toApiResult, type Json } from '@loja/shared-ui/platform';
import { chaveDaGrade, chaveDoProduto } from './itens';

/** One label's data (an element of etiquetas_itens): a grade, or a product without grades. */
export interface DadosEtiqueta {
  /** The key the page's list and URL use: '12' (grade 12) or 'p46' (product 46, no grades). */
  chave: string;
  grade_id: number | null;
  produto_id: number;
  nome: string;
  /** The product's Referência (produtos.codigo_barras). */
  referencia: string | null;
  cor: string | null;
  tamanho: string | null;
  /** What the barcode encodes: the grade's code (always set by the database), or the product's. */
  codigo: string | null;
  /** The price a sale charges now (a running promotion's, else the regular one). */
  preco: number;
  /** produtos.preco_venda: above `preco` while a promotion runs. */
  preco_regular: number;
  estoque: number;
}

export function dadosDasEtiquetas(valor: Json | null | undefined): DadosEtiqueta[] {
  return jsonRecords(valor).map((e) => {
    const grade = jsonNumberOrNull(e.grade_id);
    const produto = jsonNumber(e.produto_id);
    return {
      chave: grade === null ? chaveDoProduto(produto) : chaveDaGrade(grade),
      grade_id: grade,
      produto_id: produto,
      nome: jsonText(e.nome),
      referencia: jsonTextOrNull(e.referencia),
      cor: jsonTextOrNull(e.cor),
      tamanho: jsonTextOrNull(e.tamanho),
      codigo: jsonTextOrNull(e.codigo),
      preco: jsonNumber(e.preco),
      preco_regular: jsonNumber(e.preco_regular),
      estoque: jsonNumber(e.estoque),
    };
  });
}

/** What etiquetas_itens is asked: chosen grades and products, one product, or a search. */
export type EtiquetasArgs = { grades: number[]; produtos: number[] } | { produto: number } | { busca: string };

const rpcArgs = (args: EtiquetasArgs) =>
  'grades' in args
    ? { p_grades: args.grades, p_produtos: args.produtos }
    : 'produto' in args
      ? { p_produto: args.produto }
      : { p_busca: args.busca };

/**
 * The labels' rows from the database (migration 20261130005000): code, name, colour, size and the price
 * of today, in one call. Read-only: a product's or a grade's change (its tags) reads them again.
 */
export const etiquetasApi = api.injectEndpoints({
  endpoints: (build) => ({
    listEtiquetasItens: build.query<DadosEtiqueta[], EtiquetasArgs>({
      queryFn: async (args) => {
        const result = await toApiResult(getSupabase().rpc('etiquetas_itens', rpcArgs(args), { get: true }));
        return result.error ? { error: result.error } : { data: dadosDasEtiquetas(result.data) };
      },
      providesTags: (linhas) => [
        ...(linhas ?? []).map(({ produto_id }) => ({ type: 'Produto' as const, id: produto_id })),
        { type: 'Produto', id: 'LIST' },
      ],
    }),
  }),
});

export const { useListEtiquetasItensQuery, useLazyListEtiquetasItensQuery } = etiquetasApi;
