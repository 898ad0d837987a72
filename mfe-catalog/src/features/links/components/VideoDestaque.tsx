import styled from 'styled-components';
import { Card } from '@loja/shared-ui';
import { VIDEO_DESTAQUE, youtubeEmbedUrl } from '../video';

/** 16:9 at any width: the iframe fills a box whose height follows its width. */
const Frame = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  background: ${({ theme }) => theme.colors.text};

  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

const Caption = styled.p`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The featured video (YouTube, privacy-enhanced, loaded when it nears the viewport). */
export function VideoDestaque() {
  return (
    <Card as="section" aria-label="Vídeo em destaque">
      <Frame>
        <iframe
          src={youtubeEmbedUrl(VIDEO_DESTAQUE.youtubeId)}
          title={VIDEO_DESTAQUE.titulo}
          loading="lazy"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      </Frame>
      <Caption>Confira a nova coleção e inspire-se para o seu próximo dia de praia.</Caption>
    </Card>
  );
}
