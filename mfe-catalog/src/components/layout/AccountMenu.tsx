import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@loja/shared-ui';
import { MinhaContaButton } from './MinhaContaButton';

export interface AccountMenuProps {
  nome: string;
  /** Shown under the name when the profile has a name (else the name is the e-mail). */
  email?: string;
  onSignOut: () => void;
  /** Opened at once: the "Minha Conta" button was pressed while this menu was still loading. */
  defaultOpen?: boolean;
}

/** Desktop "Minha Conta" menu with Sair (its own chunk: a visitor never needs the dropdown). */
export function AccountMenu({ nome, email, onSignOut, defaultOpen }: AccountMenuProps) {
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
        <DropdownMenuItem $destructive onSelect={onSignOut}>
          Sair
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
