import { Search, X } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { IconButton } from '../IconButton';
import { controlBase } from '../internal/styles';
import { mediaDown } from '../../theme/media';

const Box = styled.div`
  position: relative;
  width: 100%;

  > svg {
    position: absolute;
    left: ${({ theme }) => theme.space[3]};
    top: 50%;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }
`;

// The room on the right is for the clear button, so only while there is text to clear; a phone
// gets the smaller placeholder text, so the spec's long placeholders ("Buscar por nome, CPF,
// telefone ou email...") read whole at 390 px instead of being cut (issue 23 §6).
const Field = styled.input<{ $invalid?: boolean }>`
  ${controlBase}
  min-height: 2.5rem;
  padding-left: ${({ theme }) => theme.space[10]};
  padding-right: ${({ theme }) => theme.space[3]};

  &:not(:placeholder-shown) {
    padding-right: ${({ theme }) => theme.space[10]};
  }
  text-overflow: ellipsis;

  ${mediaDown.sm} {
    &::placeholder {
      font-size: ${({ theme }) => theme.fontSizes.sm};
    }
  }

  &::-webkit-search-cancel-button { display: none; }
`;

const Clear = styled.div`
  position: absolute;
  right: ${({ theme }) => theme.space[1]};
  top: 50%;
  transform: translateY(-50%);
`;

export interface SearchBoxProps
  extends Omit<ComponentPropsWithRef<'input'>, 'value' | 'onChange' | 'type' | 'defaultValue'> {
  value: string;
  onValueChange: (value: string) => void;
  /** Accessible name; default "Buscar". */
  'aria-label'?: string;
  /** Label of the clear button; default "Limpar busca". */
  clearLabel?: string;
}

/** Search field with a magnifier icon and a clear button. */
export function SearchBox({
  value,
  onValueChange,
  placeholder = 'Buscar...',
  'aria-label': ariaLabel = 'Buscar',
  clearLabel = 'Limpar busca',
  className,
  ...rest
}: SearchBoxProps) {
  return (
    <Box className={className} role="search">
      <Search size={18} aria-hidden="true" />
      <Field
        type="search"
        value={value}
        placeholder={placeholder}
        aria-label={ariaLabel}
        onChange={(event) => onValueChange(event.target.value)}
        {...rest}
      />
      {value ? (
        <Clear>
          <IconButton aria-label={clearLabel} size="sm" icon={<X size={16} aria-hidden="true" />} onClick={() => onValueChange('')} />
        </Clear>
      ) : null}
    </Box>
  );
}
