import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { imageRenderUrl } from '@loja/shared-ui/platform';

/** Pixel box of each use: a table row's thumbnail, a card's big image (4:5, as the storefront). */
const SIZES = {
  miniatura: { width: 48, height: 48 },
  card: { width: 480, height: 600 },
} as const;

const Frame = styled.div<{ $tamanho: keyof typeof SIZES }>`
  display: flex;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  flex-shrink: 0;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textSubtle};
  border-radius: ${({ theme, $tamanho }) => ($tamanho === 'card' ? '0' : theme.radii.md)};
  width: ${({ $tamanho }) => ($tamanho === 'card' ? '100%' : '3rem')};
  aspect-ratio: ${({ $tamanho }) => ($tamanho === 'card' ? '4 / 5' : '1 / 1')};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

export interface ProdutoImagemProps {
  /** produtos_lista.imagem_url: the principal image as stored (relative storage path), or null. */
  url: string | null;
  /** The product's name, the image's text alternative. */
  nome: string;
  tamanho: keyof typeof SIZES;
}

/**
 * A product's principal image at the size it is shown (Supabase's image transformation), or the
 * placeholder icon when the product has none or the file fails to load.
 */
export function ProdutoImagem({ url, nome, tamanho }: ProdutoImagemProps) {
  const [falhou, setFalhou] = useState<string | null>(null);
  const semImagem = !url || falhou === url;
  const { width, height } = SIZES[tamanho];
  return (
    <Frame $tamanho={tamanho} data-testid="produto-imagem">
      {semImagem ? (
        <ImageOff size={tamanho === 'card' ? 40 : 20} role="img" aria-label={`${nome}: sem imagem`} />
      ) : (
        <img src={imageRenderUrl(url, { width, height })} alt={nome} loading="lazy" width={width} height={height} onError={() => setFalhou(url)} />
      )}
    </Frame>
  );
}
