import styled from 'styled-components';
import { gradeLabel } from './formato';

/** A table cell wide enough that a long product name wraps on two lines, not five. */
const Celula = styled.span`
  display: block;
  min-width: 11rem;
`;

const Nome = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;
`;

const Grade = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ProdutoMovimentadoProps {
  nome: string | null;
  cor: string | null;
  tamanho: string | null;
}

/** The product of a movement, with its grade ("Coral / M") under the name when it has one. */
export function ProdutoMovimentado({ nome, cor, tamanho }: ProdutoMovimentadoProps) {
  const grade = gradeLabel(cor, tamanho);
  return (
    <Celula>
      <Nome>{nome}</Nome>
      {grade ? <Grade>{grade}</Grade> : null}
    </Celula>
  );
}
