import { Field, Input, useFieldIds } from '@loja/shared-ui';
import { useField } from 'formik';
import styled from 'styled-components';
import { COR_PADRAO_HEX } from '../rgb';
import { corDoCampo } from '../schema';

const Linha = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
`;

/** The browser's colour picker as a swatch-sized button beside the typed value. */
const Seletor = styled.input`
  width: 2.5rem;
  height: 2.5rem;
  padding: ${({ theme }) => theme.space[0.5]};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

export interface ColorFieldProps {
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
}

/**
 * A colour bound to a Formik field: the picker and the text ('#RRGGBB', or "R, G, B" when the field
 * accepts it) edit the same value; the picker always writes upper-case hex, like the rest of the tab.
 */
export function ColorField({ name, label, hint, required }: ColorFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const error = meta.touched && meta.error ? meta.error : undefined;
  const ids = useFieldIds(undefined, Boolean(hint), Boolean(error));
  const atual = corDoCampo(field.value ?? '') ?? COR_PADRAO_HEX;
  return (
    <Field htmlFor={ids.id} label={label} required={required} hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId}>
      <Linha>
        <Seletor
          type="color"
          aria-label={`Escolher ${label.toLowerCase()} no seletor`}
          value={atual.toLowerCase()}
          onChange={(event) => {
            void helpers.setValue(event.target.value.toUpperCase());
            void helpers.setTouched(true, false);
          }}
        />
        <Input
          id={ids.id}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={(event) => {
            field.onBlur(event);
            // "200, 162, 200" or "c8a2c8" becomes '#C8A2C8' once the person leaves the field
            const hex = corDoCampo(event.target.value);
            if (hex && hex !== event.target.value) void helpers.setValue(hex);
          }}
          invalid={Boolean(error)}
          aria-describedby={ids.describedBy}
          autoComplete="off"
          spellCheck={false}
        />
      </Linha>
    </Field>
  );
}
