import { Form, Formik } from 'formik';
import styled from 'styled-components';
import {
  Button,
  FormActions,
  FormGrid,
  FormSection,
  FormStack,
  FormWide,
  FormikInput,
  FormikMoneyInput,
  FormikSelect,
  FormikTextArea,
  UnsavedChangesPrompt,
  submitForm,
} from '@loja/shared-ui';
import type { ApiError } from '@loja/shared-ui/platform';
import type { FormikErrors } from 'formik';
import type { Movimentacao, MovimentacaoListRow } from '../api';
import { dataMovimentacao, gradeLabel, recusaDeEstoque, textoOuTraco, toastDaFalha } from '../components';
import { MOVIMENTACAO_MESSAGES, TIPOS } from '../messages';
import { EDIT_PAGE_MESSAGES } from './messages';
import { OBSERVACOES_MAX, editMovimentacaoSchema, toAlteracao, toEditValues, type EditMovimentacaoValues } from './schema';

/** What the movement is and was (not editable): the product in full, then date, reason, responsible. */
const Detalhes = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Item = styled.div`
  min-width: 0;
`;

const ItemProduto = styled(Item)`
  grid-column: 1 / -1;
  dd {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** Read-only staff: only the way back, where the actions would be. */
const SoVoltar = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const CAMPOS_DO_BANCO = ['tipo', 'preco_unitario', 'observacoes'] as const;

/**
 * A refusal as field messages: the stock refusal under Quantidade (the figure the person changes to
 * fix it), and the database's input refusals (hint = the field) under their field.
 */
function fieldErrors(error: ApiError): FormikErrors<EditMovimentacaoValues> | undefined {
  const estoque = recusaDeEstoque(error);
  if (estoque) return { quantidade: estoque };
  const campo = CAMPOS_DO_BANCO.find((nome) => nome === error.hint);
  return campo ? { [campo]: error.message } : undefined;
}

export interface MovimentacaoEditFormProps {
  movimentacao: MovimentacaoListRow & { id: number };
  canWrite: boolean;
  /** Saves through atualizar_movimentacao and throws on failure (the page owns the mutation). */
  save: (alteracao: ReturnType<typeof toAlteracao>) => Promise<Movimentacao>;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * Spec 001 "Edit": the product (and grade) read-only; type, quantity, unit price and notes editable;
 * Cancelar and "Salvar Alterações". The database re-balances the stock by the difference, or refuses
 * when it would go below 0: the toast then says why and every typed value stays.
 */
export function MovimentacaoEditForm({ movimentacao, canWrite, save, onSaved, onCancel }: MovimentacaoEditFormProps) {
  const grade = gradeLabel(movimentacao.cor, movimentacao.tamanho);
  const onSubmit = submitForm<EditMovimentacaoValues, Movimentacao>({
    save: (values) => save(toAlteracao(movimentacao.id, values)),
    success: MOVIMENTACAO_MESSAGES.updated,
    failure: (error) => toastDaFalha(error, MOVIMENTACAO_MESSAGES.updateFailed),
    fieldErrors,
    onSaved,
  });

  return (
    <Formik initialValues={toEditValues(movimentacao)} validationSchema={editMovimentacaoSchema} onSubmit={onSubmit}>
      <Form noValidate aria-label={EDIT_PAGE_MESSAGES.title}>
        <UnsavedChangesPrompt when={canWrite} />
        <FormStack>
          {/* "Registro", not "Produto": the section's first line is already "Produto" (it read "Produto / Produto"). */}
          <FormSection title={EDIT_PAGE_MESSAGES.registroTitle}>
            <Detalhes>
              <ItemProduto>
                <dt>Produto</dt>
                <dd>{movimentacao.produto_nome}</dd>
              </ItemProduto>
              {grade ? (
                <Item>
                  <dt>Grade</dt>
                  <dd>{grade}</dd>
                </Item>
              ) : null}
              <Item>
                <dt>Data</dt>
                <dd>{dataMovimentacao(movimentacao.data_movimentacao)}</dd>
              </Item>
              <Item>
                <dt>Motivo</dt>
                <dd>{textoOuTraco(movimentacao.motivo)}</dd>
              </Item>
              <Item>
                <dt>Responsável</dt>
                <dd>{textoOuTraco(movimentacao.usuario_nome)}</dd>
              </Item>
            </Detalhes>
          </FormSection>
          <FormSection title="Movimentação" disabled={!canWrite} description={canWrite ? undefined : EDIT_PAGE_MESSAGES.readOnly}>
            <FormGrid columns={3}>
              <FormikSelect name="tipo" label="Tipo" required placeholder="Selecione..." options={TIPOS} />
              <FormikInput name="quantidade" label="Quantidade" required type="number" inputMode="numeric" min={1} step={1} />
              {/* The mask keeps two decimals: spec 001 §5's step 0.01. */}
              <FormikMoneyInput name="preco_unitario" label="Preço unitário" required />
              <FormWide>
                <FormikTextArea name="observacoes" label="Observações" rows={3} maxLength={OBSERVACOES_MAX} />
              </FormWide>
            </FormGrid>
          </FormSection>
          {canWrite ? (
            <FormActions onCancel={onCancel} submitLabel={MOVIMENTACAO_MESSAGES.saveChanges} />
          ) : (
            <SoVoltar>
              <Button type="button" variant="outline" onClick={onCancel}>
                {EDIT_PAGE_MESSAGES.backToList}
              </Button>
            </SoVoltar>
          )}
        </FormStack>
      </Form>
    </Formik>
  );
}
