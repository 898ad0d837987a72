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
  toListResult,
  type Json,
  type ListPage,
  type ListPageArgs,
  type Views,
} from '@loja/shared-ui/platform';

/** A row of /estoque/balanco (view balancos_lista, staff only). */
export type BalancoListRow = Pick<
  Views<'balancos_lista'>,
  'id' | 'codigo' | 'status' | 'escopo' | 'categoria_nome' | 'observacoes' | 'aberto_em' | 'aberto_por_nome' | 'fechado_em' | 'itens_contados' | 'unidades_contadas'
>;
const LIST_COLUMNS = 'id, codigo, status, escopo, categoria_nome, observacoes, aberto_em, aberto_por_nome, fechado_em, itens_contados, unidades_contadas';

/** A counted item of balanco_revisao: the count against the system stock (now, or frozen at Aplicar). */
export interface LinhaBalanco {
  id: number;
  produto_id: number;
  produto_nome: string;
  grade_id: number | null;
  cor: string | null;
  tamanho: string | null;
  codigo_barras: string | null;
  contado: number;
  sistema: number;
  sistema_na_contagem: number;
  diferenca: number;
  /** The difference at cost (preco_custo + preco_compra), computed by the database. */
  valor_diferenca: number;
  /** The stock moved after the item was first counted (open sessions only). */
  mudou: boolean;
  leituras: number;
  atualizado_em: string;
  atualizado_por_nome: string | null;
}

export interface NaoContado {
  produto_id: number;
  produto_nome: string;
  grade_id: number | null;
  cor: string | null;
  tamanho: string | null;
  codigo_barras: string | null;
  sistema: number;
}

export interface Balanco {
  id: number;
  codigo: string;
  status: 'aberto' | 'aplicado' | 'cancelado';
  escopo: string;
  categoria_nome: string | null;
  observacoes: string | null;
  aberto_em: string;
  aberto_por_nome: string | null;
  fechado_em: string | null;
  fechado_por_nome: string | null;
  produtos: number;
}

export interface TotaisBalanco {
  contados: number;
  unidades: number;
  com_diferenca: number;
  sobra: number;
  falta: number;
  valor_sobra: number;
  valor_falta: number;
  mudaram: number;
  /** Every item of the scope not counted yet (the list holds at most the first 500). */
  nao_contados: number;
}

export interface RevisaoBalanco {
  balanco: Balanco;
  linhas: LinhaBalanco[];
  nao_contados: NaoContado[];
  totais: TotaisBalanco;
}

const objeto = (valor: Json | undefined) => (isJsonRecord(valor) ? valor : {});

/** balanco_revisao's jsonb as typed objects (each element is built with jsonb_build_object / to_jsonb). */
export function revisaoDoBanco(dados: Json): RevisaoBalanco {
  const raiz = objeto(dados);
  const b = objeto(raiz.balanco);
  const t = objeto(raiz.totais);
  const status = jsonText(b.status);
  return {
    balanco: {
      id: jsonNumber(b.id),
      codigo: jsonText(b.codigo),
      status: status === 'aplicado' || status === 'cancelado' ? status : 'aberto',
      escopo: jsonText(b.escopo),
      categoria_nome: jsonTextOrNull(b.categoria_nome),
      observacoes: jsonTextOrNull(b.observacoes),
      aberto_em: jsonText(b.aberto_em),
      aberto_por_nome: jsonTextOrNull(b.aberto_por_nome),
      fechado_em: jsonTextOrNull(b.fechado_em),
      fechado_por_nome: jsonTextOrNull(b.fechado_por_nome),
      produtos: jsonNumber(b.produtos),
    },
    linhas: jsonRecords(raiz.linhas).map((l) => ({
      id: jsonNumber(l.id),
      produto_id: jsonNumber(l.produto_id),
      produto_nome: jsonText(l.produto_nome),
      grade_id: jsonNumberOrNull(l.grade_id),
      cor: jsonTextOrNull(l.cor),
      tamanho: jsonTextOrNull(l.tamanho),
      codigo_barras: jsonTextOrNull(l.codigo_barras),
      contado: jsonNumber(l.contado),
      sistema: jsonNumber(l.sistema),
      sistema_na_contagem: jsonNumber(l.sistema_na_contagem),
      diferenca: jsonNumber(l.diferenca),
      valor_diferenca: jsonNumber(l.valor_diferenca),
      mudou: l.mudou === true,
      leituras: jsonNumber(l.leituras),
      atualizado_em: jsonText(l.atualizado_em),
      atualizado_por_nome: jsonTextOrNull(l.atualizado_por_nome),
    })),
    nao_contados: jsonRecords(raiz.nao_contados).map((n) => ({
      produto_id: jsonNumber(n.produto_id),
      produto_nome: jsonText(n.produto_nome),
      grade_id: jsonNumberOrNull(n.grade_id),
      cor: jsonTextOrNull(n.cor),
      tamanho: jsonTextOrNull(n.tamanho),
      codigo_barras: jsonTextOrNull(n.codigo_barras),
      sistema: jsonNumber(n.sistema),
    })),
    totais: {
      contados: jsonNumber(t.contados),
      unidades: jsonNumber(t.unidades),
      com_diferenca: jsonNumber(t.com_diferenca),
      sobra: jsonNumber(t.sobra),
      falta: jsonNumber(t.falta),
      valor_sobra: jsonNumber(t.valor_sobra),
      valor_falta: jsonNumber(t.valor_falta),
      mudaram: jsonNumber(t.mudaram),
      nao_contados: jsonNumber(t.nao_contados),
    },
  };
}

/** What registrar_contagem answers: the item and its new count; `repetida` when it had been counted before. */
export interface Leitura {
  nome: string;
  produto_id: number;
  grade_id: number | null;
  quantidade: number;
  repetida: boolean;
}

export interface AbrirBalancoArgs {
  escopo: 'todos' | 'categoria' | 'produtos';
  categoria_id: number | null;
  produtos: number[];
  observacoes: string | null;
}

export interface RegistrarContagemArgs {
  balancoId: number;
  codigo?: string;
  produtoId?: number;
  gradeId?: number | null;
  quantidade: number;
}

/** A product the "Buscar produto" picker finds (produtos_para_venda by name), with its grades. */
export interface ProdutoParaContar {
  id: number;
  nome: string;
  grades: { id: number; cor: string; tamanho: string }[];
}

const LIST_TAG = { type: 'Balanco', id: 'LIST' } as const;
/** Aplicar moves stock: the stock screens and the movement list read again. */
const ESTOQUE_TAGS = [{ type: 'Produto', id: 'LIST' }, { type: 'Movimentacao', id: 'LIST' }] as const;

/**
 * The stock count (issue 27): the list (view balancos_lista), one session's review (balanco_revisao) and
 * the checked functions of migration 20261130002000.
 */
export const balancoApi = api.injectEndpoints({
  endpoints: (build) => ({
    listBalancos: build.query<ListPage<BalancoListRow>, ListPageArgs>({
      queryFn: (args) => toListResult(getSupabase().from('balancos_lista').select(LIST_COLUMNS, { count: 'exact' }), args),
      providesTags: [LIST_TAG],
    }),
    getBalancoRevisao: build.query<RevisaoBalanco, number>({
      queryFn: async (id) => {
        const result = await toApiResult(getSupabase().rpc('balanco_revisao', { p_balanco_id: id }));
        return result.error ? result : { data: revisaoDoBanco(result.data) };
      },
      providesTags: (_r, _e, id) => [{ type: 'Balanco', id }],
    }),
    listCategoriasBalanco: build.query<{ id: number; nome: string }[], void>({
      queryFn: () => toApiResult(getSupabase().from('categorias').select('id, nome').order('nome').order('id'), []),
      providesTags: [{ type: 'Categoria', id: 'LIST' }],
    }),
    buscarProdutosBalanco: build.query<ProdutoParaContar[], string>({
      queryFn: async (busca) => {
        const result = await toApiResult(getSupabase().rpc('produtos_para_venda', { p_busca: busca }));
        if (result.error) return result;
        return {
          data: jsonRecords(result.data).map((p) => ({
            id: jsonNumber(p.id),
            nome: jsonText(p.nome),
            grades: jsonRecords(p.grades).map((g) => ({ id: jsonNumber(g.id), cor: jsonText(g.cor), tamanho: jsonText(g.tamanho) })),
          })),
        };
      },
    }),
    abrirBalanco: build.mutation<{ id: number; codigo: string }, AbrirBalancoArgs>({
      queryFn: async (args) => {
        const result = await toApiResult(
          getSupabase().rpc('abrir_balanco', {
            p_escopo: args.escopo,
            ...(args.escopo === 'categoria' && args.categoria_id !== null ? { p_categoria_id: args.categoria_id } : {}),
            ...(args.escopo === 'produtos' ? { p_produtos: args.produtos } : {}),
            ...(args.observacoes ? { p_observacoes: args.observacoes } : {}),
          }),
        );
        if (result.error) return result;
        const dados = objeto(result.data);
        return { data: { id: jsonNumber(dados.id), codigo: jsonText(dados.codigo) } };
      },
      invalidatesTags: [LIST_TAG],
    }),
    registrarContagem: build.mutation<Leitura, RegistrarContagemArgs>({
      queryFn: async ({ balancoId, codigo, produtoId, gradeId, quantidade }) => {
        const result = await toApiResult(
          getSupabase().rpc('registrar_contagem', {
            p_balanco_id: balancoId,
            p_quantidade: quantidade,
            ...(codigo !== undefined ? { p_codigo: codigo } : {}),
            ...(produtoId !== undefined ? { p_produto_id: produtoId } : {}),
            ...(gradeId !== undefined && gradeId !== null ? { p_grade_id: gradeId } : {}),
          }),
        );
        if (result.error) return result;
        const l = objeto(result.data);
        return {
          data: {
            nome: jsonText(l.nome),
            produto_id: jsonNumber(l.produto_id),
            grade_id: jsonNumberOrNull(l.grade_id),
            quantidade: jsonNumber(l.quantidade),
            repetida: l.repetida === true,
          },
        };
      },
      // Not the session's review: reading every line again after each scan would slow a counter down;
      // the review reads again when it is opened (refetchOnMountOrArgChange).
      invalidatesTags: [LIST_TAG],
    }),
    corrigirContagem: build.mutation<void, { balancoId: number; contagemId: number; quantidade: number }>({
      queryFn: async ({ contagemId, quantidade }) => {
        const result = await toApiResult(getSupabase().rpc('corrigir_contagem', { p_contagem_id: contagemId, p_quantidade: quantidade }));
        return result.error ? result : { data: undefined };
      },
      invalidatesTags: (_r, _e, { balancoId }) => [{ type: 'Balanco', id: balancoId }, LIST_TAG],
    }),
    removerContagem: build.mutation<void, { balancoId: number; contagemId: number }>({
      queryFn: async ({ contagemId }) => {
        const result = await toApiResult(getSupabase().rpc('remover_contagem', { p_contagem_id: contagemId }));
        return result.error ? result : { data: undefined };
      },
      invalidatesTags: (_r, _e, { balancoId }) => [{ type: 'Balanco', id: balancoId }, LIST_TAG],
    }),
    zerarNaoContados: build.mutation<number, number>({
      queryFn: async (balancoId) => {
        const result = await toApiResult(getSupabase().rpc('zerar_nao_contados', { p_balanco_id: balancoId }));
        return result.error ? result : { data: Number(result.data) };
      },
      invalidatesTags: (_r, _e, balancoId) => [{ type: 'Balanco', id: balancoId }, LIST_TAG],
    }),
    cancelarBalanco: build.mutation<void, number>({
      queryFn: async (balancoId) => {
        const result = await toApiResult(getSupabase().rpc('cancelar_balanco', { p_balanco_id: balancoId }));
        return result.error ? result : { data: undefined };
      },
      invalidatesTags: (_r, _e, balancoId) => [{ type: 'Balanco', id: balancoId }, LIST_TAG],
    }),
    aplicarBalanco: build.mutation<{ ajustes: number }, { balancoId: number; confirmado: boolean }>({
      queryFn: async ({ balancoId, confirmado }) => {
        const result = await toApiResult(getSupabase().rpc('aplicar_balanco', { p_balanco_id: balancoId, p_confirmado: confirmado }));
        return result.error ? result : { data: { ajustes: jsonNumber(objeto(result.data).ajustes) } };
      },
      invalidatesTags: (_r, _e, { balancoId }) => [{ type: 'Balanco', id: balancoId }, LIST_TAG, ...ESTOQUE_TAGS],
    }),
  }),
});

export const {
  useListBalancosQuery,
  useGetBalancoRevisaoQuery,
  useListCategoriasBalancoQuery,
  useLazyBuscarProdutosBalancoQuery,
  useAbrirBalancoMutation,
  useRegistrarContagemMutation,
  useCorrigirContagemMutation,
  useRemoverContagemMutation,
  useZerarNaoContadosMutation,
  useCancelarBalancoMutation,
  useAplicarBalancoMutation,
} = balancoApi;
