import type { Periodo } from './periodo';

/** The page of rows a `relatorio_*` function returned, and how many rows the whole period has. */
export interface PaginaRelatorio {
  pagina: number;
  limite: number;
  total_linhas: number;
}

/** A value of the answer once decoded: money and percent texts are numbers. */
export type ValorResposta = string | number | boolean | null | ValorResposta[] | { [chave: string]: ValorResposta };

/** Every row has `chave` (stable) and `rotulo` (Portuguese); the rest depends on the report. */
export interface LinhaResposta {
  chave: string;
  rotulo: string;
  [campo: string]: ValorResposta;
}

export type TotaisResposta = Record<string, ValorResposta>;

/**
 * The common answer of every `relatorio_*` function (README "Relatórios (issue 28)", the contract), decoded:
 * `anterior` and `totais_anterior` are null in the reports that do not compare.
 */
export interface RespostaRelatorio<L extends LinhaResposta = LinhaResposta, T extends TotaisResposta = TotaisResposta> {
  relatorio: string;
  periodo: Periodo | null;
  anterior: Periodo | null;
  filtros: Record<string, ValorResposta>;
  linhas: L[];
  totais: T;
  totais_anterior: T | null;
  pagina: PaginaRelatorio;
  /** The other top-level fields some reports add (e.g. Vendas' `variacao`), decoded the same way. */
  extras: Record<string, ValorResposta>;
}

/** Money ("1234.50") and percents ("37.25", "-12.5") come as text with a decimal point, never as floats. */
const DECIMAL = /^-?\d+\.\d+$/;

/** Fields that are text even when they look like a number (a size "38.5", a code "1.10"). */
const SEMPRE_TEXTO = new Set(['chave', 'rotulo', 'nome', 'tamanho', 'cor', 'codigo', 'sku', 'referencia', 'descricao', 'whatsapp', 'telefone']);

export interface OpcoesLeitura {
  /** More fields to keep as text, besides chave, rotulo, nome, tamanho, cor, codigo, sku, referencia… */
  textos?: readonly string[];
}

function converter(valor: unknown, textos: ReadonlySet<string>, chave?: string): ValorResposta {
  if (valor === null || valor === undefined) return null;
  if (typeof valor === 'string') return chave !== undefined && !textos.has(chave) && DECIMAL.test(valor) ? Number(valor) : valor;
  if (typeof valor === 'number' || typeof valor === 'boolean') return valor;
  if (Array.isArray(valor)) return valor.map((v) => converter(v, textos, chave));
  if (typeof valor === 'object') {
    return Object.fromEntries(Object.entries(valor as Record<string, unknown>).map(([k, v]) => [k, converter(v, textos, k)]));
  }
  return null;
}

const ehObjeto = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function lerPeriodo(v: unknown): Periodo | null {
  return ehObjeto(v) && typeof v.de === 'string' && typeof v.ate === 'string' ? { de: v.de, ate: v.ate } : null;
}

const CONHECIDOS = new Set(['relatorio', 'periodo', 'anterior', 'filtros', 'linhas', 'totais', 'totais_anterior', 'pagina']);

/**
 * Decodes a `relatorio_*` answer (the jsonb of `supabase.rpc`): money and percent texts become numbers
 * (in reais and in points: 12.5 = 12,5 %), nested objects too (Vendas' `trocas`, a row's `anterior`).
 * Throws when the answer is not a report (the screen shows its error state).
 */
export function lerRespostaRelatorio<L extends LinhaResposta = LinhaResposta, T extends TotaisResposta = TotaisResposta>(
  json: unknown,
  opcoes: OpcoesLeitura = {},
): RespostaRelatorio<L, T> {
  if (!ehObjeto(json) || !Array.isArray(json.linhas) || !ehObjeto(json.pagina)) {
    throw new Error('Resposta de relatório inválida.');
  }
  const textos = new Set([...SEMPRE_TEXTO, ...(opcoes.textos ?? [])]);
  const pagina = json.pagina;
  const extras: Record<string, ValorResposta> = {};
  for (const [k, v] of Object.entries(json)) if (!CONHECIDOS.has(k)) extras[k] = converter(v, textos, k);
  return {
    relatorio: typeof json.relatorio === 'string' ? json.relatorio : '',
    periodo: lerPeriodo(json.periodo),
    anterior: lerPeriodo(json.anterior),
    filtros: ehObjeto(json.filtros) ? (converter(json.filtros, textos) as Record<string, ValorResposta>) : {},
    linhas: json.linhas.map((l) => converter(l, textos)) as L[],
    totais: (ehObjeto(json.totais) ? converter(json.totais, textos) : {}) as T,
    totais_anterior: (ehObjeto(json.totais_anterior) ? converter(json.totais_anterior, textos) : null) as T | null,
    pagina: {
      pagina: Number(pagina.pagina) || 1,
      limite: Number(pagina.limite) || 0,
      total_linhas: Number(pagina.total_linhas) || 0,
    },
    extras,
  };
}

/** A decoded value as a number (0 when missing): `numero(resposta.totais.faturamento)`. */
export function numero(valor: ValorResposta | undefined): number {
  return typeof valor === 'number' ? valor : typeof valor === 'string' && valor.trim() !== '' && Number.isFinite(Number(valor)) ? Number(valor) : 0;
}
