import {
  api,
  getSupabase,
  isJsonRecord,
  jsonNumber,
  jsonRecords,
  jsonText,
  jsonTextOrNull,
  toApiResult,
  type FunctionArgs,
  type Json,
  type JsonRecord,
  type ListPage,
  type ListPageArgs,
} from '@loja/shared-ui/platform';
import { centavos, type Centavos } from '../../components/dinheiro';
import type { OrigemFiltro, SituacaoFiltro } from './params';

export interface VendaListRow {
  id: number;
  codigo: string;
  origem: 'balcao' | 'catalogo';
  situacao: string;
  cliente_nome: string | null;
  cpf: string | null;
  itens: number;
  total: Centavos;
  criada_em: string;
}

export interface VendasArgs extends ListPageArgs {
  busca: string;
  situacao: SituacaoFiltro;
  origem: OrigemFiltro;
  de: string;
  ate: string;
}

/** The page plus the filtered period's money: every listed sale, and the confirmed ones alone. */
export interface VendasPage extends ListPage<VendaListRow> {
  valor: Centavos;
  valorConfirmado: Centavos;
}

function linhaDaPagina(v: JsonRecord): VendaListRow {
  return {
    id: jsonNumber(v.id),
    codigo: jsonText(v.codigo),
    origem: jsonText(v.origem) === 'catalogo' ? 'catalogo' : 'balcao',
    situacao: jsonText(v.situacao),
    cliente_nome: jsonTextOrNull(v.cliente_nome),
    cpf: jsonTextOrNull(v.cpf),
    itens: jsonNumber(v.itens),
    total: centavos(jsonNumber(v.total)),
    criada_em: jsonText(v.criada_em),
  };
}

function paginaDeVendas(answer: Json, { page, pageSize }: ListPageArgs): VendasPage {
  const pagina = isJsonRecord(answer) ? answer : {};
  const total = jsonNumber(pagina.total);
  return {
    rows: jsonRecords(pagina.linhas).map(linhaDaPagina),
    total,
    page,
    pageSize,
    totalPages: Math.ceil(total / pageSize),
    valor: centavos(jsonNumber(pagina.valor)),
    valorConfirmado: centavos(jsonNumber(pagina.valor_confirmado)),
  };
}

/** /vendas/vendas: one page from vendas_pagina (migration 20261128000600), as the movement list reads its ledger. */
export const vendasListApi = api.injectEndpoints({
  endpoints: (build) => ({
    listVendas: build.query<VendasPage, VendasArgs>({
      queryFn: async (args) => {
        const params: FunctionArgs<'vendas_pagina'> = {
          p_busca: args.busca,
          p_situacao: args.situacao === 'todas' ? undefined : args.situacao,
          p_origem: args.origem === 'todas' ? undefined : args.origem,
          p_de: args.de || undefined,
          p_ate: args.ate || undefined,
          p_pagina: args.page,
          p_por_pagina: args.pageSize,
        };
        const result = await toApiResult(getSupabase().rpc('vendas_pagina', params, { get: true }));
        return result.error ? result : { data: paginaDeVendas(result.data, args) };
      },
      providesTags: (page) => [...(page?.rows.map(({ id }) => ({ type: 'Venda' as const, id })) ?? []), { type: 'Venda', id: 'LIST' }],
    }),
  }),
});

export const { useListVendasQuery } = vendasListApi;
