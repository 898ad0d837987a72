import { FormGrid, FormSection, FormikSelect, FormikSwitch, Input } from '@loja/shared-ui';
import type { Usuario } from '../api';
import { TIPO_OPTIONS } from './NovoUsuarioFields';

export interface UsuarioVinculadoFieldsProps {
  usuario: Usuario;
  /** The admin's own login: the database refuses to demote or deactivate it, so the controls are off. */
  proprio: boolean;
}

/**
 * The edit form's "Usuário" tab for an employee with a login: its e-mail (the login's own, changed
 * only by its owner), its role and whether it may sign in. Saved with the employee (spec 001 §7).
 */
export function UsuarioVinculadoFields({ usuario, proprio }: UsuarioVinculadoFieldsProps) {
  return (
    <FormSection
      title="Usuário de acesso"
      description={
        proprio
          ? 'Este é o seu próprio usuário: o seu tipo e a sua situação não podem ser alterados por você.'
          : 'Um usuário desativado não consegue mais entrar no sistema. A senha é trocada pelo próprio funcionário em "Esqueci minha senha".'
      }
      disabled={proprio}
    >
      <FormGrid columns={3}>
        <Input label="Email de acesso" value={usuario.email ?? ''} readOnly />
        <FormikSelect name="usuario.tipo" label="Tipo de usuário" options={TIPO_OPTIONS} required />
        <FormikSwitch name="usuario.ativo" label="Acesso ativo" />
      </FormGrid>
    </FormSection>
  );
}
