import { REGRA_CHECKS } from './messages';

/**
 * The Gestor de Preço's rule as the database takes it (gestor_preco_previa / gestor_preco_aplicar,
 * migration 20261130003100): the price is computed there, never here; these are the choices and the
 * parsing of what the person types.
 */
export type TipoRegra = 'percentual' | 'valor' | 'markup' | 'margem';
export type Arredondamento = 'nenhum' | '90' | '99' | 'inteiro';

export interface Regra {
  tipo: TipoRegra;
  /** Percent for percentual / markup / margem, reais for valor; negative lowers the price (percentual, valor). */
  valor: number;
  arredondamento: Arredondamento;
}

export const TIPOS_REGRA: readonly { value: TipoRegra; label: string; unidade: string; dica: string }[] = [
  { value: 'percentual', label: 'Aumentar ou reduzir em %', unidade: '%', dica: 'Ex.: 10 aumenta 10%; −10 reduz 10%.' },
  { value: 'valor', label: 'Somar ou subtrair um valor (R$)', unidade: 'R$', dica: 'Ex.: 5 soma R$ 5,00; −5 subtrai R$ 5,00.' },
  { value: 'markup', label: 'Markup sobre o custo (%)', unidade: '%', dica: 'Preço = custo × (1 + markup). Custo = custo + preço de compra.' },
  { value: 'margem', label: 'Margem desejada (%)', unidade: '%', dica: 'Preço = custo ÷ (1 − margem). Custo = custo + preço de compra.' },
];

export const ARREDONDAMENTOS: readonly { value: Arredondamento; label: string }[] = [
  { value: 'nenhum', label: 'Sem arredondamento' },
  { value: '90', label: 'Terminar em ,90' },
  { value: '99', label: 'Terminar em ,99' },
  { value: 'inteiro', label: 'Reais inteiros' },
];

export const isTipoRegra = (value: string): value is TipoRegra => TIPOS_REGRA.some((t) => t.value === value);
export const isArredondamento = (value: string): value is Arredondamento => ARREDONDAMENTOS.some((a) => a.value === value);

const NUMERO = /^[-−]?\d{1,9}([.,]\d{1,2})?$/;

/**
 * What the person typed as a number: "10", "-2,5", "−5" (the typographic minus too), "1.5". Null when it is
 * not one with at most two decimals. A thousands separator is not accepted ("1.000" would be ambiguous).
 */
export function valorDigitado(texto: string): number | null {
  const limpo = texto.trim().replace(/\s/g, '');
  if (!NUMERO.test(limpo)) return null;
  return Number(limpo.replace('−', '-').replace(',', '.'));
}

/** The same checks the database makes on the rule (its words), for the field's message: null when valid. */
export function erroDoValor(tipo: string, texto: string): string | null {
  if (texto.trim() === '') return REGRA_CHECKS.valor;
  const valor = valorDigitado(texto);
  if (valor === null) return REGRA_CHECKS.formato;
  switch (tipo) {
    case 'percentual':
      if (valor === 0) return REGRA_CHECKS.percentualZero;
      if (valor <= -100) return REGRA_CHECKS.reducao;
      if (valor > 1000) return REGRA_CHECKS.aumento;
      return null;
    case 'valor':
      if (valor === 0) return REGRA_CHECKS.valorZero;
      if (Math.abs(valor) > 100000) return REGRA_CHECKS.valorMaximo;
      return null;
    case 'markup':
      return valor < 0 || valor > 1000 ? REGRA_CHECKS.markup : null;
    case 'margem':
      return valor < 0 || valor >= 100 ? REGRA_CHECKS.margem : null;
    default:
      return null;
  }
}

/** The rule when every field of it is valid, else null (the preview then shows the current prices only). */
export function regraValida(tipo: string, valor: string, arredondamento: string): Regra | null {
  if (!isTipoRegra(tipo) || !isArredondamento(arredondamento) || erroDoValor(tipo, valor) !== null) return null;
  const numero = valorDigitado(valor);
  return numero === null ? null : { tipo, valor: numero, arredondamento };
}

/** The rule in words, as the confirmation says it (the batch list shows the database's own words). */
export function descreverRegra({ tipo, valor, arredondamento }: Regra): string {
  const numero = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 }).format(Math.abs(valor));
  const sinal = valor < 0 ? '−' : '+';
  const base = {
    percentual: `${sinal}${numero}% sobre o preço`,
    valor: `${sinal}R$ ${new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Math.abs(valor))} no preço`,
    markup: `markup de ${numero}% sobre o custo`,
    margem: `margem de ${numero}% sobre o custo`,
  }[tipo];
  const arredondado = { nenhum: '', '90': ', arredondado para ,90', '99': ', arredondado para ,99', inteiro: ', arredondado para reais inteiros' }[arredondamento];
  return base + arredondado;
}
