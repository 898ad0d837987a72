import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowLeft, House, ShoppingBag } from 'lucide-react';
import { Brand, Button, StyledButton, usePageMeta } from '@loja/shared-ui';
import { media } from '@loja/shared-ui/theme';

export const NOT_FOUND_TITLE = 'Página não encontrada | Loja Praia';
export const NOT_FOUND_DESCRIPTION = 'A página que você procurou não existe na Loja Praia. Volte ao início ou veja o catálogo.';

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

const Main = styled.main`
  flex: 1;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[4]};
  text-align: center;
`;

const Code = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 5rem;
  line-height: 1;
  color: ${({ theme }) => theme.colors.primary};
`;

const Message = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Hint = styled.p`
  margin: 0;
  max-width: 28rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

/** Any path no route matches: the brand, the spec's texts, and the ways back (home, catalogue, previous page). */
export function NotFound() {
  const navigate = useNavigate();
  // 'default' is the first entry of this visit: there is no previous page of the shop to go back to.
  const hasPrevious = useLocation().key !== 'default';
  usePageMeta({ title: NOT_FOUND_TITLE, description: NOT_FOUND_DESCRIPTION });

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
        <Code>404</Code>
        <Message>Oops! Page not found</Message>
        <Hint>A página que você procurou não existe ou mudou de endereço.</Hint>
        <Actions>
          <StyledButton as={Link} to="/" $variant="primary" $size="lg" $fullWidth={false}>
            <House size={18} aria-hidden="true" />
            Voltar para o início
          </StyledButton>
          {hasPrevious ? (
            <Button variant="outline" size="lg" onClick={() => navigate(-1)} leftIcon={<ArrowLeft size={18} aria-hidden="true" />}>
              Página anterior
            </Button>
          ) : null}
        </Actions>
      </Main>
    </Page>
  );
}
