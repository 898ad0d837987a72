import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Waves } from 'lucide-react';

const Page = styled.main`
  max-width: 36rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[4]};
  text-align: center;
`;

/** /links: the landing page (its full content comes with the storefront issue). */
export function LinksPage() {
  return (
    <Page>
      <Waves size={40} aria-hidden />
      <h1>Loja Praia</h1>
      <p>Moda praia, biquínis, maiôs, chapéus, bolsas e cangas.</p>
      <Link to="/catalogo">Catálogo</Link>
    </Page>
  );
}
