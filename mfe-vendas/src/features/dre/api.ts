import { api, getSupabase, isJsonRecord, jsonNumber, jsonRecords, jsonText, jsonTextOrNull, toApiResult, type Json, type JsonRecord } from '@loja/shared-ui/platform';
import { centavos, type Centavos } from '../../components';

/** One categoria's amount in a DRE group. */
export interface LinhaDre {
  categoria: string;
  codigo: string | null;
  /** receita or despesa (the "outras" group holds both). */
  tipo: string;
  valor: Centavos;
}

/** dre_mensal's answer (migration 20261129003000 defines each line), money in integer centavos, all positive. */
export interface Dre {
  /** The month's first day, yyyy-MM-dd. */
  mes: string;
  /** Where the devoluções come from: the exchanges' returned lines, or títulos of the category. */
  fonte_devolucoes: 'trocas' | 'titulos';
  vendas_quantidade: number;
  receita_bruta: { total: Centavos; vendas: Centavos; trocas: Centavos; categorias: LinhaDre[] };
  deducoes: { total: Centavos; devolucoes: Centavos; categorias: LinhaDre[] };
  receita_liquida: Centavos;
  cmv: { total: Centavos; vendido: Centavos; devolvido: Centavos };
  lucro_bruto: Centavos;
  despesas_operacionais: { total: Centavos; categorias: LinhaDre[] };
  receitas_financeiras: { total: Centavos; categorias: LinhaDre[] };
  despesas_financeiras: { total: Centavos; taxas_cartao: Centavos; categorias: LinhaDre[] };
  outras: { receitas: Centavos; despesas: Centavos; categorias: LinhaDre[] };
  /** Negative when the month lost money. */
  resultado: Centavos;
}

const registro = (valor: Json | undefined): JsonRecord => (isJsonRecord(valor) ? valor : {});
const reais = (valor: Json | undefined): Centavos => centavos(jsonNumber(valor));
const linhas = (valor: Json | undefined): LinhaDre[] =>
  jsonRecords(valor).map((l) => ({ categoria: jsonText(l.categoria), codigo: jsonTextOrNull(l.codigo), tipo: jsonText(l.tipo), valor: reais(l.valor) }));

/** Types dre_mensal's jsonb. */
export function toDre(json: Json): Dre {
  const r = registro(json);
  const rb = registro(r.receita_bruta);
  const de = registro(r.deducoes);
  const cmv = registro(r.cmv);
  const dop = registro(r.despesas_operacionais);
  const rf = registro(r.receitas_financeiras);
  const df = registro(r.despesas_financeiras);
  const ou = registro(r.outras);
  return {
    mes: jsonText(r.mes),
    fonte_devolucoes: jsonText(r.fonte_devolucoes) === 'trocas' ? 'trocas' : 'titulos',
    vendas_quantidade: jsonNumber(r.vendas_quantidade),
    receita_bruta: { total: reais(rb.total), vendas: reais(rb.vendas), trocas: reais(rb.trocas), categorias: linhas(rb.categorias) },
    deducoes: { total: reais(de.total), devolucoes: reais(de.devolucoes), categorias: linhas(de.categorias) },
    receita_liquida: reais(r.receita_liquida),
    cmv: { total: reais(cmv.total), vendido: reais(cmv.vendido), devolvido: reais(cmv.devolvido) },
    lucro_bruto: reais(r.lucro_bruto),
    despesas_operacionais: { total: reais(dop.total), categorias: linhas(dop.categorias) },
    receitas_financeiras: { total: reais(rf.total), categorias: linhas(rf.categorias) },
    despesas_financeiras: { total: reais(df.total), taxas_cartao: reais(df.taxas_cartao), categorias: linhas(df.categorias) },
    outras: { receitas: reais(ou.receitas), despesas: reais(ou.despesas), categorias: linhas(ou.categorias) },
    resultado: reais(r.resultado),
  };
}

/**
 * /financeiro/dre's one request: the database computes every line (dre_mensal); the browser lays them
 * out. Sales and títulos change it: their LIST tags refresh it.
 */
export const dreApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDreMensal: build.query<Dre, string>({
      queryFn: async (mes) => {
        const result = await toApiResult(getSupabase().rpc('dre_mensal', { p_mes: mes }, { get: true }));
        return result.error ? result : { data: toDre(result.data) };
      },
      providesTags: [
        { type: 'Titulo', id: 'LIST' },
        { type: 'Venda', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetDreMensalQuery } = dreApi;
