import * as Radix from '@radix-ui/react-dropdown-menu';
import styled from 'styled-components';

/** Dropdown menu (Radix), e.g. "Minha Conta" with "Sair". Compose Root > Trigger(asChild) > Content > Item. */
export const DropdownMenu = Radix.Root;
export const DropdownMenuTrigger = Radix.Trigger;
export const DropdownMenuGroup = Radix.Group;

const StyledContent = styled(Radix.Content)`
  min-width: 12rem;
  padding: ${({ theme }) => theme.space[1]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  z-index: ${({ theme }) => theme.zIndices.modal};
`;

export function DropdownMenuContent({ sideOffset = 6, align = 'end', ...props }: Radix.DropdownMenuContentProps) {
  return (
    <Radix.Portal>
      <StyledContent sideOffset={sideOffset} align={align} {...props} />
    </Radix.Portal>
  );
}

export const DropdownMenuItem = styled(Radix.Item)<{ $destructive?: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $destructive }) => ($destructive ? theme.colors.destructiveText : theme.colors.text)};
  cursor: pointer;
  outline: none;
  user-select: none;

  &[data-highlighted] {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.disabledText};
    pointer-events: none;
  }
`;

export const DropdownMenuLabel = styled(Radix.Label)`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const DropdownMenuSeparator = styled(Radix.Separator)`
  height: 1px;
  margin: ${({ theme }) => theme.space[1]} 0;
  background: ${({ theme }) => theme.colors.border};
`;
