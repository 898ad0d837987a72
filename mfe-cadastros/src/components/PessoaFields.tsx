import type { ChangeEvent } from 'react';
import { FormGrid, FormSection, FormikDateInput, FormikInput, FormikMaskedInput } from '@loja/shared-ui';

export interface PessoaFieldsProps {
  /** Sees the e-mail as it is typed (a new employee's login e-mail follows it, spec 001 §5). */
  onEmailChange?: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** Nome, CPF, data de nascimento, telefone and e-mail: a person's block on clientes and funcionários (spec 001 §3). */
export function PessoaFields({ onEmailChange }: PessoaFieldsProps) {
  return (
    <>
      <FormSection title="Dados pessoais">
        <FormGrid columns={3}>
          <FormikInput name="nome" label="Nome" required autoComplete="name" />
          <FormikMaskedInput name="cpf" label="CPF" mask="cpf" inputMode="numeric" required />
          <FormikDateInput name="data_nascimento" label="Data de nascimento" />
        </FormGrid>
      </FormSection>
      <FormSection title="Contato">
        <FormGrid>
          <FormikMaskedInput name="telefone" label="Telefone" mask="telefone" inputMode="tel" autoComplete="tel" required />
          <FormikInput name="email" type="email" label="Email" autoComplete="email" required onChange={onEmailChange} />
        </FormGrid>
      </FormSection>
    </>
  );
}
