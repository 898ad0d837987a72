import { api, getSupabase, jsonNumber, jsonNumberOrNull, jsonRecords, jsonText, jsonTextOrNull, toApiResult, type JsonRecord } from '@loja/shared-ui/platform';
import { compareGrades } from '@loja/shared-ui/format';
import { centavos, type Centavos } from '../../components/dinheiro';

export interface GradeVenda {
  id: number;
  cor: string;
  tamanho: string;
  cor_rgb: string | null;
  codigo_barras: string | null;
  estoque: number;
  /** Estoque atual − what pending orders hold. */
  disponivel: number;
}

export interface ProdutoVenda {
  id: number;
  nome: string;
  preco: Centavos;
  codigo_barras: string | null;
  estoque: number;
  disponivel: number;
  /** The grade a scanned code named, if it named one. */
  gradeLida: number | null;
  grades: GradeVenda[];
}

function lerProduto(p: JsonRecord): ProdutoVenda {
  return {
    id: jsonNumber(p.id),
    nome: jsonText(p.nome),
    preco: centavos(jsonNumber(p.preco_venda)),
    codigo_barras: jsonTextOrNull(p.codigo_barras),
    estoque: jsonNumber(p.estoque),
    disponivel: jsonNumber(p.disponivel),
    gradeLida: jsonNumberOrNull(p.grade_id),
    grades: jsonRecords(p.grades)
      .map((g) => ({
        id: jsonNumber(g.id),
        cor: jsonText(g.cor),
        tamanho: jsonText(g.tamanho),
        cor_rgb: jsonTextOrNull(g.cor_rgb),
        codigo_barras: jsonTextOrNull(g.codigo_barras),
        estoque: jsonNumber(g.estoque),
        disponivel: jsonNumber(g.disponivel),
      }))
      .sort(compareGrades),
  };
}

/** A scanned code (exact) or a name search (every word), as produtos_para_venda takes them. */
export type BuscaProduto = { codigo: string } | { busca: string };

/**
 * The counter's product lookup (migration 20261128001100): a barcode names a grade or a product; a
 * name search gives at most 10 products, each with its colour × size grid and the disponível of each cell.
 */
export const produtosVendaApi = api.injectEndpoints({
  endpoints: (build) => ({
    buscarProdutosParaVenda: build.query<ProdutoVenda[], BuscaProduto>({
      queryFn: async (busca) => {
        const args = 'codigo' in busca ? { p_codigo: busca.codigo } : { p_busca: busca.busca };
        const result = await toApiResult(getSupabase().rpc('produtos_para_venda', args));
        return result.error ? result : { data: jsonRecords(result.data).map(lerProduto) };
      },
      // A sale or an order changes the disponível: a new lookup reads it again.
      providesTags: [{ type: 'Produto', id: 'LIST' }, { type: 'Venda', id: 'LIST' }],
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useBuscarProdutosParaVendaQuery, useLazyBuscarProdutosParaVendaQuery } = produtosVendaApi;
