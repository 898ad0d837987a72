import type { Centavos } from '../../components';

/**
 * What `quantidade` more units of a sale line are worth back, as registrar_troca counts it: the line's
 * paid total spread over its units, each return taking the difference of two roundings so the cents
 * come out exact when every unit is back (`devolvido`: units already back).
 */
export function valorDevolvido(pago: Centavos, vendida: number, devolvido: number, quantidade: number): Centavos {
  if (vendida <= 0 || quantidade <= 0) return 0;
  return Math.round((pago * (devolvido + quantidade)) / vendida) - Math.round((pago * devolvido) / vendida);
}

/** "+" the customer pays, "−" the shop gives back, "0" nothing to settle. */
export type SentidoDiferenca = 'paga' | 'devolve' | 'zero';
export const sentido = (diferenca: Centavos): SentidoDiferenca => (diferenca > 0 ? 'paga' : diferenca < 0 ? 'devolve' : 'zero');
