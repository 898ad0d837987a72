import { normalizeText } from '@loja/shared-ui/format';

/**
 * The spec's default colour names and their fixed swatch colours, used when a grade carries no
 * `cor_rgb`. These are product data (the colour of a garment), not theme colours.
 */
export const CORES_PADRAO: Record<string, string> = {
  vermelho: '#DC2626',
  azul: '#2563EB',
  verde: '#16A34A',
  amarelo: '#FACC15',
  preto: '#111827',
  branco: '#FFFFFF',
  rosa: '#EC4899',
  roxo: '#7C3AED',
  laranja: '#F97316',
  cinza: '#6B7280',
  dourado: '#D4A017',
  prata: '#C0C0C0',
  marrom: '#92400E',
  bege: '#D6C3A5',
  vinho: '#7F1D1D',
};

/** Grey for a colour the map does not know. */
export const COR_FALLBACK = '#9CA3AF';

/** The swatch of a colour: the grade's own hex, else the default map (accents and case ignored), else grey. */
export function swatchColor(cor: string, corRgb?: string | null): string {
  if (corRgb && /^#[0-9a-f]{6}$/i.test(corRgb)) return corRgb;
  return CORES_PADRAO[normalizeText(cor)] ?? COR_FALLBACK;
}
