import styled from 'styled-components';
import { Button, Drawer } from '@loja/shared-ui';
import { hasActiveFilters } from '../filters';
import { CategorySelect } from './FilterControls';
import { PriceRange } from './PriceRange';
import type { FilterPanelProps } from './FilterPanels';

const DrawerBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

export interface FiltrosDrawerProps extends FilterPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Focus back to the "Filtros" button (the drawer opens from state, not from a Trigger). */
  onCloseAutoFocus: (event: Event) => void;
}

/** Phones and tablets: category and price in the "Filtros" drawer, with "Limpar filtros". */
export function FiltrosDrawer({ open, onOpenChange, onCloseAutoFocus, filters, categorias, onChange, onClear }: FiltrosDrawerProps) {
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title="Filtros"
      footer={
        <Button
          variant="outline"
          fullWidth
          disabled={!hasActiveFilters(filters)}
          onClick={() => {
            onClear();
            onOpenChange(false);
          }}
        >
          Limpar filtros
        </Button>
      }
    >
      <DrawerBody>
        <CategorySelect categorias={categorias} value={filters.categoria} onChange={(categoria) => onChange({ categoria })} />
        <PriceRange min={filters.precoMin} max={filters.precoMax} onCommit={(range) => onChange(range)} />
      </DrawerBody>
    </Drawer>
  );
}
