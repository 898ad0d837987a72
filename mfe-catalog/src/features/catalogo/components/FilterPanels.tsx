import { useRef, useState } from 'react';
import styled from 'styled-components';
import { SlidersHorizontal } from 'lucide-react';
import { Button, ListSearch } from '@loja/shared-ui';
import { LazyMount, lazyPart, preloadQuietly } from '../../../components/lazy';
import { useReturnFocus } from '../../../components/layout/useReturnFocus';
import type { CatalogFilters } from '../filters';
import type { Categoria } from '../types';
import { SortSelect } from './FilterControls';
import { FiltrosAtivos } from './FiltrosAtivos';

// Only opened on phones and tablets, with Radix's dialog: its own chunk, loaded on first open.
const FiltrosDrawerPart = lazyPart(() => import('./FiltrosDrawer').then((m) => m.FiltrosDrawer));

export interface FilterPanelProps {
  filters: CatalogFilters;
  categorias: Categoria[];
  onChange: (change: Partial<Omit<CatalogFilters, 'page'>>) => void;
  onClear: () => void;
}

const Bar = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space[2]};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space[4]};
  > :first-child,
  > section {
    grid-column: 1 / -1;
  }
`;

/**
 * Phones and tablets: a compact search and sort bar; category and price in a "Filtros" drawer; under
 * them, chips of what is filtered (each removable) and "Limpar filtros".
 */
export function MobileFilterBar({ filters, categorias, onChange, onClear }: FilterPanelProps) {
  const [open, setOpen] = useState(false);
  const focus = useReturnFocus();
  const filtrosButton = useRef<HTMLButtonElement>(null);
  const preload = () => preloadQuietly(FiltrosDrawerPart);
  return (
    <Bar>
      <ListSearch value={filters.busca} onSearch={(busca) => onChange({ busca })} placeholder="Buscar produtos..." aria-label="Buscar produtos" />
      <SortSelect value={filters.ordenacao} onChange={(ordenacao) => onChange({ ordenacao })} />
      <Button
        ref={filtrosButton}
        variant="outline"
        leftIcon={<SlidersHorizontal size={16} aria-hidden="true" />}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(event) => {
          focus.remember(event.currentTarget);
          setOpen(true);
        }}
      >
        Filtros
      </Button>
      <FiltrosAtivos
        filters={filters}
        categorias={categorias}
        onChange={onChange}
        onClear={onClear}
        onVazio={() => filtrosButton.current?.focus()}
      />
      <LazyMount when={open} onError={() => setOpen(false)}>
        <FiltrosDrawerPart.Component
          open={open}
          onOpenChange={setOpen}
          onCloseAutoFocus={focus.onCloseAutoFocus}
          filters={filters}
          categorias={categorias}
          onChange={onChange}
          onClear={onClear}
        />
      </LazyMount>
    </Bar>
  );
}
