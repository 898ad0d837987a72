import { LayoutGrid, List } from 'lucide-react';
import styled from 'styled-components';

export type ViewMode = 'cards' | 'lista';

const Group = styled.div`
  display: inline-flex;
  padding: ${({ theme }) => theme.space[0.5]};
  gap: ${({ theme }) => theme.space[0.5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Option = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
  min-height: 2rem;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textOnPrimary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export interface ViewToggleProps {
  value: ViewMode;
  onChange: (value: ViewMode) => void;
  /** Show only icons (the names stay for screen readers). */
  iconOnly?: boolean;
  /** Default "Modo de visualização". */
  'aria-label'?: string;
}

const options: { value: ViewMode; label: string; Icon: typeof LayoutGrid }[] = [
  { value: 'cards', label: 'Cards', Icon: LayoutGrid },
  { value: 'lista', label: 'Lista', Icon: List },
];

/** Cards / lista switch for list screens (two toggle buttons with aria-pressed). */
export function ViewToggle({
  value,
  onChange,
  iconOnly = false,
  'aria-label': ariaLabel = 'Modo de visualização',
}: ViewToggleProps) {
  return (
    <Group role="group" aria-label={ariaLabel}>
      {options.map(({ value: mode, label, Icon }) => (
        <Option
          key={mode}
          type="button"
          aria-pressed={value === mode}
          aria-label={iconOnly ? label : undefined}
          title={label}
          onClick={() => onChange(mode)}
        >
          <Icon size={16} aria-hidden="true" />
          {iconOnly ? null : label}
        </Option>
      ))}
    </Group>
  );
}
