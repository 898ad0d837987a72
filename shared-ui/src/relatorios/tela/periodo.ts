/**
 * The report period in the shop's days (America/Sao_Paulo, as the `relatorio_*` functions count them):
 * today, the presets of the period filter and the checks the database would refuse anyway.
 */

export const FUSO_LOJA = 'America/Sao_Paulo';

/** A period, 'aaaa-mm-dd' inclusive on both ends. */
export interface Periodo {
  de: string;
  ate: string;
}

export type PresetPeriodo = 'este-mes' | 'mes-passado' | 'ultimos-30' | 'ultimos-90' | 'este-ano';

export const PRESETS_PERIODO: readonly { valor: PresetPeriodo; rotulo: string }[] = [
  { valor: 'este-mes', rotulo: 'Este mês' },
  { valor: 'mes-passado', rotulo: 'Mês passado' },
  { valor: 'ultimos-30', rotulo: 'Últimos 30 dias' },
  { valor: 'ultimos-90', rotulo: 'Últimos 90 dias' },
  { valor: 'este-ano', rotulo: 'Este ano' },
];

const DATA = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written 'aaaa-mm-dd' ('2026-02-30' is not). */
export function ehData(texto: string): boolean {
  const m = DATA.exec(texto);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** Today in the shop's time zone, 'aaaa-mm-dd' (a sale at 22:00 in São Paulo is already tomorrow in UTC). */
export const hojeLoja = (agora: Date = new Date()): string => agora.toLocaleDateString('sv', { timeZone: FUSO_LOJA });

// Calendar arithmetic on dates built at noon UTC, so no time zone moves the day.
const meioDia = (dia: string) => new Date(`${dia}T12:00:00Z`);
const iso = (d: Date) => d.toISOString().slice(0, 10);

/** `dia` plus `dias` days (negative goes back). */
export function somarDias(dia: string, dias: number): string {
  const d = meioDia(dia);
  d.setUTCDate(d.getUTCDate() + dias);
  return iso(d);
}

/** The first day of the month `meses` months from the month of `dia`. */
export function inicioDoMes(dia: string, meses = 0): string {
  const d = meioDia(`${dia.slice(0, 7)}-01`);
  d.setUTCMonth(d.getUTCMonth() + meses);
  return iso(d);
}

/** The last day of the month `meses` months from the month of `dia`. */
export function fimDoMes(dia: string, meses = 0): string {
  return somarDias(inicioDoMes(dia, meses + 1), -1);
}

/**
 * The period of a preset, counted from `hoje` (default: today in the shop). "Este mês" and "Este ano" are
 * the whole calendar month/year (the days still to come show as zeros); "Últimos 30 dias" ends today.
 */
export function periodoDoPreset(preset: PresetPeriodo, hoje: string = hojeLoja()): Periodo {
  switch (preset) {
    case 'mes-passado':
      return { de: inicioDoMes(hoje, -1), ate: fimDoMes(hoje, -1) };
    case 'ultimos-30':
      return { de: somarDias(hoje, -29), ate: hoje };
    case 'ultimos-90':
      return { de: somarDias(hoje, -89), ate: hoje };
    case 'este-ano':
      return { de: `${hoje.slice(0, 4)}-01-01`, ate: `${hoje.slice(0, 4)}-12-31` };
    default:
      return { de: inicioDoMes(hoje), ate: fimDoMes(hoje) };
  }
}

/** Which preset a period is, or null (a custom period). */
export function presetDoPeriodo({ de, ate }: Periodo, hoje: string = hojeLoja()): PresetPeriodo | null {
  const achado = PRESETS_PERIODO.find(({ valor }) => {
    const p = periodoDoPreset(valor, hoje);
    return p.de === de && p.ate === ate;
  });
  return achado?.valor ?? null;
}

export const MENSAGEM_PERIODO_INVERTIDO = 'A data inicial passa da final.';
export const MENSAGEM_PERIODO_LONGO = 'Escolha um período de até 3 anos.';

/**
 * What is wrong with a period, in the database's words, or null: the screens skip the query while the
 * filter shows it (the function would refuse it with the same message).
 */
export function erroDoPeriodo({ de, ate }: Periodo): string | null {
  if (!ehData(de) || !ehData(ate)) return 'Escolha o período.';
  if (de > ate) return MENSAGEM_PERIODO_INVERTIDO;
  // The function's own check: `p_ate - p_de > 3 * 366` days.
  if (somarDias(de, 3 * 366) < ate) return MENSAGEM_PERIODO_LONGO;
  return null;
}
