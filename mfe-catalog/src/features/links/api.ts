import { api, getSupabase, toApiError } from '@loja/shared-ui/platform';
import { CATEGORIAS_LINKS } from './categorias';

/** Category id -> url_imagem of the principal image of its first product in stock (or null). */
export type CapasCategorias = Record<number, string | null>;

/** One small request per category: the first active product in stock that has a principal image. */
async function buscarCapa(categoriaId: number): Promise<string | null> {
  const { data, error } = await getSupabase()
    .from('catalogo_produtos')
    .select('id, imagens:produto_imagens!inner(url_imagem)')
    .eq('categoria_id', categoriaId)
    .eq('imagens.tipo_imagem', 'principal')
    .gt('estoque_atual', 0)
    .order('id')
    .limit(1);
  if (error) throw error;
  return data?.[0]?.imagens?.[0]?.url_imagem ?? null;
}

export const linksApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCapasCategorias: build.query<CapasCategorias, void>({
      queryFn: async () => {
        try {
          const urls = await Promise.all(CATEGORIAS_LINKS.map((categoria) => buscarCapa(categoria.id)));
          return { data: Object.fromEntries(CATEGORIAS_LINKS.map((categoria, i) => [categoria.id, urls[i]])) };
        } catch (error) {
          return { error: toApiError(error) };
        }
      },
      providesTags: ['Produto', 'Imagem'],
    }),
  }),
});

export const { useGetCapasCategoriasQuery } = linksApi;
