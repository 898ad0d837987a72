import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ShoppingBag } from 'lucide-react';
import { Brand } from '../components/Brand';
import { StyledButton } from '../components/Button';
import { media } from '../theme/media';
import { NotFoundContent } from './NotFoundContent';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.background};
`;

/** The storefront header's look (neither the shell nor a remote may import the catalogue's header): brand and the catalogue. */
const Bar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  min-height: 4rem;
  padding: 0 ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  ${media.lg} {
    padding: 0 ${({ theme }) => theme.space[8]};
  }
`;

/** The page's main landmark around the 404 body (which the back-office shows without this frame). */
const Main = styled.main`
  flex: 1;
  display: flex;
`;

/**
 * The whole 404 page: the brand, the way to the catalogue and the spec's 404 body. The shell shows it
 * for any path no route matches, the catalogue remote for a path under its sections it has no page
 * for (`/catalogo/xyz`); the page servers answer both with HTTP 404 (scripts/pageHead.mjs `pageStatus`).
 */
export function NotFoundPage() {
  return (
    <Page>
      <Bar>
        <Brand to="/catalogo" aria-label="Loja Praia: ir para o catálogo" />
        <StyledButton as={Link} to="/catalogo" $variant="ghost" $size="md" $fullWidth={false}>
          <ShoppingBag size={18} aria-hidden="true" />
          Catálogo
        </StyledButton>
      </Bar>
      <Main>
        <NotFoundContent />
      </Main>
    </Page>
  );
}
