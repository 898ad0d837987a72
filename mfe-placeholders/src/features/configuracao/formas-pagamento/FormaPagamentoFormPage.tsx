import {
  FormGrid,
  FormSection,
  FormikInput,
  FormikMoneyInput,
  FormikSelect,
  FormikSwitch,
  RegisterForm,
} from '@loja/shared-ui';
import { useAuth } from '@loja/shared-ui/platform';
import { useMemo } from 'react';
import {
  useCreateFormaPagamentoConfiguracaoMutation,
  useGetFormaPagamentoConfiguracaoQuery,
  useUpdateFormaPagamentoConfiguracaoMutation,
} from './api';
import { formaPagamentoFieldErrors } from './fieldErrors';
import { FORMA_PAGAMENTO_MESSAGES } from './messages';
import { NOVA_FORMA_PAGAMENTO, TIPOS_FORMA_PAGAMENTO, formaPagamentoSchema, tipoFormaPagamentoLabel } from './schema';

/**
 * The form to edit, with no fixed fee (0) shown as an empty money field: its "0,00" placeholder,
 * so what the person types becomes the fee instead of digits after "0,00" (as the product form does).
 */
function useFormaParaEditar(id: number, options: { skip: boolean }) {
  const result = useGetFormaPagamentoConfiguracaoQuery(id, options);
  const { data } = result;
  const forma = useMemo(() => (data && Number(data.taxa_fixa) === 0 ? { ...data, taxa_fixa: null } : data), [data]);
  return { ...result, data: forma };
}

const endpoints = {
  get: useFormaParaEditar,
  create: useCreateFormaPagamentoConfiguracaoMutation,
  update: useUpdateFormaPagamentoConfiguracaoMutation,
};

const TIPO_OPTIONS = TIPOS_FORMA_PAGAMENTO.map((tipo) => ({ value: tipo, label: tipoFormaPagamentoLabel(tipo) }));

/** /configuracao/formas-pagamento/nova and its edit shapes: an admin creates or edits a payment form. */
export function FormaPagamentoFormPage() {
  const { isAdmin, loading } = useAuth();
  return (
    <RegisterForm
      endpoints={endpoints}
      access={{ canWrite: isAdmin, loading }}
      messages={FORMA_PAGAMENTO_MESSAGES}
      schema={formaPagamentoSchema}
      empty={NOVA_FORMA_PAGAMENTO}
      fieldErrors={formaPagamentoFieldErrors}
    >
      <FormSection title="Forma de pagamento">
        <FormGrid>
          <FormikInput name="nome" label="Nome" required maxLength={60} />
          <FormikSelect name="tipo" label="Tipo" placeholder="Selecione..." options={TIPO_OPTIONS} required />
          <FormikInput name="taxa_percentual" label="Taxa (%)" type="number" inputMode="decimal" min={0} max={100} step={0.01} required />
          <FormikMoneyInput name="taxa_fixa" label="Taxa fixa" />
          <FormikInput
            name="prazo_dias"
            label="Prazo de recebimento (dias)"
            hint={FORMA_PAGAMENTO_MESSAGES.prazoHint}
            type="number"
            inputMode="numeric"
            min={0}
            max={365}
            step={1}
            required
          />
          <FormikInput
            name="maximo_parcelas"
            label="Máximo de parcelas"
            hint={FORMA_PAGAMENTO_MESSAGES.parcelasHint}
            type="number"
            inputMode="numeric"
            min={1}
            max={24}
            step={1}
            required
          />
          <FormikSwitch name="ativo" label="Situação" onLabel={FORMA_PAGAMENTO_MESSAGES.ativa} offLabel={FORMA_PAGAMENTO_MESSAGES.inativa} />
        </FormGrid>
      </FormSection>
    </RegisterForm>
  );
}
