import styled from 'styled-components';
import { Star } from 'lucide-react';

const MAXIMO = 5;

const Row = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[0.5]};
  color: ${({ theme }) => theme.colors.sunshine};

  [data-estrela='vazia'] {
    color: ${({ theme }) => theme.colors.borderStrong};
  }
`;

/** A rating out of five, read as "n de 5 estrelas". */
export function Estrelas({ nota }: { nota: number }) {
  const cheias = Math.max(0, Math.min(MAXIMO, Math.round(nota)));
  return (
    <Row role="img" aria-label={`${cheias} de ${MAXIMO} estrelas`}>
      {Array.from({ length: MAXIMO }, (_, i) => (
        <Star
          key={i}
          size={18}
          fill={i < cheias ? 'currentColor' : 'none'}
          data-estrela={i < cheias ? 'cheia' : 'vazia'}
          aria-hidden
        />
      ))}
    </Row>
  );
}
