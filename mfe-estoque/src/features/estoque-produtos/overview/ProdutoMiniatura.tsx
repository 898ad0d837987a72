import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { imageRenderUrl } from '@loja/shared-ui/platform';

/** The pixel box asked of the storage's image transformation. */
const LADO = 48;

const Moldura = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  flex-shrink: 0;
  width: 3rem;
  aspect-ratio: 1 / 1;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textSubtle};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

export interface ProdutoMiniaturaProps {
  /** estoque_produtos.imagem_url: the principal image as stored (a relative storage path), or null. */
  url: string | null;
  /** The product's name, the image's text alternative. */
  nome: string;
}

/** A product's principal image as a 48 px thumbnail, or the "sem imagem" icon when there is none or it fails to load. */
export function ProdutoMiniatura({ url, nome }: ProdutoMiniaturaProps) {
  const [falhou, setFalhou] = useState<string | null>(null);
  return (
    <Moldura>
      {!url || falhou === url ? (
        <ImageOff size={20} role="img" aria-label={`${nome}: sem imagem`} />
      ) : (
        <img src={imageRenderUrl(url, { width: LADO, height: LADO })} alt={nome} loading="lazy" width={LADO} height={LADO} onError={() => setFalhou(url)} />
      )}
    </Moldura>
  );
}
