import styled from 'styled-components';
import { media } from '@loja/shared-ui/theme';
import { CATEGORIAS_LINKS } from '../categorias';
import { useGetCapasCategoriasQuery } from '../api';
import { CategoriaCard } from './CategoriaCard';
import { SectionTitle } from './SectionTitle';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  ${media.md} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[4]};
  }
`;

/** "Compre por categoria": the fixed categories, each with a product of its own as cover. */
export function CategoriasGrid() {
  // Covers are a nicety: without them (no backend, an error) the cards keep their gradients.
  const { data: capas } = useGetCapasCategoriasQuery();
  const impar = CATEGORIAS_LINKS.length % 2 === 1;
  return (
    <section aria-labelledby="categorias-links-titulo">
      <SectionTitle id="categorias-links-titulo" subtitle="Escolha por onde começar o seu look de praia.">
        Compre por categoria
      </SectionTitle>
      <Grid>
        {CATEGORIAS_LINKS.map((categoria, i) => (
          <CategoriaCard
            key={categoria.id}
            categoria={categoria}
            capa={capas?.[categoria.id] ?? null}
            largo={impar && i === CATEGORIAS_LINKS.length - 1}
          />
        ))}
      </Grid>
    </section>
  );
}
