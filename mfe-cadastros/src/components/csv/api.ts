import { statusToAtivo, type StatusFilterValue } from '@loja/shared-ui';
import { api, getSupabase, searchPatterns, toApiResult } from '@loja/shared-ui/platform';
import type { CadastroCsv } from './layouts';

/**
 * The CSV import and export of the registers (migration 20261130006000). The database is the judge:
 * the preview sends the file's rows as typed with p_validar_apenas, and "Importar" sends them again
 * to be checked and written in one call, all or nothing. The export reads the list's rows with the
 * list's filters, as one jsonb array (not capped by PostgREST's 1,000 rows).
 */

/** One error of one row, in the database's words. */
export interface ErroImportacao {
  linha: number;
  campo: string;
  mensagem: string;
}

export interface ResultadoImportacao {
  linhas: number;
  validas: number;
  importados: number;
  erros: ErroImportacao[];
  /** Produtos only: how many products and grades the file holds. */
  produtos?: number;
  grades?: number;
}

export interface ImportacaoArgs {
  cadastro: CadastroCsv;
  /** Each row's cells by key, with its line in the file. */
  linhas: Record<string, string | number>[];
  validarApenas: boolean;
}

/** The list's filters an export keeps (the produtos list adds category, colour and size). */
export interface FiltrosExportacao {
  busca: string;
  status: StatusFilterValue;
  categoria?: number | null;
  cor?: string;
  tamanho?: string;
}

const FUNCOES_IMPORTAR = { produtos: 'importar_produtos', clientes: 'importar_clientes', fornecedores: 'importar_fornecedores' } as const;
const TAGS = { produtos: 'Produto', clientes: 'Cliente', fornecedores: 'Fornecedor' } as const;

/** The database answers jsonb; these are its shapes (migration 20261130006000). */
const comoResultado = (dados: unknown) => dados as ResultadoImportacao;
const comoLinhas = (dados: unknown) => (Array.isArray(dados) ? (dados as Record<string, unknown>[]) : []);

export const csvApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Preview (validarApenas) or import. A preview writes nothing, so it invalidates nothing. */
    importarCsv: build.mutation<ResultadoImportacao, ImportacaoArgs>({
      queryFn: async ({ cadastro, linhas, validarApenas }) => {
        const resposta = await toApiResult(getSupabase().rpc(FUNCOES_IMPORTAR[cadastro], { p_linhas: linhas, p_validar_apenas: validarApenas }));
        return resposta.error ? resposta : { data: comoResultado(resposta.data) };
      },
      invalidatesTags: (_r, erro, { cadastro, validarApenas }) =>
        validarApenas || erro ? [] : [{ type: TAGS[cadastro], id: 'LIST' }, ...(cadastro === 'produtos' ? [{ type: 'Movimentacao' as const, id: 'LIST' }] : [])],
    }),
    /** A one-off download, so a mutation: never served from a cache. */
    exportarCsv: build.mutation<Record<string, unknown>[], { cadastro: CadastroCsv; filtros: FiltrosExportacao }>({
      queryFn: async ({ cadastro, filtros }) => {
        const comuns = { p_padroes: searchPatterns(filtros.busca), p_ativo: statusToAtivo(filtros.status) };
        const chamada =
          cadastro === 'produtos'
            ? getSupabase().rpc('exportar_produtos', {
                ...comuns,
                p_categoria: filtros.categoria ?? undefined,
                p_cor: filtros.cor || undefined,
                p_tamanho: filtros.tamanho || undefined,
              })
            : getSupabase().rpc(cadastro === 'clientes' ? 'exportar_clientes' : 'exportar_fornecedores', comuns);
        const resposta = await toApiResult(chamada);
        return resposta.error ? resposta : { data: comoLinhas(resposta.data) };
      },
    }),
  }),
});

export const { useImportarCsvMutation, useExportarCsvMutation } = csvApi;
