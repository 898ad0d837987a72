import * as RadixSwitch from '@radix-ui/react-switch';
import { useId, useState } from 'react';
import styled from 'styled-components';

const Row = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Root = styled(RadixSwitch.Root)`
  position: relative;
  width: 2.75rem;
  height: 1.5rem;
  flex-shrink: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.textSubtle};
  cursor: pointer;
  transition: background ${({ theme }) => theme.transitions.fast};

  &[data-state='checked'] {
    background: ${({ theme }) => theme.colors.success};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Thumb = styled(RadixSwitch.Thumb)`
  display: block;
  width: 1.25rem;
  height: 1.25rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transform: translateX(0.125rem);
  transition: transform ${({ theme }) => theme.transitions.fast};

  &[data-state='checked'] {
    transform: translateX(1.375rem);
  }
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

const State = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface SwitchProps {
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  /** Name of the setting (e.g. "Status"). Without it the state text is the label. */
  label?: string;
  /** Text for the on state; default "Ativo". */
  onLabel?: string;
  /** Text for the off state; default "Inativo". */
  offLabel?: string;
  disabled?: boolean;
  id?: string;
  name?: string;
  onBlur?: () => void;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/** On/off switch (Radix) labelled Ativo/Inativo by default. */
export function Switch({
  checked,
  defaultChecked,
  onCheckedChange,
  label,
  onLabel = 'Ativo',
  offLabel = 'Inativo',
  disabled,
  id,
  name,
  onBlur,
  ...aria
}: SwitchProps) {
  const generated = useId();
  const switchId = id ?? `switch-${generated.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [uncontrolled, setUncontrolled] = useState(defaultChecked ?? false);
  const isOn = checked ?? uncontrolled;
  const stateText = isOn ? onLabel : offLabel;
  return (
    <Row>
      {label ? <Label htmlFor={switchId}>{label}</Label> : null}
      <Root
        id={switchId}
        name={name}
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={(value) => {
          setUncontrolled(value);
          onCheckedChange?.(value);
        }}
        disabled={disabled}
        onBlur={onBlur}
        {...aria}
      >
        <Thumb />
      </Root>
      {label ? <State aria-hidden="true">{stateText}</State> : <Label htmlFor={switchId}>{stateText}</Label>}
    </Row>
  );
}
