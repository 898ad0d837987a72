import { useState } from 'react';
import styled from 'styled-components';
import type { ProdutoImagem } from '../types';
import { ProductImage } from './ProductImage';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const Main = styled.div<{ $soldOut: boolean }>`
  position: relative;
  aspect-ratio: 4 / 5;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    filter: ${({ $soldOut }) => ($soldOut ? 'grayscale(1) opacity(0.6)' : 'none')};
  }
`;

const Counter = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const Thumbs = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  list-style: none;
  margin: 0;
  padding: 0;
  overflow-x: auto;
`;

const Thumb = styled.button`
  flex: 0 0 4rem;
  aspect-ratio: 4 / 5;
  padding: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 2px solid transparent;
  overflow: hidden;
  cursor: pointer;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export interface GalleryProps {
  imagens: ProdutoImagem[];
  nome: string;
  soldOut?: boolean;
}

/** Principal first, then the rest; thumbnails pick the large image; "n de total imagens". */
export function Gallery({ imagens, nome, soldOut = false }: GalleryProps) {
  const ordered = [...imagens].sort((a, b) => Number(b.tipo_imagem === 'principal') - Number(a.tipo_imagem === 'principal'));
  const [index, setIndex] = useState(0);
  const current = ordered[Math.min(index, Math.max(0, ordered.length - 1))];
  return (
    <Wrapper>
      <Main $soldOut={soldOut}>
        <ProductImage url={current?.url_imagem} width={720} sizes="(min-width: 768px) 360px, 90vw" alt={nome} />
      </Main>
      {ordered.length > 1 ? (
        <>
          <Counter aria-live="polite">
            {index + 1} de {ordered.length} imagens
          </Counter>
          <Thumbs aria-label="Miniaturas">
            {ordered.map((img, i) => (
              <li key={img.id}>
                <Thumb
                  type="button"
                  aria-label={`Ver imagem ${i + 1} de ${ordered.length}`}
                  aria-current={i === index}
                  onClick={() => setIndex(i)}
                >
                  <ProductImage url={img.url_imagem} width={240} sizes="64px" alt="" loading="lazy" />
                </Thumb>
              </li>
            ))}
          </Thumbs>
        </>
      ) : null}
    </Wrapper>
  );
}
