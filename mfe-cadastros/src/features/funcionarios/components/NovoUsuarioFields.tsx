import { FormGrid, FormikInput, FormikSelect } from '@loja/shared-ui';
import { TIPO_LABELS } from '@loja/shared-ui/platform';
import { FormikPasswordInput } from '@loja/shared-ui/platform/forms';
import { TIPOS_USUARIO } from '../schema';

export const TIPO_OPTIONS = TIPOS_USUARIO.map((tipo) => ({ value: tipo, label: TIPO_LABELS[tipo] }));

/** E-mail, password and role of a new login; `prefix` is the values' path ("usuario." in the new-employee form). */
export function NovoUsuarioFields({ prefix = '' }: { prefix?: string }) {
  return (
    <FormGrid columns={3}>
      <FormikInput name={`${prefix}email`} type="email" label="Email de acesso" autoComplete="off" required />
      <FormikPasswordInput name={`${prefix}senha`} label="Senha" autoComplete="new-password" required />
      <FormikSelect name={`${prefix}tipo`} label="Tipo de usuário" options={TIPO_OPTIONS} required />
    </FormGrid>
  );
}
