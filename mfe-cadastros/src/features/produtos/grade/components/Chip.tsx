import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';

/** A row of chips that wraps on phones. */
export const ChipGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Botao = styled.button<{ $ativo: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
  min-height: 2.25rem;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme, $ativo }) => ($ativo ? theme.colors.primary : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $ativo }) => ($ativo ? theme.colors.primarySoft : theme.colors.surface)};
  color: ${({ theme, $ativo }) => ($ativo ? theme.colors.primary : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme, $ativo }) => ($ativo ? theme.fontWeights.semibold : theme.fontWeights.medium)};
  cursor: pointer;
  transition: background ${({ theme }) => theme.transitions.fast}, border-color ${({ theme }) => theme.transitions.fast};

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export interface ChipProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  /** A toggle (aria-pressed) when given; a plain action otherwise. */
  pressed?: boolean;
  /** Before the label, e.g. a Swatch. */
  icon?: ReactNode;
  children: ReactNode;
}

/** A pill button: a colour or size to pick in the grade's dialogs. */
export function Chip({ pressed, icon, children, type = 'button', ...rest }: ChipProps) {
  return (
    <Botao type={type} aria-pressed={pressed} $ativo={Boolean(pressed)} {...rest}>
      {icon}
      {children}
    </Botao>
  );
}
