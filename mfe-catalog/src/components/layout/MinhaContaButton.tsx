import { UserRound } from 'lucide-react';
import { Button, type ButtonProps } from '@loja/shared-ui';

/** The menu's button; also the stand-in while the menu loads (same look, same place). */
export function MinhaContaButton(props: Omit<ButtonProps, 'children' | 'variant' | 'leftIcon'>) {
  return (
    <Button variant="ghost" leftIcon={<UserRound size={18} aria-hidden="true" />} {...props}>
      Minha Conta
    </Button>
  );
}
