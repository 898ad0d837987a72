import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { resolveStorageUrl } from '@loja/shared-ui/platform';
import { TEXTOS } from '../messages';

const Foto = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: contain;
`;

export const Marcador = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  text-align: center;
  /* the slot's size decides (smaller in a phone's compact row) */
  font-size: inherit;
  color: ${({ theme }) => theme.colors.textMuted};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.placeholderGradientFrom}, ${({ theme }) => theme.colors.surfaceSunken});
`;

export interface PreviewImagemProps {
  /** url_imagem as stored (relative public path or absolute). */
  url: string;
  alt: string;
}

/** The slot's photo; a file that fails to load (deleted, offline) shows the placeholder instead (spec 001 §8). */
export function PreviewImagem({ url, alt }: PreviewImagemProps) {
  const [falhou, setFalhou] = useState<string | null>(null);
  if (falhou === url) {
    return (
      <Marcador role="img" aria-label={`${alt}: ${TEXTOS.indisponivel}`}>
        <ImageOff size={32} aria-hidden />
        <span aria-hidden>{TEXTOS.indisponivel}</span>
      </Marcador>
    );
  }
  return <Foto src={resolveStorageUrl(url)} alt={alt} loading="lazy" draggable={false} onError={() => setFalhou(url)} />;
}
