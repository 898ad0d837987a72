import type { ChangeEvent } from 'react';
import { FormGrid, FormSection, FormikDateInput, FormikInput, FormikMoneyInput } from '@loja/shared-ui';
import { EnderecoFields, PessoaFields, StatusSection } from '../../../components';

export interface DadosPessoaisFieldsProps {
  /** Sees the e-mail as it is typed (the new login's e-mail follows it, spec 001 §5). */
  onEmailChange?: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** The "Dados Pessoais" tab: every employee field of spec 001 §3. */
export function DadosPessoaisFields({ onEmailChange }: DadosPessoaisFieldsProps) {
  return (
    <>
      <PessoaFields onEmailChange={onEmailChange} />
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
