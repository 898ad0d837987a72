import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowLeft, House } from 'lucide-react';
import { Button, StyledButton } from '../components/Button';
import { usePageMeta } from './usePageMeta';

export const NOT_FOUND_TITLE = 'Página não encontrada | Loja Praia';
export const NOT_FOUND_DESCRIPTION = 'A página que você procurou não existe na Loja Praia. Volte ao início ou veja o catálogo.';

const Main = styled.div`
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

/**
 * The 404's body: the spec's texts and the ways back (home, previous page). The shell wraps it in the
 * storefront's header for an unknown path; a remote renders it as is, inside the back-office layout,
 * for a mistyped path in one of its sections (`/cadastros/xyz`, issue 23 §6), where "Módulo em
 * desenvolvimento" would wrongly promise a screen.
 */
export function NotFoundContent() {
  const navigate = useNavigate();
  // 'default' is the first entry of this visit: there is no previous page of the shop to go back to.
  const hasPrevious = useLocation().key !== 'default';
  usePageMeta({ title: NOT_FOUND_TITLE, description: NOT_FOUND_DESCRIPTION });
  return (
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
  );
}
