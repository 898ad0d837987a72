import { useField } from 'formik';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { Field, useFieldIds } from '../../components/Field';
import { IconButton } from '../../components/IconButton';
import { StyledInput } from '../../components/Input';

const Control = styled.div`
  position: relative;
  width: 100%;
`;

// Room on the right for the show/hide button, so typed text never runs under it.
const PasswordControl = styled(StyledInput)`
  padding-right: ${({ theme }) => theme.space[10]};
`;

const ToggleSlot = styled.div`
  position: absolute;
  top: 50%;
  right: ${({ theme }) => theme.space[1]};
  transform: translateY(-50%);
  display: flex;
`;

export interface FormikPasswordInputProps {
  name: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  required?: boolean;
}

/** Password field bound to Formik, with a button that shows or hides what was typed. */
export function FormikPasswordInput({ name, label, autoComplete, required }: FormikPasswordInputProps) {
  const [field, meta] = useField<string>(name);
  const [visible, setVisible] = useState(false);
  const error = meta.touched && meta.error ? meta.error : undefined;
  const ids = useFieldIds(undefined, false, Boolean(error));
  return (
    <Field htmlFor={ids.id} label={label} required={required} error={error} errorId={ids.errorId}>
      <Control>
        <PasswordControl
          id={ids.id}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          required={required}
          $invalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
        />
        <ToggleSlot>
          <IconButton
            size="sm"
            aria-label={visible ? 'Ocultar senha' : 'Mostrar senha'}
            aria-pressed={visible}
            aria-controls={ids.id}
            icon={visible ? <EyeOff size={16} aria-hidden="true" /> : <Eye size={16} aria-hidden="true" />}
            onClick={() => setVisible((shown) => !shown)}
          />
        </ToggleSlot>
      </Control>
    </Field>
  );
}
