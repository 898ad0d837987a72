import { media } from '@loja/shared-ui';
import styled from 'styled-components';
import { formatCentavos } from '../dinheiro';
import type { TotaisCarrinho } from './carrinho';

/**
 * The layout every sale editor shares (counter sale, quote, order being edited): products and lines on
 * the left, customer, totals and what to do on the right; one column below the lg breakpoint.
 */
export const EditorGrade = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(20rem, 2fr);
    align-items: start;
  }
`;

export const EditorColuna = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

export const EditorCampos = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

/** Why the editor's main button is off (a line beyond the disponível, a discount above the limit). */
export const EditorProblema = styled.p`
  color: ${({ theme }) => theme.colors.destructive};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Lista = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: ${({ theme }) => theme.space[3]} 0 0;
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .total {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** Itens, subtotal (before discounts), every discount and the total, in centavos. */
export function TotaisDoCarrinho({ totais: t, label }: { totais: TotaisCarrinho; label: string }) {
  return (
    <Lista aria-label={label}>
      <dt>Itens</dt>
      <dd>{t.itens}</dd>
      <dt>Subtotal</dt>
      <dd>{formatCentavos(t.bruto)}</dd>
      <dt>Descontos</dt>
      <dd>{t.descontos > 0 ? `− ${formatCentavos(t.descontos)}` : formatCentavos(0)}</dd>
      <dt className="total">Total</dt>
      <dd className="total" data-testid="total-venda">
        {formatCentavos(t.total)}
      </dd>
    </Lista>
  );
}
