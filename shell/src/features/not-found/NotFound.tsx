import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-content: center;
  gap: ${({ theme }) => theme.space[3]};
  text-align: center;
  background: ${({ theme }) => theme.colors.background};
`;

const Code = styled.h1`
  margin: 0;
  font-size: 4rem;
  color: ${({ theme }) => theme.colors.primary};
`;

const Message = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Home = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** Any path no route matches (texts as the specification gives them). */
export function NotFound() {
  return (
    <Page>
      <Code>404</Code>
      <Message>Oops! Page not found</Message>
      <Home to="/">Voltar para o início</Home>
    </Page>
  );
}
