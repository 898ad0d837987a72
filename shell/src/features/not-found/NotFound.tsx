import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ShoppingBag } from 'lucide-react';
import { Brand, NotFoundContent, StyledButton } from '@loja/shared-ui';
import { media } from '@loja/shared-ui/theme';

export { NOT_FOUND_DESCRIPTION, NOT_FOUND_TITLE } from '@loja/shared-ui';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.background};
`;

/** The storefront header's look (the shell cannot import the catalogue's header): brand and the catalogue. */
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

/** The page's main landmark around the shared 404 body (which the back-office shows without this frame). */
const Main = styled.main`
  flex: 1;
  display: flex;
`;

/** Any path no route matches: the brand, the spec's texts, and the ways back (home, catalogue, previous page). */
export function NotFound() {
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
