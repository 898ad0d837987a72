import { api, toApiResult, type ApiTagType } from './api';
import { getSupabase } from './supabase';

/**
 * The registers the view `public.contagens` counts (one row per recurso), each with the tag type its
 * register's endpoints use. The count of a recurso provides that type's `LIST` tag, the tag every
 * create and delete of the register already invalidates (`clientes/api.ts`), so a cliente added in
 * this tab refreshes the hub's count with no change to the register. A new recurso here needs its row
 * in the view (a migration) first.
 */
export const CONTAGEM_TAGS = {
  clientes: 'Cliente',
  fornecedores: 'Fornecedor',
  funcionarios: 'Funcionario',
  produtos: 'Produto',
} as const satisfies Record<string, ApiTagType>;

/** A recurso the view counts: what a hub card names in `contagem`. */
export type ContagemRecurso = keyof typeof CONTAGEM_TAGS;

export const CONTAGEM_RECURSOS = Object.keys(CONTAGEM_TAGS) as ContagemRecurso[];

export function isContagemRecurso(value: unknown): value is ContagemRecurso {
  return typeof value === 'string' && Object.hasOwn(CONTAGEM_TAGS, value);
}

/** How many records of each asked recurso the caller may see; a recurso without a row is absent. */
export type Contagens = Partial<Record<ContagemRecurso, number>>;

/**
 * One read of the view per hub page: the recursos of its cards (sorted, so the cache key is the
 * same whatever the cards' order). The view runs as the caller (security_invoker), so RLS decides:
 * staff get the real totals, anyone else what they may read.
 */
export const contagensApi = api.injectEndpoints({
  endpoints: (build) => ({
    getContagens: build.query<Contagens, readonly ContagemRecurso[]>({
      queryFn: async (recursos) => {
        const result = await toApiResult(getSupabase().from('contagens').select('recurso, total').in('recurso', [...recursos]), []);
        if (result.error) return { error: result.error };
        const contagens: Contagens = {};
        for (const { recurso, total } of result.data) {
          if (isContagemRecurso(recurso) && total !== null) contagens[recurso] = total;
        }
        return { data: contagens };
      },
      providesTags: (_contagens, _error, recursos) => recursos.map((recurso) => ({ type: CONTAGEM_TAGS[recurso], id: 'LIST' })),
    }),
  }),
});

export const { useGetContagensQuery } = contagensApi;
