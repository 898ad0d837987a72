import { Form, Formik } from 'formik';
import { useNavigate } from 'react-router-dom';
import {
  FormActions,
  FormGrid,
  FormSection,
  FormStack,
  FormWide,
  FormikInput,
  FormikMaskedInput,
  FormikTextArea,
  PageHeader,
  Skeleton,
  UnsavedChangesPrompt,
  submitForm,
  toFormValues,
  toRow,
} from '@loja/shared-ui';
import { useAuth } from '@loja/shared-ui/platform';
import { useGetEmpresaQuery, useUpdateEmpresaMutation } from './api';
import { EMPRESA_MESSAGES } from './messages';
import { EMPRESA_DEFAULTS, empresaSchema, type EmpresaValues } from './schema';
import { chavePixParaSalvar } from './pix';
import { WhatsappField } from './WhatsappField';
import { websiteComProtocolo, whatsappComCodigoPais, whatsappParaExibir } from './whatsapp';

/** Configuração > Empresa: the shop's settings; an admin edits them, other staff only read them. */
export function EmpresaPage() {
  const navigate = useNavigate();
  const { isAdmin } = useAuth();
  const { data: empresa, isLoading, isError } = useGetEmpresaQuery();
  const [updateEmpresa] = useUpdateEmpresaMutation();
  const back = () => navigate('..');

  if (isLoading) return <Skeleton height="20rem" />;
  if (isError || !empresa) {
    return <PageHeader title={EMPRESA_MESSAGES.title} description={EMPRESA_MESSAGES.loadFailure} onBack={back} />;
  }

  return (
    <>
      <PageHeader
        title={EMPRESA_MESSAGES.title}
        description={isAdmin ? EMPRESA_MESSAGES.adminDescription : EMPRESA_MESSAGES.readOnlyDescription}
        onBack={back}
      />
      <Formik<EmpresaValues>
        initialValues={{ ...toFormValues<EmpresaValues>(empresa, EMPRESA_DEFAULTS), whatsapp: whatsappParaExibir(empresa.whatsapp) }}
        validationSchema={empresaSchema}
        enableReinitialize
        onSubmit={submitForm<EmpresaValues>({
          // saved as wa.me wants it, whether or not the field was left (Enter submits without a blur)
          save: (values) =>
            updateEmpresa(
              toRow({
                ...values,
                whatsapp: whatsappComCodigoPais(values.whatsapp),
                website: websiteComProtocolo(values.website),
                // as the Pix directory registers it: CPF/CNPJ digits, +55 phone, e-mail or random key
                pix_chave: chavePixParaSalvar(values.pix_chave),
              }),
            ).unwrap(),
          success: EMPRESA_MESSAGES.saveSuccess,
          failure: EMPRESA_MESSAGES.saveFailure,
        })}
      >
        <Form noValidate>
          <UnsavedChangesPrompt when={isAdmin} />
          <FormStack>
            <FormSection title="Identificação" disabled={!isAdmin}>
              <FormGrid>
                <FormikInput name="nome" label="Nome da empresa" required autoComplete="organization" />
                <FormikMaskedInput name="cnpj" label="CNPJ" mask="cnpj" placeholder="00.000.000/0000-00" />
                <FormWide>
                  {/* The shop's whole address in one field (street, number, district, city): two lines, never cut on a phone. */}
                  <FormikTextArea name="endereco" label="Endereço" rows={2} autoComplete="street-address" />
                </FormWide>
              </FormGrid>
            </FormSection>
            <FormSection title="Contato" disabled={!isAdmin}>
              <FormGrid>
                <WhatsappField />
                <FormikMaskedInput name="telefone" label="Telefone" mask="telefone" placeholder="(48) 3333-0000" />
                <FormikInput name="email" type="email" label="E-mail" autoComplete="email" />
                <FormikInput name="website" type="url" label="Website" placeholder="https://" />
                <FormikInput name="instagram" type="url" label="Instagram" placeholder="https://instagram.com/..." />
              </FormGrid>
            </FormSection>
            <FormSection title={EMPRESA_MESSAGES.vendasSection} description={EMPRESA_MESSAGES.vendasDescription} disabled={!isAdmin}>
              <FormGrid>
                <FormikInput
                  name="reserva_horas"
                  label="Reserva de pedidos do catálogo (horas)"
                  hint={EMPRESA_MESSAGES.reservaHint}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={720}
                  step={1}
                  required
                />
                <FormikInput
                  name="desconto_maximo_funcionario"
                  label="Desconto máximo do funcionário (%)"
                  hint={EMPRESA_MESSAGES.descontoHint}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={100}
                  step={0.01}
                  required
                />
                <FormikInput
                  name="vale_troca_validade_dias"
                  label="Validade do vale-troca (dias)"
                  hint={EMPRESA_MESSAGES.valeTrocaHint}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={3650}
                  step={1}
                  required
                />
              </FormGrid>
            </FormSection>
            <FormSection title={EMPRESA_MESSAGES.pixSection} description={EMPRESA_MESSAGES.pixDescription} disabled={!isAdmin}>
              <FormGrid>
                <FormikInput name="pix_chave" label="Chave Pix" hint={EMPRESA_MESSAGES.pixChaveHint} autoComplete="off" spellCheck={false} />
                <FormikInput name="pix_cidade" label="Cidade (Pix)" hint={EMPRESA_MESSAGES.pixCidadeHint} maxLength={15} />
              </FormGrid>
            </FormSection>
            {isAdmin ? <FormActions onCancel={back} /> : null}
          </FormStack>
        </Form>
      </Formik>
    </>
  );
}
