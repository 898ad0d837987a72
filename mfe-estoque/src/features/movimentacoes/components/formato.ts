import { displaySize, formatBRL, formatDateTime } from '@loja/shared-ui/format';

/** What a movement shows in place of an empty value (spec 001 §2: unit price "or a dash"). */
export const TRACO = '-';

/** The grade of a movement as the shop names it, "Coral / M" ('unico' as UNC, spec 001 §9); null for a product without grades. */
export function gradeLabel(cor: string | null, tamanho: string | null): string | null {
  const partes = [cor, tamanho === null ? null : displaySize(tamanho)].filter((parte): parte is string => Boolean(parte?.trim()));
  return partes.length ? partes.join(' / ') : null;
}

/** The product with its grade, "Biquíni Tropical (Coral / M)", for labels and titles. */
export function produtoComGrade(produto: string | null, cor: string | null, tamanho: string | null): string {
  const grade = gradeLabel(cor, tamanho);
  return grade ? `${produto ?? ''} (${grade})` : (produto ?? '');
}

/** Spec 001 §2: "R$ 12,34" with two decimals, or a dash when the movement has no price. */
export function precoUnitario(preco: number | null): string {
  return preco === null ? TRACO : formatBRL(preco, TRACO);
}

/** Spec 001 §2: dd/MM/yyyy HH:mm, 24 h, local time. */
export function dataMovimentacao(data: string | null): string {
  return formatDateTime(data, TRACO);
}

/** A free text (motivo, observações) or the dash. */
export function textoOuTraco(texto: string | null): string {
  return texto?.trim() ? texto : TRACO;
}
