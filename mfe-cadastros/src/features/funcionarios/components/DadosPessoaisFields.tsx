import type { ChangeEvent } from 'react';
import { FormGrid, FormSection, FormikDateInput, FormikInput, FormikMaskedInput, FormikMoneyInput } from '@loja/shared-ui';
import { EnderecoFields, StatusSection } from '../../../components';

export interface DadosPessoaisFieldsProps {
  /** Sees the e-mail as it is typed (the new login's e-mail follows it, spec 001 §5). */
  onEmailChange?: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** The "Dados Pessoais" tab: every employee field of spec 001 §3. */
export function DadosPessoaisFields({ onEmailChange }: DadosPessoaisFieldsProps) {
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
      <FormSection title="Contrato">
        <FormGrid columns={3}>
          <FormikInput name="cargo" label="Cargo" required placeholder="Ex.: Vendedora" />
          <FormikMoneyInput name="salario" label="Salário" required />
          <FormikDateInput name="data_admissao" label="Data de admissão" required />
        </FormGrid>
      </FormSection>
      <EnderecoFields />
      <StatusSection />
    </>
  );
}
