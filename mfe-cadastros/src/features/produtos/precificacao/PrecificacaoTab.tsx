import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useMemo } from 'react';
import styled from 'styled-components';
import {
  FormActions,
  FormGrid,
  FormSection,
  FormStack,
  FormikInput,
  FormikMoneyInput,
  UnsavedChangesPrompt,
  media,
  submitForm,
} from '@loja/shared-ui';
import type { ApiError } from '@loja/shared-ui/platform';
import { useUpdateProdutoMutation, type Produto } from '../api';
import { PRECIFICACAO_MESSAGES } from '../messages';
import { calcularPrecificacao } from './formulas';
import { HistoricoCusto } from './HistoricoCusto';
import { ResumoPrecificacao } from './ResumoPrecificacao';
import {
  digitarMargem,
  precificacaoSchema,
  toEntrada,
  toPrecificacaoDados,
  toPrecificacaoValues,
  type PrecificacaoFormValues,
} from './schema';

export interface PrecificacaoTabProps {
  produto: Produto;
  /** false (the `user` role): the figures can be read, nothing can be changed. */
  canWrite: boolean;
  /**
   * Told whenever the form becomes dirty or clean, so the page can ask before a tab switch discards
   * typed values (as it does for Informações). Optional.
   */
  onDirtyChange?: (dirty: boolean) => void;
}

/** The code of the error a save without a product id throws, so the failure toast can say so. */
const SEM_ID = 'PRODUTO_SEM_ID';

/**
 * Inputs | summary from 1024 px up, the save button under the inputs; stacked below: inputs, the
 * figures, then the save button, so a phone sees the summary before saving, not under the button.
 */
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'campos' 'resumo' 'acoes';
  gap: ${({ theme }) => theme.space[6]};

  ${media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    grid-template-areas: 'campos resumo' 'acoes resumo';
    grid-template-rows: auto 1fr;
    align-items: start;
  }
`;

const Campos = styled(FormStack)`
  grid-area: campos;
`;

const Acoes = styled.div`
  grid-area: acoes;
`;

const Lateral = styled.div`
  grid-area: resumo;
  ${media.lg} {
    position: sticky;
    top: ${({ theme }) => theme.space[4]};
  }
`;

const SomenteLeitura = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The product editor's Precificação tab (spec 001, Products; §9 formulas): the cost and price fields,
 * and beside them the figures recomputed as the person types. Saving writes the fields with the
 * computed preço de custo and preço sugerido through salvar_produto.
 */
export function PrecificacaoTab({ produto, canWrite, onDirtyChange }: PrecificacaoTabProps) {
  const [updateProduto] = useUpdateProdutoMutation();
  const initialValues = useMemo(() => toPrecificacaoValues(produto), [produto]);

  const onSubmit = submitForm<PrecificacaoFormValues>({
    save: (values) => {
      if (!produto.id) return Promise.reject<never>({ message: PRECIFICACAO_MESSAGES.missingId, code: SEM_ID } satisfies ApiError);
      return updateProduto({ id: produto.id, changes: toPrecificacaoDados(values, produto) }).unwrap();
    },
    success: PRECIFICACAO_MESSAGES.saved,
    failure: (error) => (error.code === SEM_ID ? PRECIFICACAO_MESSAGES.missingId : PRECIFICACAO_MESSAGES.saveFailed),
  });

  return (
    // enableReinitialize: after a save (or an Informações save) the page's product is read again and
    // the form follows it; what the person typed is kept when a save fails (nothing is re-read).
    <Formik initialValues={initialValues} validationSchema={precificacaoSchema} onSubmit={onSubmit} enableReinitialize>
      <Form noValidate aria-label="Precificação">
        <UnsavedChangesPrompt when={canWrite} />
        <AvisarAlteracoes onDirtyChange={onDirtyChange} />
        <Layout>
          <Campos>
            {canWrite ? null : <SomenteLeitura>Você pode consultar a precificação, mas não alterá-la.</SomenteLeitura>}
            <FormSection title="Custos" description="Somados, formam o preço de custo do produto." disabled={!canWrite}>
              <FormGrid>
                <FormikMoneyInput name="marketing" label="Marketing" />
                <FormikMoneyInput name="frete" label="Frete" />
                <FormikMoneyInput name="embalagem" label="Embalagem" />
                <FormikMoneyInput name="comissao" label="Comissão" />
              </FormGrid>
            </FormSection>
            <FormSection title="Compra e margem" disabled={!canWrite}>
              <FormGrid>
                <FormikMoneyInput name="preco_compra" label="Preço de compra" hint="Custo médio: os recebimentos de compra o atualizam" />
                <FormikInput
                  name="margem"
                  label="Margem (%)"
                  hint="Sobre o total de compra"
                  transform={digitarMargem}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="0"
                  maxLength={8}
                />
              </FormGrid>
            </FormSection>
            <FormSection title="Preços de venda" disabled={!canWrite}>
              <FormGrid columns={3}>
                <FormikMoneyInput name="preco_venda" label="Preço de venda" required />
                <FormikMoneyInput name="preco_a" label="Preço A" hint="0 = não usado" />
                <FormikMoneyInput name="preco_b" label="Preço B" hint="0 = não usado" />
              </FormGrid>
            </FormSection>
          </Campos>
          <Lateral>
            <ResumoAoVivo canWrite={canWrite} />
          </Lateral>
          {canWrite ? (
            <Acoes>
              <FormActions submitLabel="Salvar precificação" />
            </Acoes>
          ) : null}
        </Layout>
        {produto.id ? <HistoricoCusto produtoId={produto.id} /> : null}
      </Form>
    </Formik>
  );
}

/** The summary of the values as they are now in the form. */
function ResumoAoVivo({ canWrite }: { canWrite: boolean }) {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<PrecificacaoFormValues>();
  const figuras = calcularPrecificacao(toEntrada(values));
  const aplicar = async () => {
    await setFieldValue('preco_venda', figuras.preco_sugerido);
    await setFieldTouched('preco_venda', true);
  };
  return <ResumoPrecificacao figuras={figuras} precoVenda={values.preco_venda} onAplicarSugerido={canWrite ? aplicar : undefined} />;
}

function AvisarAlteracoes({ onDirtyChange }: { onDirtyChange?: (dirty: boolean) => void }) {
  const { dirty } = useFormikContext();
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);
  return null;
}
