import { api, getSupabase, toApiResult, type ApiError } from '@loja/shared-ui/platform';
import { IMAGENS_BUCKET, imagemPath, imagemUrl } from '../storagePaths';
import { erroDeImagem } from './erros';
import { imagemStoragePath } from './fileName';
import type { ProdutoImagem, TipoImagem } from './slots';

export type { ProdutoImagem } from './slots';

export interface SaveImagemArgs {
  produtoId: number;
  tipo: TipoImagem;
  /** The file to store, already checked and compressed (its type is the Content-Type sent). */
  file: File;
}

/** The image rows of one product; the list of products shows the principal one. */
const imagensTag = (produtoId: number) => ({ type: 'Imagem' as const, id: produtoId });
const PRODUTO_LIST_TAG = { type: 'Produto', id: 'LIST' } as const;
const invalidates = (_r: unknown, _e: unknown, { produtoId }: { produtoId: number }) => [imagensTag(produtoId), PRODUTO_LIST_TAG];

/** nome_arquivo has at most 300 characters (schema); the person's own name is kept for them to recognise. */
const NOME_ARQUIVO_MAX = 300;

const bucket = () => getSupabase().storage.from(IMAGENS_BUCKET);

/** Removes files whose rows no longer point at them; a failure leaves unused bytes only, so it is logged. */
async function removerArquivos(paths: string[], contexto: string) {
  if (paths.length === 0) return;
  try {
    const { error } = await bucket().remove(paths);
    if (error) console.error(contexto, paths, error);
  } catch (thrown) {
    console.error(contexto, paths, thrown);
  }
}

type Result<T> = { data: T; error?: undefined } | { error: ApiError; data?: undefined };

/**
 * Spec 001 §7 (produto_imagens): upload to `imagens` at produto/{id}/{timestamp}_{name} (cache 3600),
 * then the slot's row (one per produto_id and tipo_imagem) points at it, then the slot's previous file
 * goes. The order keeps a product from ever pointing at a missing file: a failed upload changes
 * nothing, a failed row write removes the new file, and a failed removal of the old file only leaves
 * bytes behind. Every error answers a Portuguese cause (`erroDeImagem`) for the spec's
 * 'Não foi possível salvar a imagem: {message}'.
 */
export const imagensApi = api.injectEndpoints({
  endpoints: (build) => ({
    listImagensDoProduto: build.query<ProdutoImagem[], number>({
      queryFn: async (produtoId) => {
        const result = await toApiResult(getSupabase().from('produto_imagens').select('*').eq('produto_id', produtoId).order('created_at'), []);
        return result.error ? { error: erroDeImagem(result.error) } : result;
      },
      providesTags: (_imagens, _error, produtoId) => [imagensTag(produtoId)],
    }),

    saveImagemProduto: build.mutation<ProdutoImagem, SaveImagemArgs>({
      queryFn: async ({ produtoId, tipo, file }): Promise<Result<ProdutoImagem>> => {
        const supabase = getSupabase();
        const anterior = await toApiResult(
          supabase.from('produto_imagens').select('url_imagem').eq('produto_id', produtoId).eq('tipo_imagem', tipo).maybeSingle(),
        );
        if (anterior.error) return { error: erroDeImagem(anterior.error) };

        const path = imagemStoragePath(produtoId, file.name, file.type);
        try {
          const { error } = await bucket().upload(path, file, { cacheControl: '3600', contentType: file.type, upsert: false });
          if (error) return { error: erroDeImagem(error) };
        } catch (thrown) {
          return { error: erroDeImagem(thrown) };
        }

        const linha = await toApiResult(
          supabase
            .from('produto_imagens')
            .upsert(
              {
                produto_id: produtoId,
                tipo_imagem: tipo,
                url_imagem: imagemUrl(path),
                nome_arquivo: file.name.slice(0, NOME_ARQUIVO_MAX),
                tamanho_arquivo: file.size,
              },
              { onConflict: 'produto_id,tipo_imagem' },
            )
            .select('*')
            .single(),
        );
        if (linha.error) {
          await removerArquivos([path], 'Imagem enviada sem registro; removendo o arquivo');
          return { error: erroDeImagem(linha.error) };
        }

        const antigo = anterior.data?.url_imagem ? imagemPath(anterior.data.url_imagem) : null;
        if (antigo && antigo !== path) await removerArquivos([antigo], 'Imagem substituída não removida do armazenamento');
        return { data: linha.data };
      },
      invalidatesTags: invalidates,
    }),

    /** Spec 001 §7: the row goes first (asked back, so a refused delete is an error), then its file. */
    removeImagemProduto: build.mutation<ProdutoImagem, { produtoId: number; id: number }>({
      queryFn: async ({ produtoId, id }): Promise<Result<ProdutoImagem>> => {
        const linha = await toApiResult(
          getSupabase().from('produto_imagens').delete().eq('id', id).eq('produto_id', produtoId).select('*').single(),
        );
        if (linha.error) return { error: erroDeImagem(linha.error) };
        const path = imagemPath(linha.data.url_imagem);
        if (path) await removerArquivos([path], 'Imagem removida do produto, mas não do armazenamento');
        return { data: linha.data };
      },
      invalidatesTags: invalidates,
    }),

    /** Moves the image of `de` to `para` and the one of `para` (if any) to `de` ("Tornar principal", drag). */
    trocarImagensProduto: build.mutation<ProdutoImagem[], { produtoId: number; de: TipoImagem; para: TipoImagem }>({
      queryFn: async ({ produtoId, de, para }) => {
        const result = await toApiResult(getSupabase().rpc('trocar_imagens_produto', { p_produto_id: produtoId, p_de: de, p_para: para }), []);
        return result.error ? { error: erroDeImagem(result.error) } : result;
      },
      invalidatesTags: invalidates,
    }),
  }),
});

export const {
  useListImagensDoProdutoQuery,
  useSaveImagemProdutoMutation,
  useRemoveImagemProdutoMutation,
  useTrocarImagensProdutoMutation,
} = imagensApi;
