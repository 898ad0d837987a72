import type { ReactNode } from 'react';
import { Badge, Button, toast, type ButtonProps } from '@loja/shared-ui';

export interface ComingSoonButtonProps extends Omit<ButtonProps, 'onClick' | 'children' | 'disabled'> {
  /** The action it will be, e.g. "Nova Conta a Receber". */
  children: ReactNode;
  /** What the toast says on click, e.g. "O módulo financeiro está em desenvolvimento...". */
  message: string;
}

/**
 * A button for an action that does not exist yet: it says "Em breve" on its face and, when pressed,
 * explains why in a toast. Not a disabled button with a tooltip: a phone has no hover, so a disabled
 * button there only looks broken.
 */
export function ComingSoonButton({ children, message, variant = 'outline', ...rest }: ComingSoonButtonProps) {
  return (
    <Button
      type="button"
      variant={variant}
      {...rest}
      onClick={() => toast({ title: 'Em breve', description: message })}
    >
      {children}
      <Badge variant="warning">Em breve</Badge>
    </Button>
  );
}
