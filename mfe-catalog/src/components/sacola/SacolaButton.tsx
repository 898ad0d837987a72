import styled from 'styled-components';
import { ShoppingBag } from 'lucide-react';
import { Badge, IconButton } from '@loja/shared-ui';
import { useSacola } from './useSacola';

const Wrap = styled.span`
  position: relative;
  display: inline-flex;
`;

const Count = styled(Badge)`
  position: absolute;
  top: -${({ theme }) => theme.space[1]};
  right: -${({ theme }) => theme.space[1]};
  min-width: 1.25rem;
  justify-content: center;
  pointer-events: none;
`;

/** "Abrir sacola (2 itens)": the count is part of the name, the badge only shows it. */
export function sacolaButtonLabel(totalItens: number): string {
  if (totalItens <= 0) return 'Abrir sacola';
  return `Abrir sacola (${totalItens} ${totalItens === 1 ? 'item' : 'itens'})`;
}

export interface SacolaButtonProps {
  /** Gets the button, so the sacola can give focus back to it when it closes. */
  onClick: (button: HTMLButtonElement) => void;
  /** Pointer or focus on the button: a click may follow (the page fetches the sacola's chunk then). */
  onIntent?: () => void;
}

/** The header's sacola button with the item-count badge (hidden when the sacola is empty). */
export function SacolaButton({ onClick, onIntent }: SacolaButtonProps) {
  const { totalItens } = useSacola();
  return (
    <Wrap>
      <IconButton
        // Where focus goes back when "Acesse sua conta", opened from the sacola, closes (SacolaSheet).
        data-sacola-button=""
        // A tap on the first view's copy of this button is replayed after the takeover (catalogo/primeiraVista).
        data-toque="sacola"
        aria-label={sacolaButtonLabel(totalItens)}
        icon={<ShoppingBag size={22} aria-hidden="true" />}
        onClick={(event) => onClick(event.currentTarget)}
        onPointerEnter={onIntent}
        onFocus={onIntent}
      />
      {totalItens > 0 ? (
        <Count variant="accent" aria-hidden="true" data-testid="sacola-count">
          {totalItens > 99 ? '99+' : totalItens}
        </Count>
      ) : null}
    </Wrap>
  );
}
