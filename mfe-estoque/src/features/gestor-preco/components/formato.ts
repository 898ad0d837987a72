import { formatBRL } from '@loja/shared-ui/format';

// One decimal for every margin, so a column reads evenly ("60,0%" above "64,2%").
const percentual = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A margin as the preview shows it: "40,0%", "49,9%", "—" when there is none (a price of 0). */
export const formatarMargem = (margem: number | null): string => (margem === null ? '—' : `${percentual.format(margem)}%`);

/** Money, or "—". */
export const formatarPreco = (valor: number | null): string => (valor === null ? '—' : formatBRL(valor));
