import {
  api,
  getSupabase,
  isJsonRecord,
  jsonNumber,
  jsonNumberOrNull,
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
import { compareGrades, normalizeText } from '@loja/shared-ui/format';
import { centavos, emReais, type Centavos } from '../../components';
import { isSituacaoCompra, type SituacaoCompra } from './situacao';
import type { StatusFiltro } from './params';

// Tags: one per compra and the list; a receipt also changes products (stock, cost), the ledger and títulos.
const COMPRAS_LIST_TAG = { type: 'Compra' as const, id: 'LIST' };
const compraTag = (id: number) => ({ type: 'Compra' as const, id });

const situacaoDe = (valor: Json | undefined): SituacaoCompra => {
  const texto = jsonText(valor);
  return isSituacaoCompra(texto) ? texto : 'pendente';
};

// The list ---------------------------------------------------------------------------------------------
export interface CompraListRow {
  id: number;
  codigo: string;
  situacao: SituacaoCompra;
  fornecedor_nome: string;
  itens: number;
  recebidos: number;
  total: Centavos;
  criado_em: string;
}

export interface ComprasArgs extends ListPageArgs {
  busca: string;
  status: StatusFiltro;
}

export interface ComprasPage extends ListPage<CompraListRow> {
  valor: Centavos;
}

function paginaDeCompras(answer: Json, { page, pageSize }: ListPageArgs): ComprasPage {
  const pagina = isJsonRecord(answer) ? answer : {};
  const total = jsonNumber(pagina.total);
  return {
    rows: jsonRecords(pagina.linhas).map((c) => ({
      id: jsonNumber(c.id),
      codigo: jsonText(c.codigo),
      situacao: situacaoDe(c.situacao),
      fornecedor_nome: jsonText(c.fornecedor_nome),
      itens: jsonNumber(c.itens),
      recebidos: jsonNumber(c.recebidos),
      total: centavos(jsonNumber(c.total)),
      criado_em: jsonText(c.criado_em),
    })),
    total,
    page,
    pageSize,
    totalPages: Math.ceil(total / pageSize),
    valor: centavos(jsonNumber(pagina.valor)),
  };
}

// A compra's page ----------------------------------------------------------------------------------------
export interface FornecedorCompra {
  id: number;
  nome: string;
  cnpj: string;
  telefone: string;
  email: string;
}

export interface ItemCompra {
  id: number;
  produto_id: number;
  produto_nome: string;
  grade_id: number | null;
  /** Null for a product without grades. */
  cor: string | null;
  tamanho: string | null;
  quantidade: number;
  quantidade_recebida: number;
  custo_unitario: Centavos;
  total: Centavos;
}

export interface RecebimentoCompra {
  id: number;
  sequencia: number;
  recebido_em: string;
  recebido_por_nome: string | null;
  a_mais: boolean;
  total: Centavos;
  observacoes: string | null;
  itens: { item_compra_id: number; grade_id: number | null; quantidade: number; quantidade_a_mais: number }[];
}

export interface TituloCompra {
  id: number;
  parcela: number;
  parcelas: number;
  vencimento: string;
  valor: Centavos;
  saldo: Centavos;
  status: string;
}

export interface CompraDetalhe {
  compra: {
    id: number;
    codigo: string;
    situacao: SituacaoCompra;
    fornecedor_id: number;
    observacoes: string | null;
    motivo: string | null;
    total: Centavos;
    criado_em: string;
    criado_por_nome: string | null;
    aprovado_em: string | null;
  };
  fornecedor: FornecedorCompra;
  itens: ItemCompra[];
  recebimentos: RecebimentoCompra[];
  titulos: TituloCompra[];
}

const lerFornecedor = (f: JsonRecord): FornecedorCompra => ({
  id: jsonNumber(f.id),
  nome: jsonText(f.nome),
  cnpj: jsonText(f.cnpj),
  telefone: jsonText(f.telefone),
  email: jsonText(f.email),
});

function lerDetalhe(answer: Json): CompraDetalhe | null {
  if (!isJsonRecord(answer) || !isJsonRecord(answer.compra)) return null;
  const c = answer.compra;
  return {
    compra: {
      id: jsonNumber(c.id),
      codigo: jsonText(c.codigo),
      situacao: situacaoDe(c.situacao),
      fornecedor_id: jsonNumber(c.fornecedor_id),
      observacoes: jsonTextOrNull(c.observacoes),
      motivo: jsonTextOrNull(c.motivo),
      total: centavos(jsonNumber(c.total)),
      criado_em: jsonText(c.criado_em),
      criado_por_nome: jsonTextOrNull(c.criado_por_nome),
      aprovado_em: jsonTextOrNull(c.aprovado_em),
    },
    fornecedor: lerFornecedor(isJsonRecord(answer.fornecedor) ? answer.fornecedor : {}),
    itens: jsonRecords(answer.itens).map((i) => ({
      id: jsonNumber(i.id),
      produto_id: jsonNumber(i.produto_id),
      produto_nome: jsonText(i.produto_nome),
      grade_id: jsonNumberOrNull(i.grade_id),
      cor: jsonTextOrNull(i.cor),
      tamanho: jsonTextOrNull(i.tamanho),
      quantidade: jsonNumber(i.quantidade),
      quantidade_recebida: jsonNumber(i.quantidade_recebida),
      custo_unitario: centavos(jsonNumber(i.custo_unitario)),
      total: centavos(jsonNumber(i.total)),
    })),
    recebimentos: jsonRecords(answer.recebimentos).map((r) => ({
      id: jsonNumber(r.id),
      sequencia: jsonNumber(r.sequencia),
      recebido_em: jsonText(r.recebido_em),
      recebido_por_nome: jsonTextOrNull(r.recebido_por_nome),
      a_mais: r.a_mais === true,
      total: centavos(jsonNumber(r.total)),
      observacoes: jsonTextOrNull(r.observacoes),
      itens: jsonRecords(r.itens).map((i) => ({
        item_compra_id: jsonNumber(i.item_compra_id),
        grade_id: jsonNumberOrNull(i.grade_id),
        quantidade: jsonNumber(i.quantidade),
        quantidade_a_mais: jsonNumber(i.quantidade_a_mais),
      })),
    })),
    titulos: jsonRecords(answer.titulos).map((t) => ({
      id: jsonNumber(t.id),
      parcela: jsonNumber(t.parcela),
      parcelas: jsonNumber(t.parcelas),
      vencimento: jsonText(t.vencimento),
      valor: centavos(jsonNumber(t.valor)),
      saldo: centavos(jsonNumber(t.saldo)),
      status: jsonText(t.status),
    })),
  };
}

// The form's pickers -------------------------------------------------------------------------------------
export interface FornecedorOpcao {
  id: number;
  nome: string;
}

export interface ProdutoParaCompra {
  id: number;
  nome: string;
  preco_compra: Centavos;
  estoque_atual: number;
  grades: { id: number; cor: string; tamanho: string }[];
}

// Writes ---------------------------------------------------------------------------------------------------
/** One cell of a product's grid (cor and tamanho null for a product without grades). */
export interface CelulaCompra {
  produto_id: number;
  cor: string | null;
  tamanho: string | null;
  quantidade: number;
  custo: Centavos;
}

export interface SalvarCompra {
  id: number | null;
  fornecedorId: number;
  observacoes: string;
  celulas: CelulaCompra[];
}

export interface ParcelaRecebimento {
  /** yyyy-MM-dd */
  vencimento: string;
  valor: Centavos;
}

export interface ReceberCompra {
  id: number;
  itens: { item_id: number; quantidade: number }[];
  aMais: boolean;
  /** Null: the database's default (one installment in 30 days); []: no títulos. */
  parcelas: ParcelaRecebimento[] | null;
  observacoes: string;
}

export interface RecebimentoRegistrado {
  sequencia: number;
  situacao: SituacaoCompra;
  itens: { grade_id: number | null; quantidade: number }[];
}

// The ordem de fornecimento ----------------------------------------------------------------------------------
export interface OrdemFornecimento {
  fornecedor: FornecedorCompra;
  falta: number;
  valorFalta: Centavos;
  pedidos: {
    id: number;
    codigo: string;
    situacao: SituacaoCompra;
    aprovado_em: string | null;
    itens: { produto_nome: string; cor: string | null; tamanho: string | null; quantidade: number; recebida: number; falta: number; custo_unitario: Centavos }[];
  }[];
}

function lerOrdem(answer: Json): OrdemFornecimento[] {
  return jsonRecords(answer).map((o) => ({
    fornecedor: lerFornecedor(isJsonRecord(o.fornecedor) ? o.fornecedor : {}),
    falta: jsonNumber(o.falta),
    valorFalta: centavos(jsonNumber(o.valor_falta)),
    pedidos: jsonRecords(o.pedidos).map((p) => ({
      id: jsonNumber(p.id),
      codigo: jsonText(p.codigo),
      situacao: situacaoDe(p.situacao),
      aprovado_em: jsonTextOrNull(p.aprovado_em),
      itens: jsonRecords(p.itens).map((i) => ({
        produto_nome: jsonText(i.produto_nome),
        cor: jsonTextOrNull(i.cor),
        tamanho: jsonTextOrNull(i.tamanho),
        quantidade: jsonNumber(i.quantidade),
        recebida: jsonNumber(i.recebida),
        falta: jsonNumber(i.falta),
        custo_unitario: centavos(jsonNumber(i.custo_unitario)),
      })),
    })),
  }));
}

const idDe = (answer: Json) => (isJsonRecord(answer) ? jsonNumber(answer.id) : 0);

/**
 * /vendas/orcamento-compra (issue 27, migration 20261130001000): the list (compras_pagina), a compra's
 * page (compra_detalhe), the quote's writes (salvar/aprovar/rejeitar/cancelar_compra), the receipt
 * (receber_compra) and the ordem de fornecimento; the form's supplier and product pickers.
 */
export const comprasApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCompras: build.query<ComprasPage, ComprasArgs>({
      queryFn: async (args) => {
        const params: FunctionArgs<'compras_pagina'> = {
          p_busca: args.busca,
          p_status: args.status === 'todos' ? undefined : args.status,
          p_pagina: args.page,
          p_por_pagina: args.pageSize,
        };
        const result = await toApiResult(getSupabase().rpc('compras_pagina', params, { get: true }));
        return result.error ? result : { data: paginaDeCompras(result.data, args) };
      },
      providesTags: (page) => [...(page?.rows.map(({ id }) => compraTag(id)) ?? []), COMPRAS_LIST_TAG],
    }),
    getCompraDetalhe: build.query<CompraDetalhe | null, number>({
      queryFn: async (id) => {
        const result = await toApiResult(getSupabase().rpc('compra_detalhe', { p_id: id }, { get: true }));
        return result.error ? result : { data: lerDetalhe(result.data) };
      },
      providesTags: (_d, _e, id) => [compraTag(id)],
    }),
    getOrdemFornecimento: build.query<OrdemFornecimento[], void>({
      queryFn: async () => {
        const result = await toApiResult(getSupabase().rpc('ordem_fornecimento', {}, { get: true }));
        return result.error ? result : { data: lerOrdem(result.data) };
      },
      providesTags: [COMPRAS_LIST_TAG],
    }),
    listFornecedoresParaCompra: build.query<FornecedorOpcao[], void>({
      queryFn: async () => {
        const result = await toApiResult(getSupabase().from('fornecedores').select('id, nome').eq('ativo', true).order('nome').limit(1000));
        return result.error ? result : { data: result.data.map((f) => ({ id: f.id, nome: f.nome })) };
      },
      providesTags: [{ type: 'Fornecedor', id: 'LIST' }],
    }),
    /** Products by every word of the name or code (the busca column), at most 10, with their grades. */
    buscarProdutosParaCompra: build.query<ProdutoParaCompra[], string>({
      queryFn: async (busca) => {
        let query = getSupabase().from('produtos').select('id, nome, preco_compra, estoque_atual, grades_produto(id, cor, tamanho)');
        for (const palavra of normalizeText(busca).split(/[^a-z0-9]+/).filter(Boolean)) query = query.like('busca', `%${palavra}%`);
        const result = await toApiResult(query.order('nome').order('id').limit(10));
        if (result.error) return result;
        return {
          data: result.data.map((p) => ({
            id: p.id,
            nome: p.nome,
            preco_compra: centavos(p.preco_compra),
            estoque_atual: p.estoque_atual,
            grades: [...p.grades_produto].sort(compareGrades),
          })),
        };
      },
      providesTags: [{ type: 'Produto', id: 'LIST' }],
    }),
    salvarCompra: build.mutation<{ id: number; codigo: string }, SalvarCompra>({
      queryFn: async ({ id, fornecedorId, observacoes, celulas }) => {
        const result = await toApiResult(
          getSupabase().rpc('salvar_compra', {
            p_fornecedor_id: fornecedorId,
            p_itens: celulas.map((c) => ({ produto_id: c.produto_id, cor: c.cor, tamanho: c.tamanho, quantidade: c.quantidade, custo_unitario: emReais(c.custo) })),
            p_observacoes: observacoes,
            // The generated Args type it as required; the function takes null (a new quote).
            p_id: id as number,
          }),
        );
        if (result.error) return result;
        const r = isJsonRecord(result.data) ? result.data : {};
        return { data: { id: jsonNumber(r.id), codigo: jsonText(r.codigo) } };
      },
      invalidatesTags: (r) => [COMPRAS_LIST_TAG, ...(r ? [compraTag(r.id)] : [])],
    }),
    aprovarCompra: build.mutation<number, number>({
      queryFn: async (id) => {
        const result = await toApiResult(getSupabase().rpc('aprovar_compra', { p_id: id }));
        return result.error ? result : { data: idDe(result.data) };
      },
      invalidatesTags: (_r, _e, id) => [COMPRAS_LIST_TAG, compraTag(id)],
    }),
    rejeitarCompra: build.mutation<number, { id: number; motivo: string }>({
      queryFn: async ({ id, motivo }) => {
        const result = await toApiResult(getSupabase().rpc('rejeitar_compra', { p_id: id, p_motivo: motivo }));
        return result.error ? result : { data: idDe(result.data) };
      },
      invalidatesTags: (_r, _e, { id }) => [COMPRAS_LIST_TAG, compraTag(id)],
    }),
    cancelarCompra: build.mutation<number, { id: number; motivo: string }>({
      queryFn: async ({ id, motivo }) => {
        const result = await toApiResult(getSupabase().rpc('cancelar_compra', { p_id: id, p_motivo: motivo }));
        return result.error ? result : { data: idDe(result.data) };
      },
      invalidatesTags: (_r, _e, { id }) => [COMPRAS_LIST_TAG, compraTag(id)],
    }),
    receberCompra: build.mutation<RecebimentoRegistrado, ReceberCompra>({
      queryFn: async ({ id, itens, aMais, parcelas, observacoes }) => {
        const result = await toApiResult(
          getSupabase().rpc('receber_compra', {
            p_id: id,
            p_itens: itens,
            p_receber_a_mais: aMais,
            // null asks the database for its default (one installment in 30 days).
            p_parcelas: (parcelas === null ? null : parcelas.map((p) => ({ vencimento: p.vencimento, valor: emReais(p.valor) }))) as Json,
            p_observacoes: observacoes,
          }),
        );
        if (result.error) return result;
        const r = isJsonRecord(result.data) ? result.data : {};
        return {
          data: {
            sequencia: jsonNumber(r.sequencia),
            situacao: situacaoDe(r.situacao),
            itens: jsonRecords(r.itens).map((i) => ({ grade_id: jsonNumberOrNull(i.grade_id), quantidade: jsonNumber(i.quantidade) })),
          },
        };
      },
      invalidatesTags: (_r, _e, { id }) => [
        COMPRAS_LIST_TAG,
        compraTag(id),
        { type: 'Produto', id: 'LIST' },
        { type: 'Grade', id: 'LIST' },
        { type: 'Movimentacao', id: 'LIST' },
        { type: 'Titulo', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useListComprasQuery,
  useGetCompraDetalheQuery,
  useGetOrdemFornecimentoQuery,
  useListFornecedoresParaCompraQuery,
  useBuscarProdutosParaCompraQuery,
  useSalvarCompraMutation,
  useAprovarCompraMutation,
  useRejeitarCompraMutation,
  useCancelarCompraMutation,
  useReceberCompraMutation,
} = comprasApi;
