import styled from 'styled-components';
import { COR_PADRAO_HEX, normalizarHex } from '../rgb';

const Amostra = styled.span<{ $cor: string; $tamanho: 'sm' | 'md' }>`
  display: inline-block;
  flex-shrink: 0;
  width: ${({ $tamanho }) => ($tamanho === 'sm' ? '0.875rem' : '1.25rem')};
  height: ${({ $tamanho }) => ($tamanho === 'sm' ? '0.875rem' : '1.25rem')};
  border-radius: ${({ theme }) => theme.radii.pill};
  /* the colour is the grade's own data (cor_rgb), not a design colour; the ring keeps white visible */
  background: ${({ $cor }) => $cor};
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.borderStrong};
`;

export interface SwatchProps {
  /** '#RRGGBB'; anything else shows the default colour. */
  hex: string | null | undefined;
  size?: 'sm' | 'md';
}

/** The colour of a grade or of the palette as a dot. Decorative: the colour's name is always beside it. */
export function Swatch({ hex, size = 'md' }: SwatchProps) {
  return <Amostra aria-hidden="true" $cor={normalizarHex(hex) ?? COR_PADRAO_HEX} $tamanho={size} />;
}
