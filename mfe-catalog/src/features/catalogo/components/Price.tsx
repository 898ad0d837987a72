import styled from 'styled-components';
import { Badge } from '@loja/shared-ui';
import { formatBRL } from '@loja/shared-ui/format';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[0.5]};
`;

const Value = styled.span<{ $large: boolean }>`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme, $large }) => ($large ? theme.fontSizes['2xl'] : theme.fontSizes.xl)};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
`;

const Installments = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** "de R$ 100,00" and the badge, on one line above the price. */
const DeLine = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  del {
    text-decoration-thickness: 1px;
  }
`;

const Por = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** "ou 2x de R$ … sem juros": up to two interest-free instalments of half the price. */
export function installmentText(preco: number): string {
  return `ou 2x de ${formatBRL(preco / 2)} sem juros`;
}

/** The badge's "-20%": the whole percent off (rounded), from the two prices the database gave. */
export function descontoText(de: number, por: number): string {
  return `-${Math.round((1 - por / de) * 100)}%`;
}

export interface PriceProps {
  /** The price charged now (preco_atual). */
  value: number;
  /** The real regular price while a promotion runs (preco_de); absent or null shows only `value`. */
  de?: number | null;
  large?: boolean;
}

/**
 * The price, with "de R$ X por R$ Y" and the discount badge when the database gave a "de" (issue 27: only
 * a regular price of the last 30 days may be shown as "de").
 */
export function Price({ value, de = null, large = false }: PriceProps) {
  const promocao = de !== null && de > value;
  return (
    <Wrapper>
      {promocao ? (
        <DeLine>
          <span>
            de <del>{formatBRL(de)}</del>
          </span>
          <Badge variant="destructive">{descontoText(de, value)}</Badge>
        </DeLine>
      ) : null}
      <Value $large={large}>
        {promocao ? <Por>por </Por> : null}
        {formatBRL(value)}
      </Value>
      <Installments>{installmentText(value)}</Installments>
    </Wrapper>
  );
}
