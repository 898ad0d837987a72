import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { ButtonVariant } from '../Button';
import { StyledButton } from '../Button';

export type IconButtonSize = 'sm' | 'md' | 'lg';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'aria-label' | 'children'> {
  /** Required: the button has no visible text. */
  'aria-label': string;
  icon: ReactNode;
  variant?: ButtonVariant;
  size?: IconButtonSize;
  /** Round instead of rounded-square. */
  round?: boolean;
}

const dimensions: Record<IconButtonSize, string> = { sm: '2rem', md: '2.5rem', lg: '3rem' };

const Square = styled(StyledButton)<{ $dim: string; $round: boolean }>`
  ${({ $dim, $round, theme }) => css`
    width: ${$dim};
    min-height: ${$dim};
    height: ${$dim};
    padding: 0;
    border-radius: ${$round ? theme.radii.pill : theme.radii.md};
  `}
`;

/** A button showing only an icon; `aria-label` names it for assistive technology. */
export function IconButton({
  icon,
  variant = 'ghost',
  size = 'md',
  round = false,
  type = 'button',
  title,
  ...rest
}: IconButtonProps) {
  return (
    <Square
      type={type}
      $variant={variant}
      $size="md"
      $fullWidth={false}
      $dim={dimensions[size]}
      $round={round}
      title={title ?? rest['aria-label']}
      {...rest}
    >
      {icon}
    </Square>
  );
}
