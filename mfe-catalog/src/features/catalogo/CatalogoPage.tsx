import styled from 'styled-components';
import { Badge, Card, EmptyState, Skeleton } from '@loja/shared-ui';
import { StorefrontHeader } from '../layout';
import { useGetCategoriasQuery } from './api';

const Hero = styled.section`
  padding: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[4]};
  text-align: center;
  background: ${({ theme }) => theme.colors.primarySoft};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
  }
`;

const Section = styled.section`
  max-width: 80rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[4]};
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  list-style: none;
  padding: 0;
`;

/** /catalogo: the storefront's frame (the full catalogue comes with the storefront issue). */
export function CatalogoPage() {
  const { data: categorias, isLoading } = useGetCategoriasQuery();
  return (
    <>
      <StorefrontHeader />
      <Hero>
        <h1>Confira nossos produtos</h1>
        <p>Moda praia para aproveitar o verão.</p>
      </Hero>
      <Section aria-labelledby="categorias-titulo" id="categorias-section">
        <h2 id="categorias-titulo">Categorias</h2>
        {isLoading ? <Skeleton height="2rem" /> : null}
        <Chips>
          {categorias?.map((c) => (
            <li key={c.id}>
              <Badge variant="secondary">{c.nome}</Badge>
            </li>
          ))}
        </Chips>
        <Card $padded>
          <EmptyState title="Catálogo em construção" description="Em breve: produtos, filtros, sacola e compra pelo WhatsApp." />
        </Card>
      </Section>
    </>
  );
}
