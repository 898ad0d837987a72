import { useField } from 'formik';
import styled from 'styled-components';
import { FieldError } from '../Field';
import { Switch, type SwitchProps } from '../Switch';
import { useFieldIds } from '../Field';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

export interface FormikSwitchProps extends Omit<SwitchProps, 'checked' | 'defaultChecked' | 'name'> {
  name: string;
}

/** Switch (Ativo/Inativo) bound to a boolean Formik field. */
export function FormikSwitch({ name, id, onCheckedChange, ...rest }: FormikSwitchProps) {
  const [field, meta, helpers] = useField<boolean>(name);
  const error = meta.touched && meta.error ? meta.error : undefined;
  const ids = useFieldIds(id, false, Boolean(error));
  return (
    <Wrapper>
      <Switch
        {...rest}
        id={ids.id}
        name={field.name}
        checked={Boolean(field.value)}
        onCheckedChange={(checked) => {
          void helpers.setValue(checked);
          void helpers.setTouched(true, false);
          onCheckedChange?.(checked);
        }}
        onBlur={() => void helpers.setTouched(true)}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
      {error ? (
        <FieldError id={ids.errorId} aria-live="polite">
          {error}
        </FieldError>
      ) : null}
    </Wrapper>
  );
}
