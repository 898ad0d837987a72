import { api, listaEndpoints, type ListRowOf, type RegisterListArgs, getSupabase, toApiResult, type Tables, type TablesUpdate } from '@loja/shared-ui/platform';
import type { TipoUsuario } from './schema';

export type Funcionario = Tables<'funcionarios'>;
export type Usuario = Tables<'usuarios'>;

export type FuncionariosArgs = RegisterListArgs;

/** The employee fields a form writes (auth_user_id is written only by the login functions). */
export type FuncionarioDados = Omit<TablesUpdate<'funcionarios'>, 'id' | 'empresa_id' | 'auth_user_id' | 'busca' | 'created_at' | 'updated_at'>;

/** A new login: e-mail, password and role (spec 001 §5). A type, not an interface, so it is `Json` for the RPC. */
export type NovoUsuario = { email: string; senha: string; tipo: TipoUsuario };

/** What the edit form may change on a linked login: spec 001 §7 (nome, tipo) plus activation. */
export type UsuarioChanges = Pick<TablesUpdate<'usuarios'>, 'nome' | 'tipo' | 'ativo'>;

const LIST_TAG = { type: 'Funcionario', id: 'LIST' } as const;
const USUARIO_LIST_TAG = { type: 'Usuario', id: 'LIST' } as const;

/**
 * Spec 001 §7 (funcionarios): the list searches nome, CPF, telefone, e-mail and cargo in the
 * database (`busca`, accent-free), ordered by nome. A new employee, with or without a login, is one
 * call to `cadastrar_funcionario` (migration 20261123000500): the login, its role and the employee
 * are written in one transaction, so a failure leaves neither a half-made employee nor an orphan
 * login, and the admin's own session is never touched. Writes are the admin's (RLS and functions).
 * The list, get, update and delete are the kit's (`listaEndpoints`); a delete also changes the logins' list.
 */
export const funcionariosApi = api.injectEndpoints({
  endpoints: (build) => {
    const funcionarios = listaEndpoints(build, {
      table: 'funcionarios',
      tag: 'Funcionario',
      columns: ['id', 'nome', 'cpf', 'telefone', 'email', 'cargo', 'cidade', 'estado', 'ativo', 'created_at', 'usuario_tipo', 'usuario_ativo'],
      deleteAlsoInvalidates: [USUARIO_LIST_TAG],
    });
    return {
      listFuncionarios: funcionarios.list,
      getFuncionario: funcionarios.get,
      /** Spec 001 §7 (usuarios): the login linked to an employee, read by auth_user_id. */
      getUsuarioDoFuncionario: build.query<Usuario | null, string>({
        queryFn: (authUserId) => toApiResult(getSupabase().from('usuarios').select('*').eq('auth_user_id', authUserId).maybeSingle()),
        providesTags: (usuario) => (usuario ? [{ type: 'Usuario', id: usuario.id }] : []),
      }),
      createFuncionario: build.mutation<Funcionario, { funcionario: FuncionarioDados; usuario: NovoUsuario | null }>({
        queryFn: ({ funcionario, usuario }) =>
          toApiResult(
            getSupabase()
              .rpc('cadastrar_funcionario', {
                p_funcionario: funcionario,
                p_usuario: usuario ?? undefined,
              })
              .single(),
          ),
        invalidatesTags: [LIST_TAG, { type: 'Usuario', id: 'LIST' }],
      }),
      updateFuncionario: funcionarios.update,
      /** Spec 001 §7: update usuarios by auth_user_id; the caller only logs a failure. */
      updateUsuarioDoFuncionario: build.mutation<Usuario, { authUserId: string; funcionarioId: number; changes: UsuarioChanges }>({
        queryFn: ({ authUserId, changes }) => toApiResult(getSupabase().from('usuarios').update(changes).eq('auth_user_id', authUserId).select('*').single()),
        invalidatesTags: (usuario, _error, { funcionarioId }) => [
          ...(usuario ? [{ type: 'Usuario' as const, id: usuario.id }] : []),
          { type: 'Usuario', id: 'LIST' },
          { type: 'Funcionario', id: funcionarioId },
          LIST_TAG,
        ],
      }),
      /** "Criar Usuário" for an employee without a login. */
      createUsuarioDoFuncionario: build.mutation<Funcionario, { funcionarioId: number; usuario: NovoUsuario }>({
        queryFn: ({ funcionarioId, usuario }) =>
          toApiResult(
            getSupabase()
              .rpc('criar_usuario_funcionario', {
                p_funcionario_id: funcionarioId,
                p_usuario: usuario,
              })
              .single(),
          ),
        invalidatesTags: (_funcionario, _error, { funcionarioId }) => [{ type: 'Funcionario', id: funcionarioId }, LIST_TAG, { type: 'Usuario', id: 'LIST' }],
      }),
      /** "Associar usuário existente": the confirmed login under the employee's own e-mail. */
      linkUsuarioAoFuncionario: build.mutation<Funcionario, { funcionarioId: number; tipo: TipoUsuario }>({
        queryFn: ({ funcionarioId, tipo }) =>
          toApiResult(
            getSupabase()
              .rpc('vincular_usuario_funcionario', {
                p_funcionario_id: funcionarioId,
                p_tipo: tipo,
              })
              .single(),
          ),
        invalidatesTags: (_funcionario, _error, { funcionarioId }) => [{ type: 'Funcionario', id: funcionarioId }, LIST_TAG, { type: 'Usuario', id: 'LIST' }],
      }),
      deleteFuncionario: funcionarios.delete,
    };
  },
});

/** What a row of the list shows, with the linked login's role (the form reads the whole row). */
export type FuncionarioListRow = ListRowOf<typeof funcionariosApi.endpoints.listFuncionarios>;

export const {
  useListFuncionariosQuery,
  useGetFuncionarioQuery,
  useGetUsuarioDoFuncionarioQuery,
  useCreateFuncionarioMutation,
  useUpdateFuncionarioMutation,
  useUpdateUsuarioDoFuncionarioMutation,
  useCreateUsuarioDoFuncionarioMutation,
  useLinkUsuarioAoFuncionarioMutation,
  useDeleteFuncionarioMutation,
} = funcionariosApi;
