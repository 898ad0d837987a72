import styled from 'styled-components';
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

/** "ou 2x de R$ … sem juros": up to two interest-free instalments of half the price. */
export function installmentText(preco: number): string {
  return `ou 2x de ${formatBRL(preco / 2)} sem juros`;
}

export function Price({ value, large = false }: { value: number; large?: boolean }) {
  return (
    <Wrapper>
      <Value $large={large}>{formatBRL(value)}</Value>
      <Installments>{installmentText(value)}</Installments>
    </Wrapper>
  );
}
