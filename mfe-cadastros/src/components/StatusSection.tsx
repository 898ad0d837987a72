import { FormSection, FormikSwitch } from '@loja/shared-ui';

/** Ativo/Inativo (spec 001 §4: a switch; new records start active). */
export function StatusSection() {
  return (
    <FormSection title="Situação">
      <FormikSwitch name="ativo" label="Status" />
    </FormSection>
  );
}
