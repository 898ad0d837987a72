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
  type Tables,
} from '@loja/shared-ui/platform';
import { centavos, emReais, type Centavos } from '../../components';
import type { Lado, SituacaoFiltro } from './params';

/** A título's situação as the database reads it (titulos_pagina, titulo_detalhe): vencido is an open título past its due date. */
export type SituacaoTitulo = 'aberto' | 'parcial' | 'pago' | 'cancelado' | 'vencido';
const SITUACOES: readonly string[] = ['aberto', 'parcial', 'pago', 'cancelado', 'vencido'];
const situacaoDe = (valor: Json | undefined): SituacaoTitulo => {
  const texto = jsonText(valor);
  return SITUACOES.includes(texto) ? (texto as SituacaoTitulo) : 'aberto';
};

export interface TituloListRow {
  id: number;
  descricao: string;
  documento: string | null;
  parcela: number;
  parcelas: number;
  origem: string;
  pessoa_nome: string | null;
  categoria_nome: string;
  forma_nome: string | null;
  /** yyyy-MM-dd */
  vencimento: string;
  valor: Centavos;
  saldo: Centavos;
  situacao: SituacaoTitulo;
}

export interface TitulosArgs extends ListPageArgs {
  lado: Lado;
  busca: string;
  situacao: SituacaoFiltro;
  de: string;
  ate: string;
  categoria: number | null;
  pessoa: number | null;
}

/** The page plus the money of every filtered título: open, overdue (part of open) and settled. */
export interface TitulosPage extends ListPage<TituloListRow> {
  aberto: Centavos;
  vencido: Centavos;
  pago: Centavos;
}

function linhaDaPagina(t: JsonRecord): TituloListRow {
  return {
    id: jsonNumber(t.id),
    descricao: jsonText(t.descricao),
    documento: jsonTextOrNull(t.documento),
    parcela: jsonNumber(t.parcela),
    parcelas: jsonNumber(t.parcelas),
    origem: jsonText(t.origem),
    pessoa_nome: jsonTextOrNull(t.pessoa_nome),
    categoria_nome: jsonText(t.categoria_nome),
    forma_nome: jsonTextOrNull(t.forma_nome),
    vencimento: jsonText(t.vencimento),
    valor: centavos(jsonNumber(t.valor)),
    saldo: centavos(jsonNumber(t.saldo)),
    situacao: situacaoDe(t.situacao),
  };
}

function paginaDeTitulos(answer: Json, { page, pageSize }: ListPageArgs): TitulosPage {
  const pagina = isJsonRecord(answer) ? answer : {};
  const total = jsonNumber(pagina.total);
  return {
    rows: jsonRecords(pagina.linhas).map(linhaDaPagina),
    total,
    page,
    pageSize,
    totalPages: Math.ceil(total / pageSize),
    aberto: centavos(jsonNumber(pagina.aberto)),
    vencido: centavos(jsonNumber(pagina.vencido)),
    pago: centavos(jsonNumber(pagina.pago)),
  };
}

export interface Baixa {
  id: number;
  data: string;
  valor: Centavos;
  juros: Centavos;
  multa: Centavos;
  desconto: Centavos;
  tarifa: Centavos;
  valor_movimentado: Centavos;
  conta_nome: string | null;
  forma_nome: string | null;
  usuario_nome: string | null;
  observacoes: string | null;
  estornada_em: string | null;
  estornada_por_nome: string | null;
  motivo_estorno: string | null;
}

export interface TituloDetalhe {
  titulo: {
    id: number;
    lado: Lado;
    origem: string;
    origem_id: number | null;
    descricao: string;
    documento: string | null;
    parcela: number;
    parcelas: number;
    pessoa_nome: string | null;
    pessoa_documento: string | null;
    categoria_nome: string;
    forma_nome: string | null;
    conta_nome: string | null;
    venda_codigo: string | null;
    emissao: string;
    competencia: string;
    vencimento: string;
    valor: Centavos;
    taxa: Centavos;
    saldo: Centavos;
    status: string;
    situacao: SituacaoTitulo;
    observacoes: string | null;
    motivo_cancelamento: string | null;
    criado_por_nome: string | null;
  };
  baixas: Baixa[];
}

const cents = (valor: Json | undefined) => centavos(jsonNumber(valor));

function lerDetalhe(answer: Json): TituloDetalhe | null {
  if (!isJsonRecord(answer) || !isJsonRecord(answer.titulo)) return null;
  const t = answer.titulo;
  return {
    titulo: {
      id: jsonNumber(t.id),
      lado: jsonText(t.lado) === 'pagar' ? 'pagar' : 'receber',
      origem: jsonText(t.origem),
      origem_id: jsonNumberOrNull(t.origem_id),
      descricao: jsonText(t.descricao),
      documento: jsonTextOrNull(t.documento),
      parcela: jsonNumber(t.parcela),
      parcelas: jsonNumber(t.parcelas),
      pessoa_nome: jsonTextOrNull(t.pessoa_nome),
      pessoa_documento: jsonTextOrNull(t.pessoa_documento),
      categoria_nome: jsonText(t.categoria_nome),
      forma_nome: jsonTextOrNull(t.forma_nome),
      conta_nome: jsonTextOrNull(t.conta_nome),
      venda_codigo: jsonTextOrNull(t.venda_codigo),
      emissao: jsonText(t.emissao),
      competencia: jsonText(t.competencia),
      vencimento: jsonText(t.vencimento),
      valor: cents(t.valor),
      taxa: cents(t.taxa),
      saldo: cents(t.saldo),
      status: jsonText(t.status),
      situacao: situacaoDe(t.situacao),
      observacoes: jsonTextOrNull(t.observacoes),
      motivo_cancelamento: jsonTextOrNull(t.motivo_cancelamento),
      criado_por_nome: jsonTextOrNull(t.criado_por_nome),
    },
    baixas: jsonRecords(answer.baixas).map((b) => ({
      id: jsonNumber(b.id),
      data: jsonText(b.data),
      valor: cents(b.valor),
      juros: cents(b.juros),
      multa: cents(b.multa),
      desconto: cents(b.desconto),
      tarifa: cents(b.tarifa),
      valor_movimentado: cents(b.valor_movimentado),
      conta_nome: jsonTextOrNull(b.conta_nome),
      forma_nome: jsonTextOrNull(b.forma_nome),
      usuario_nome: jsonTextOrNull(b.usuario_nome),
      observacoes: jsonTextOrNull(b.observacoes),
      estornada_em: jsonTextOrNull(b.estornada_em),
      estornada_por_nome: jsonTextOrNull(b.estornada_por_nome),
      motivo_estorno: jsonTextOrNull(b.motivo_estorno),
    })),
  };
}

export type CategoriaFinanceira = Pick<Tables<'categorias_financeiras'>, 'id' | 'nome' | 'tipo' | 'grupo_dre'>;
export type ContaFinanceira = Pick<Tables<'contas_financeiras'>, 'id' | 'nome' | 'tipo'>;
export interface PessoaFinanceira {
  id: number;
  nome: string;
  documento: string | null;
}

export interface NovoTitulo {
  lado: Lado;
  descricao: string;
  valor: Centavos;
  categoriaId: number;
  vencimento: string;
  emissao: string;
  competencia: string;
  pessoaId: number | null;
  documento: string;
  formaPagamentoId: number | null;
  contaFinanceiraId: number | null;
  observacoes: string;
  /** 1: one título; N: N months, on `diaVencimento`. */
  repeticoes: number;
  diaVencimento: number | null;
}

export interface NovaBaixa {
  tituloId: number;
  valor: Centavos;
  data: string;
  contaFinanceiraId: number;
  juros: Centavos;
  multa: Centavos;
  desconto: Centavos;
  tarifa: Centavos;
  formaPagamentoId: number | null;
  observacoes: string;
}

const TITULOS_LIST_TAG = { type: 'Titulo', id: 'LIST' } as const;
const tituloTag = (id: number) => ({ type: 'Titulo', id }) as const;
/** Optional arguments: '' and null are not sent (the function's default applies). */
const opcional = <T,>(valor: T | null | ''): T | undefined => (valor === null || valor === '' ? undefined : valor);
const reais = (valor: Centavos) => Number(emReais(valor));

/** /financeiro: contas a receber e a pagar (migrations 20261129001000 and 20261129001100). */
export const financeiroApi = api.injectEndpoints({
  endpoints: (build) => ({
    listTitulos: build.query<TitulosPage, TitulosArgs>({
      queryFn: async (args) => {
        const params: FunctionArgs<'titulos_pagina'> = {
          p_lado: args.lado,
          p_busca: args.busca,
          p_situacao: args.situacao === 'todas' ? undefined : args.situacao,
          p_vencimento_de: opcional(args.de),
          p_vencimento_ate: opcional(args.ate),
          p_categoria_id: opcional(args.categoria),
          p_cliente_id: args.lado === 'receber' ? opcional(args.pessoa) : undefined,
          p_fornecedor_id: args.lado === 'pagar' ? opcional(args.pessoa) : undefined,
          p_pagina: args.page,
          p_por_pagina: args.pageSize,
        };
        const result = await toApiResult(getSupabase().rpc('titulos_pagina', params, { get: true }));
        return result.error ? result : { data: paginaDeTitulos(result.data, args) };
      },
      // A sale's payments become títulos: the sales' LIST tag refreshes the lists too.
      providesTags: (page) => [...(page?.rows.map(({ id }) => tituloTag(id)) ?? []), TITULOS_LIST_TAG, { type: 'Venda', id: 'LIST' }],
    }),
    getTitulo: build.query<TituloDetalhe | null, number>({
      queryFn: async (id) => {
        const result = await toApiResult(getSupabase().rpc('titulo_detalhe', { p_titulo_id: id }, { get: true }));
        return result.error ? result : { data: lerDetalhe(result.data) };
      },
      providesTags: (_r, _e, id) => [tituloTag(id)],
    }),
    listCategoriasFinanceiras: build.query<CategoriaFinanceira[], void>({
      queryFn: () => toApiResult(getSupabase().from('categorias_financeiras').select('id, nome, tipo, grupo_dre').eq('ativo', true).order('nome'), []),
    }),
    listContasFinanceiras: build.query<ContaFinanceira[], void>({
      queryFn: () => toApiResult(getSupabase().from('contas_financeiras').select('id, nome, tipo').eq('ativo', true).order('id'), []),
    }),
    /** Clientes (receber) or fornecedores (pagar) matching every word typed; with `id`, that one's name. */
    buscarPessoasFinanceiro: build.query<PessoaFinanceira[], { lado: Lado; busca: string }>({
      queryFn: async ({ lado, busca }) => {
        const result = await toApiResult(getSupabase().rpc('titulos_pessoas', { p_lado: lado, p_busca: busca }, { get: true }));
        if (result.error) return result;
        return { data: jsonRecords(result.data).map((p) => ({ id: jsonNumber(p.id), nome: jsonText(p.nome), documento: jsonTextOrNull(p.documento) })) };
      },
    }),
    nomePessoaFinanceiro: build.query<string | null, { lado: Lado; id: number }>({
      queryFn: async ({ lado, id }) => {
        const tabela = lado === 'receber' ? 'clientes' : 'fornecedores';
        const result = await toApiResult(getSupabase().from(tabela).select('nome').eq('id', id).maybeSingle(), null);
        return result.error ? result : { data: result.data?.nome ?? null };
      },
    }),
    criarTitulo: build.mutation<{ ids: number[] }, NovoTitulo>({
      queryFn: async (t) => {
        const params: FunctionArgs<'criar_titulo'> = {
          p_lado: t.lado,
          p_descricao: t.descricao,
          p_valor: reais(t.valor),
          p_categoria_id: t.categoriaId,
          p_vencimento: t.vencimento,
          p_cliente_id: t.lado === 'receber' ? opcional(t.pessoaId) : undefined,
          p_fornecedor_id: t.lado === 'pagar' ? opcional(t.pessoaId) : undefined,
          p_documento: opcional(t.documento),
          p_forma_pagamento_id: opcional(t.formaPagamentoId),
          p_conta_financeira_id: opcional(t.contaFinanceiraId),
          p_emissao: opcional(t.emissao),
          p_competencia: opcional(t.competencia),
          p_observacoes: opcional(t.observacoes),
          p_repeticoes: t.repeticoes,
          p_dia_vencimento: t.repeticoes > 1 ? opcional(t.diaVencimento) : undefined,
        };
        const result = await toApiResult(getSupabase().rpc('criar_titulo', params));
        if (result.error) return result;
        const r = isJsonRecord(result.data) ? result.data : {};
        return { data: { ids: jsonRecords(r.titulos).map((x) => jsonNumber(x.id)) } };
      },
      invalidatesTags: [TITULOS_LIST_TAG],
    }),
    cancelarTitulo: build.mutation<void, { id: number; motivo: string }>({
      queryFn: async ({ id, motivo }) => {
        const result = await toApiResult(getSupabase().rpc('cancelar_titulo', { p_titulo_id: id, p_motivo: motivo }));
        return result.error ? result : { data: undefined };
      },
      invalidatesTags: (_r, _e, { id }) => [tituloTag(id), TITULOS_LIST_TAG],
    }),
    baixarTitulo: build.mutation<void, NovaBaixa>({
      queryFn: async (b) => {
        const params: FunctionArgs<'baixar_titulo'> = {
          p_titulo_id: b.tituloId,
          p_valor: reais(b.valor),
          p_data: b.data,
          p_conta_financeira_id: b.contaFinanceiraId,
          p_juros: reais(b.juros),
          p_multa: reais(b.multa),
          p_desconto: reais(b.desconto),
          p_tarifa: reais(b.tarifa),
          p_forma_pagamento_id: opcional(b.formaPagamentoId),
          p_observacoes: opcional(b.observacoes),
        };
        const result = await toApiResult(getSupabase().rpc('baixar_titulo', params));
        return result.error ? result : { data: undefined };
      },
      invalidatesTags: (_r, _e, { tituloId }) => [tituloTag(tituloId), TITULOS_LIST_TAG],
    }),
    estornarBaixa: build.mutation<void, { tituloId: number; baixaId: number; motivo: string }>({
      queryFn: async ({ baixaId, motivo }) => {
        const result = await toApiResult(getSupabase().rpc('estornar_baixa', { p_baixa_id: baixaId, p_motivo: motivo }));
        return result.error ? result : { data: undefined };
      },
      invalidatesTags: (_r, _e, { tituloId }) => [tituloTag(tituloId), TITULOS_LIST_TAG],
    }),
  }),
});

export const {
  useListTitulosQuery,
  useGetTituloQuery,
  useListCategoriasFinanceirasQuery,
  useListContasFinanceirasQuery,
  useBuscarPessoasFinanceiroQuery,
  useNomePessoaFinanceiroQuery,
  useCriarTituloMutation,
  useCancelarTituloMutation,
  useBaixarTituloMutation,
  useEstornarBaixaMutation,
} = financeiroApi;
