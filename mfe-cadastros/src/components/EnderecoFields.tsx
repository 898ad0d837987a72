import { FormGrid, FormSection, FormWide, FormikInput, FormikMaskedInput, FormikUfSelect } from '@loja/shared-ui';

/** Endereço, CEP, cidade and estado: the same optional block on every register of spec 001 §3. */
export function EnderecoFields({ disabled }: { disabled?: boolean }) {
  return (
    <FormSection title="Endereço" disabled={disabled}>
      <FormGrid columns={3}>
        <FormWide>
          <FormikInput name="endereco" label="Endereço" autoComplete="street-address" placeholder="Rua, número, complemento" />
        </FormWide>
        <FormikMaskedInput name="cep" label="CEP" mask="cep" inputMode="numeric" autoComplete="postal-code" />
        <FormikInput name="cidade" label="Cidade" autoComplete="address-level2" />
        <FormikUfSelect name="estado" label="Estado" />
      </FormGrid>
    </FormSection>
  );
}
