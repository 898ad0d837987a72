import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ShoppingBag } from 'lucide-react';
import { Brand, NotFoundContent, StyledButton } from '@loja/shared-ui';
import { media } from '@loja/shared-ui/theme';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.background};
`;

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

const Main = styled.main`
  flex: 1;
  display: flex;
`;

/**
 * A path under /catalogo or /links that the storefront has no page for (`/catalogo/xyz`): the same
 * 404 page the shell shows for an unknown path (shell/src/features/not-found/NotFound.tsx, which the
 * remote cannot import): the brand, the way to the catalogue and shared-ui's 404 body. The page
 * servers answer these paths with HTTP 404 (scripts/pageHead.mjs `pageStatus`).
 */
export function StorefrontNotFound() {
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
