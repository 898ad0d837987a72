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
import { centavos, emReais, type Centavos, type PagamentoAdicionado } from '../../components';
import type { LinhaParaVenda } from '../../hooks';
import type { Acerto, Motivo } from './messages';
import type { AcertoFiltro } from './params';

const acertoDe = (valor: Json | undefined): Acerto => {
  const texto = jsonText(valor);
  return texto === 'pagamento' || texto === 'vale' || texto === 'dinheiro' ? texto : 'sem_diferenca';
};
const reaisOuNull = (valor: Json | undefined) => (jsonNumberOrNull(valor) === null ? null : centavos(jsonNumber(valor)));

// The list ---------------------------------------------------------------------------------------------
export interface TrocaListRow {
  id: number;
  codigo: string;
  venda_id: number | null;
  venda_codigo: string | null;
  cliente_nome: string | null;
  itens_devolvidos: number;
  itens_novos: number;
  valor_devolvido: Centavos;
  valor_novo: Centavos;
  diferenca: Centavos;
  acerto: Acerto;
  criada_em: string;
}

export interface TrocasArgs extends ListPageArgs {
  busca: string;
  acerto: AcertoFiltro;
  de: string;
  ate: string;
}

export interface TrocasPage extends ListPage<TrocaListRow> {
  valorDevolvido: Centavos;
  valorNovo: Centavos;
}

function linhaDaPagina(t: JsonRecord): TrocaListRow {
  return {
    id: jsonNumber(t.id),
    codigo: jsonText(t.codigo),
    venda_id: jsonNumberOrNull(t.venda_id),
    venda_codigo: jsonTextOrNull(t.venda_codigo),
    cliente_nome: jsonTextOrNull(t.cliente_nome),
    itens_devolvidos: jsonNumber(t.itens_devolvidos),
    itens_novos: jsonNumber(t.itens_novos),
    valor_devolvido: centavos(jsonNumber(t.valor_devolvido)),
    valor_novo: centavos(jsonNumber(t.valor_novo)),
    diferenca: centavos(jsonNumber(t.diferenca)),
    acerto: acertoDe(t.acerto),
    criada_em: jsonText(t.criada_em),
  };
}

// An exchange's page and receipt -------------------------------------------------------------------------
export interface TrocaDetalhe {
  troca: {
    id: number;
    codigo: string;
    venda_id: number | null;
    venda_codigo: string | null;
    cliente_nome: string | null;
    cliente_cpf: string | null;
    usuario_nome: string | null;
    valor_devolvido: Centavos;
    valor_novo: Centavos;
    diferenca: Centavos;
    acerto: Acerto;
    observacoes: string | null;
    criada_em: string;
  };
  devolvidos: { id: number; descricao: string; quantidade: number; valor: Centavos; motivo: string; com_defeito: boolean }[];
  novos: { id: number; descricao: string; quantidade: number; preco_unitario: Centavos; desconto: Centavos; total: Centavos }[];
  pagamentos: { forma: string; tipo: string; valor: Centavos; parcelas: number; valor_recebido: Centavos | null; troco: Centavos | null; vale_codigo: string | null }[];
  vale: { codigo: string; valor: Centavos; saldo: Centavos; valido_ate: string } | null;
  devolucaoDinheiro: Centavos | null;
}

function lerDetalhe(answer: Json): TrocaDetalhe | null {
  if (!isJsonRecord(answer) || !isJsonRecord(answer.troca)) return null;
  const t = answer.troca;
  const vale = isJsonRecord(answer.vale) ? answer.vale : null;
  return {
    troca: {
      id: jsonNumber(t.id),
      codigo: jsonText(t.codigo),
      venda_id: jsonNumberOrNull(t.venda_id),
      venda_codigo: jsonTextOrNull(t.venda_codigo),
      cliente_nome: jsonTextOrNull(t.cliente_nome),
      cliente_cpf: jsonTextOrNull(t.cliente_cpf),
      usuario_nome: jsonTextOrNull(t.usuario_nome),
      valor_devolvido: centavos(jsonNumber(t.valor_devolvido)),
      valor_novo: centavos(jsonNumber(t.valor_novo)),
      diferenca: centavos(jsonNumber(t.diferenca)),
      acerto: acertoDe(t.acerto),
      observacoes: jsonTextOrNull(t.observacoes),
      criada_em: jsonText(t.criada_em),
    },
    devolvidos: jsonRecords(answer.devolvidos).map((d) => ({
      id: jsonNumber(d.id),
      descricao: jsonText(d.descricao),
      quantidade: jsonNumber(d.quantidade),
      valor: centavos(jsonNumber(d.valor)),
      motivo: jsonText(d.motivo),
      com_defeito: d.com_defeito === true,
    })),
    novos: jsonRecords(answer.novos).map((n) => ({
      id: jsonNumber(n.id),
      descricao: jsonText(n.descricao),
      quantidade: jsonNumber(n.quantidade),
      preco_unitario: centavos(jsonNumber(n.preco_unitario)),
      desconto: centavos(jsonNumber(n.desconto)),
      total: centavos(jsonNumber(n.total)),
    })),
    pagamentos: jsonRecords(answer.pagamentos).map((p) => ({
      forma: jsonText(p.forma),
      tipo: jsonText(p.tipo),
      valor: centavos(jsonNumber(p.valor)),
      parcelas: jsonNumber(p.parcelas),
      valor_recebido: reaisOuNull(p.valor_recebido),
      troco: reaisOuNull(p.troco),
      vale_codigo: jsonTextOrNull(p.vale_codigo),
    })),
    vale: vale
      ? { codigo: jsonText(vale.codigo), valor: centavos(jsonNumber(vale.valor)), saldo: centavos(jsonNumber(vale.saldo)), valido_ate: jsonText(vale.valido_ate) }
      : null,
    devolucaoDinheiro: reaisOuNull(answer.devolucao_dinheiro),
  };
}

// A sale as the exchange needs it ------------------------------------------------------------------------
export interface GradeOpcao {
  id: number;
  cor: string;
  tamanho: string;
  disponivel: number;
}

export interface ItemParaTroca {
  /** 'v<sale line>' or 't<new line of an earlier exchange of the sale>'. */
  chave: string;
  /** The sale's line, or null for a line an earlier exchange handed out (troca_item_id). */
  id: number | null;
  troca_item_id: number | null;
  /** The earlier exchange that handed this line out. */
  troca_codigo: string | null;
  produto_id: number;
  grade_id: number | null;
  descricao: string;
  cor: string | null;
  tamanho: string | null;
  quantidade: number;
  devolvido: number;
  restante: number;
  /** What one more unit is worth back: its share of what was paid. */
  valor_unidade: Centavos;
  /** What every unit of the line was paid (the sale's discount shared out). */
  pago: Centavos;
  produto_nome: string;
  preco_atual: Centavos;
  produto_ativo: boolean;
  outras_grades: GradeOpcao[];
}

export interface VendaParaTroca {
  venda: {
    id: number;
    codigo: string;
    status: string;
    origem: 'balcao' | 'catalogo';
    cliente_id: number | null;
    cliente_nome: string | null;
    cpf: string | null;
    total: Centavos;
    confirmada_em: string | null;
    /** Storefront orders: the last day of the 7-day withdrawal (CDC art. 49), YYYY-MM-DD. */
    arrependimento_ate: string | null;
  };
  itens: ItemParaTroca[];
  trocas: { id: number; codigo: string; criada_em: string; valor_devolvido: Centavos; diferenca: Centavos; acerto: Acerto }[];
}

function lerVendaParaTroca(answer: Json): VendaParaTroca | null {
  if (!isJsonRecord(answer) || !isJsonRecord(answer.venda)) return null;
  const v = answer.venda;
  return {
    venda: {
      id: jsonNumber(v.id),
      codigo: jsonText(v.codigo),
      status: jsonText(v.status),
      origem: jsonText(v.origem) === 'catalogo' ? 'catalogo' : 'balcao',
      cliente_id: jsonNumberOrNull(v.cliente_id),
      cliente_nome: jsonTextOrNull(v.cliente_nome),
      cpf: jsonTextOrNull(v.cpf),
      total: centavos(jsonNumber(v.total)),
      confirmada_em: jsonTextOrNull(v.confirmada_em),
      arrependimento_ate: jsonTextOrNull(v.arrependimento_ate),
    },
    itens: jsonRecords(answer.itens).map((i) => ({
      chave: jsonText(i.chave),
      id: jsonNumberOrNull(i.id),
      troca_item_id: jsonNumberOrNull(i.troca_item_id),
      troca_codigo: jsonTextOrNull(i.troca_codigo),
      produto_id: jsonNumber(i.produto_id),
      grade_id: jsonNumberOrNull(i.grade_id),
      descricao: jsonText(i.descricao),
      cor: jsonTextOrNull(i.cor),
      tamanho: jsonTextOrNull(i.tamanho),
      quantidade: jsonNumber(i.quantidade),
      devolvido: jsonNumber(i.devolvido),
      restante: jsonNumber(i.restante),
      valor_unidade: centavos(jsonNumber(i.valor_unidade)),
      pago: centavos(jsonNumber(i.pago)),
      produto_nome: jsonText(i.produto_nome),
      preco_atual: centavos(jsonNumber(i.preco_atual)),
      produto_ativo: i.produto_ativo === true,
      outras_grades: jsonRecords(i.outras_grades).map((g) => ({
        id: jsonNumber(g.id),
        cor: jsonText(g.cor),
        tamanho: jsonText(g.tamanho),
        disponivel: jsonNumber(g.disponivel),
      })),
    })),
    trocas: jsonRecords(answer.trocas).map((t) => ({
      id: jsonNumber(t.id),
      codigo: jsonText(t.codigo),
      criada_em: jsonText(t.criada_em),
      valor_devolvido: centavos(jsonNumber(t.valor_devolvido)),
      diferenca: centavos(jsonNumber(t.diferenca)),
      acerto: acertoDe(t.acerto),
    })),
  };
}

/** A confirmed sale found by number, customer or CPF (the exchange's first step). */
export interface VendaEncontrada {
  id: number;
  codigo: string;
  cliente_nome: string | null;
  total: Centavos;
  criada_em: string;
}

// The write ---------------------------------------------------------------------------------------------------
export interface DevolucaoParaTroca {
  /** The sale's line, or a line an earlier exchange of the sale handed out; without the sale (admin), the product and grade instead. */
  item_venda_id: number | null;
  troca_item_id: number | null;
  produto_id: number | null;
  grade_id: number | null;
  quantidade: number;
  motivo: Motivo;
  com_defeito: boolean;
}

export interface TrocaRegistrada {
  id: number;
  codigo: string;
  diferenca: Centavos;
  troco: Centavos;
  vale: { codigo: string; valor: Centavos; valido_ate: string } | null;
}

export interface RegistrarTrocaArgs {
  vendaId: number | null;
  devolvidos: DevolucaoParaTroca[];
  novos: LinhaParaVenda[];
  pagamentos: PagamentoAdicionado[];
  acerto: 'vale' | 'dinheiro' | null;
  clienteId: number | null;
  observacoes: string;
}

function lerRegistrada(answer: Json): TrocaRegistrada {
  const r = isJsonRecord(answer) ? answer : {};
  const vale = isJsonRecord(r.vale) ? r.vale : null;
  return {
    id: jsonNumber(r.id),
    codigo: jsonText(r.codigo),
    diferenca: centavos(jsonNumber(r.diferenca)),
    troco: centavos(jsonNumber(r.troco)),
    vale: vale ? { codigo: jsonText(vale.codigo), valor: centavos(jsonNumber(vale.valor)), valido_ate: jsonText(vale.valido_ate) } : null,
  };
}

/**
 * What an exchange changes: the exchanges' list and the sale it came from, the sales (the sale's page
 * shows its exchanges), the cash session, the products' disponível and the dashboard.
 */
const mudancasDaTroca = (vendaId: number | null) => [
  { type: 'Venda' as const, id: 'TROCAS' },
  { type: 'Venda' as const, id: 'LIST' },
  ...(vendaId ? [{ type: 'Venda' as const, id: vendaId }] : []),
  { type: 'Caixa' as const, id: 'ABERTO' },
  { type: 'Produto' as const, id: 'LIST' },
  { type: 'Titulo' as const, id: 'LIST' },
  { type: 'Dashboard' as const },
];

/**
 * Exchanges and returns (migration 20261129002000). The exchanges share the sales' tag ('Venda',
 * id 'TROCAS' for their list): an exchange is a sale's after-life, and a sale's page lists its exchanges.
 */
export const trocasApi = api.injectEndpoints({
  endpoints: (build) => ({
    listTrocas: build.query<TrocasPage, TrocasArgs>({
      queryFn: async (args) => {
        const params: FunctionArgs<'trocas_pagina'> = {
          p_busca: args.busca,
          p_acerto: args.acerto === 'todos' ? undefined : args.acerto,
          p_de: args.de || undefined,
          p_ate: args.ate || undefined,
          p_pagina: args.page,
          p_por_pagina: args.pageSize,
        };
        const result = await toApiResult(getSupabase().rpc('trocas_pagina', params, { get: true }));
        if (result.error) return result;
        const pagina = isJsonRecord(result.data) ? result.data : {};
        const total = jsonNumber(pagina.total);
        return {
          data: {
            rows: jsonRecords(pagina.linhas).map(linhaDaPagina),
            total,
            page: args.page,
            pageSize: args.pageSize,
            totalPages: Math.ceil(total / args.pageSize),
            valorDevolvido: centavos(jsonNumber(pagina.valor_devolvido)),
            valorNovo: centavos(jsonNumber(pagina.valor_novo)),
          },
        };
      },
      providesTags: [{ type: 'Venda', id: 'TROCAS' }],
    }),
    getTrocaDetalhe: build.query<TrocaDetalhe | null, number>({
      queryFn: async (id) => {
        const result = await toApiResult(getSupabase().rpc('troca_detalhe', { p_id: id }));
        return result.error ? result : { data: lerDetalhe(result.data) };
      },
      providesTags: [{ type: 'Venda', id: 'TROCAS' }],
    }),
    getVendaParaTroca: build.query<VendaParaTroca | null, number>({
      queryFn: async (id) => {
        const result = await toApiResult(getSupabase().rpc('venda_para_troca', { p_venda_id: id }));
        return result.error ? result : { data: lerVendaParaTroca(result.data) };
      },
      providesTags: (_r, _e, id) => [{ type: 'Venda', id }, { type: 'Venda', id: 'TROCAS' }],
    }),
    buscarVendasParaTroca: build.query<VendaEncontrada[], string>({
      queryFn: async (busca) => {
        const result = await toApiResult(
          getSupabase().rpc('vendas_pagina', { p_busca: busca, p_situacao: 'confirmada', p_pagina: 1, p_por_pagina: 8 }, { get: true }),
        );
        if (result.error) return result;
        const pagina = isJsonRecord(result.data) ? result.data : {};
        return {
          data: jsonRecords(pagina.linhas).map((v) => ({
            id: jsonNumber(v.id),
            codigo: jsonText(v.codigo),
            cliente_nome: jsonTextOrNull(v.cliente_nome),
            total: centavos(jsonNumber(v.total)),
            criada_em: jsonText(v.criada_em),
          })),
        };
      },
      providesTags: [{ type: 'Venda', id: 'LIST' }],
    }),
    registrarTroca: build.mutation<TrocaRegistrada, RegistrarTrocaArgs>({
      queryFn: async ({ vendaId, devolvidos, novos, pagamentos, acerto, clienteId, observacoes }) => {
        const result = await toApiResult(
          getSupabase().rpc('registrar_troca', {
            // The generated Args type these as required and non-null; the function takes null.
            p_venda_id: vendaId as number,
            p_devolvidos: devolvidos.map((d) =>
              d.item_venda_id !== null
                ? { item_venda_id: d.item_venda_id, quantidade: d.quantidade, motivo: d.motivo, com_defeito: d.com_defeito }
                : d.troca_item_id !== null
                  ? { troca_item_id: d.troca_item_id, quantidade: d.quantidade, motivo: d.motivo, com_defeito: d.com_defeito }
                  : { produto_id: d.produto_id, grade_id: d.grade_id, quantidade: d.quantidade, motivo: d.motivo, com_defeito: d.com_defeito },
            ),
            p_novos: novos.map((l) => ({ produto_id: l.produto_id, grade_id: l.grade_id, quantidade: l.quantidade, desconto: emReais(l.desconto) })),
            p_pagamentos: pagamentos.map((p) => ({
              forma_pagamento_id: p.forma_pagamento_id,
              valor: emReais(p.valor),
              parcelas: p.parcelas,
              valor_recebido: p.valor_recebido === null ? null : emReais(p.valor_recebido),
              vale_codigo: p.vale_codigo ?? null,
            })),
            p_acerto: acerto as string,
            p_cliente_id: clienteId as number,
            p_observacoes: observacoes,
          }),
        );
        return result.error ? result : { data: lerRegistrada(result.data) };
      },
      invalidatesTags: (_r, _e, { vendaId }) => mudancasDaTroca(vendaId),
    }),
  }),
});

export const {
  useListTrocasQuery,
  useGetTrocaDetalheQuery,
  useGetVendaParaTrocaQuery,
  useBuscarVendasParaTrocaQuery,
  useRegistrarTrocaMutation,
} = trocasApi;
