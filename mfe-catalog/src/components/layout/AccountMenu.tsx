import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@loja/shared-ui';
// The label only: the pedidos index would pull the dialog into this chunk, which loads it on demand.
import { MEUS_PEDIDOS } from '../pedidos/messages';
import { MinhaContaButton } from './MinhaContaButton';

export interface AccountMenuProps {
  nome: string;
  /** Shown under the name when the profile has a name (else the name is the e-mail). */
  email?: string;
  onSignOut: () => void;
  /** A cliente's "Meus pedidos" (issue 24); absent for staff, who read orders in /vendas. */
  onPedidos?: () => void;
  /** Opened at once: the "Minha Conta" button was pressed while this menu was still loading. */
  defaultOpen?: boolean;
}

/** Desktop "Minha Conta" menu with Meus pedidos (a cliente) and Sair (its own chunk: a visitor never needs the dropdown). */
export function AccountMenu({ nome, email, onSignOut, onPedidos, defaultOpen }: AccountMenuProps) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <MinhaContaButton />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          {nome}
          {email ? <div>{email}</div> : null}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {onPedidos ? <DropdownMenuItem onSelect={onPedidos}>{MEUS_PEDIDOS.menu}</DropdownMenuItem> : null}
        <DropdownMenuItem $destructive onSelect={onSignOut}>
          Sair
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
