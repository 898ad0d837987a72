import { useEffect } from 'react';
import styled from 'styled-components';
import { usePageMeta } from '@loja/shared-ui';
import { media } from '@loja/shared-ui/theme';
import { firstViewShown } from '@loja/shared-ui/platform';
import { useContatoLoja } from '../../components/rodape';
import { ChamadaAcao } from './components/ChamadaAcao';
import { CategoriasGrid } from './components/CategoriasGrid';
import { Depoimentos } from './components/Depoimentos';
import { LinksHeader } from './components/LinksHeader';
import { VideoDestaque } from './components/VideoDestaque';

const Page = styled.div`
  min-height: 100vh;
  background: linear-gradient(180deg, ${({ theme }) => theme.colors.primarySoft} 0%, ${({ theme }) => theme.colors.background} 40rem);
  padding-bottom: calc(${({ theme }) => theme.space[8]} + env(safe-area-inset-bottom, 0px));
`;

const Main = styled.main`
  max-width: 64rem;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[4]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[12]};
  ${media.md} {
    padding: 0 ${({ theme }) => theme.space[8]};
    gap: ${({ theme }) => theme.space[16]};
  }
`;

/** Video and call to action: stacked on phones, side by side from md up; lifted over the header band. */
const Destaque = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: -${({ theme }) => theme.space[12]};
  position: relative;
  ${media.md} {
    grid-template-columns: 3fr 2fr;
    gap: ${({ theme }) => theme.space[6]};
    margin-top: -${({ theme }) => theme.space[16]};
  }
`;

const Footer = styled.footer`
  margin-top: ${({ theme }) => theme.space[12]};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textSubtle};
`;

/** /links: the public landing page ("link in bio"): logo, video, call to action, categories, testimonials. */
export const LINKS_TITULO = 'Loja Praia | Catálogo, categorias e atendimento pelo WhatsApp';
export const LINKS_DESCRICAO =
  'Conheça a Loja Praia: o vídeo da coleção, as categorias de moda praia, o que dizem as clientes e o atendimento pelo WhatsApp.';

export function LinksPage() {
  const loja = useContatoLoja();
  usePageMeta({ title: LINKS_TITULO, description: LINKS_DESCRICAO });
  // The landing page is its first view: the auth client loads after it, when idle (issue 25 §2).
  useEffect(() => firstViewShown(), []);
  return (
    <Page>
      <LinksHeader nome={loja.nome} />
      <Main>
        <Destaque>
          <VideoDestaque />
          <ChamadaAcao whatsapp={loja.whatsapp} carregando={loja.carregando} />
        </Destaque>
        <CategoriasGrid />
        <Depoimentos />
      </Main>
      <Footer>
        © {new Date().getFullYear()} {loja.nome}
      </Footer>
    </Page>
  );
}
