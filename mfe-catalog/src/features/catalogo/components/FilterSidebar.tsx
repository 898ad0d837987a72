import styled from 'styled-components';
import { Button, ListSearch } from '@loja/shared-ui';
import { hasActiveFilters } from '../filters';
import { CategorySelect, SortSelect } from './FilterControls';
import type { FilterPanelProps } from './FilterPanels';
import { PriceRange } from './PriceRange';

const Sidebar = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/**
 * Desktop: search, category, price range, order and "Limpar filtros" in a sidebar. Its own chunk (with
 * Radix's slider): the page mounts it beside the grid once the grid is there.
 */
export function FilterSidebar({ filters, categorias, onChange, onClear }: FilterPanelProps) {
  return (
    <Sidebar aria-labelledby="filtros-titulo">
      <h2 id="filtros-titulo">Filtros</h2>
      <ListSearch value={filters.busca} onSearch={(busca) => onChange({ busca })} placeholder="Buscar produtos..." aria-label="Buscar produtos" />
      <CategorySelect categorias={categorias} value={filters.categoria} onChange={(categoria) => onChange({ categoria })} />
      <PriceRange min={filters.precoMin} max={filters.precoMax} onCommit={(range) => onChange(range)} />
      <SortSelect value={filters.ordenacao} onChange={(ordenacao) => onChange({ ordenacao })} />
      <Button variant="outline" onClick={onClear} disabled={!hasActiveFilters(filters)}>
        Limpar filtros
      </Button>
    </Sidebar>
  );
}

