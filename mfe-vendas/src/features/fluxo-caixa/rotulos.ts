import type { Agrupar } from './params';

const MES = new Intl.DateTimeFormat('pt-BR', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const DIA = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
const DIA_ANO = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });

/** "nov. de 2026" → "nov/2026": a month as the chart's axis and the table's first column show it. */
export function rotuloMes(periodo: string): string {
  const partes = MES.formatToParts(new Date(`${periodo}T12:00:00Z`));
  const mes = partes.find((p) => p.type === 'month')?.value.replace('.', '') ?? '';
  const ano = partes.find((p) => p.type === 'year')?.value ?? '';
  return `${mes}/${ano}`;
}

/** A period's label: "nov/2026" by month, "29/11" by day (with the year where the table has room). */
export function rotuloPeriodo(periodo: string, agrupar: Agrupar, comAno = false): string {
  if (agrupar === 'mes') return rotuloMes(periodo);
  return (comAno ? DIA_ANO : DIA).format(new Date(`${periodo}T12:00:00Z`));
}

/** R$ 12,3 mil: the axis' compact money (the tooltip and the table give the exact figure). */
const COMPACTO = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', notation: 'compact', maximumFractionDigits: 1 });
export const reaisCompacto = (reais: number): string => COMPACTO.format(reais);
