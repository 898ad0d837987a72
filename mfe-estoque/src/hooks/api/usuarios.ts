import { STAFF_TIPOS, api, getSupabase, toApiResult, type Tables } from '@loja/shared-ui/platform';

/** A person who can answer for a movement: an active staff login (the database checks the same). */
export type Responsavel = Pick<Tables<'usuarios'>, 'id' | 'nome' | 'email' | 'tipo'>;

export const estoqueUsuariosApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Spec 001: the responsible person is chosen from the active users; by name. */
    listResponsaveis: build.query<Responsavel[], void>({
      queryFn: () =>
        toApiResult(
          getSupabase().from('usuarios').select('id, nome, email, tipo').eq('ativo', true).in('tipo', [...STAFF_TIPOS]).order('nome').order('id'),
          [],
        ),
      providesTags: [{ type: 'Usuario', id: 'LIST' }],
    }),
  }),
});

export const { useListResponsaveisQuery } = estoqueUsuariosApi;
