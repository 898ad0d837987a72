import { Form, Formik, useFormikContext } from 'formik';
import { Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
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
  FormikSwitch,
  FormikTextArea,
  UnsavedChangesPrompt,
  media,
  submitForm,
} from '@loja/shared-ui';
import type { ApiError } from '@loja/shared-ui/platform';
import { useGetFornecedorDoProdutoQuery, useListCategoriasQuery, useListFornecedoresAtivosQuery, type Produto } from '../api';
import { fornecedorInativoLabel, PRODUTO_MESSAGES } from '../messages';
import { NovaCategoriaDialog } from './NovaCategoriaDialog';
import { informacoesSchema, toInformacoesValues, toProdutoDados, type InformacoesValues } from './schema';

/** Main column (what the product is, price and stock) and a side column (status, organisation), as shop admins lay it out. */
const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;

  ${media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(16rem, 1fr);
  }
`;

/**
 * The select and "Nova Categoria" side by side where both fit; on a phone (or the narrow side column)
 * the button goes under the select instead of squeezing it to "Sem categ…" (issue 23 walk).
 */
const CategoriaRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};

  & > :first-child {
    flex: 1 1 10rem;
    min-width: 0;
  }
`;

/** Errors the database gives for a field (salvar_produto's stock refusals carry hint 'estoque_atual'). */
function fieldErrors(error: ApiError) {
  if (error.hint === 'estoque_atual') return { estoque_atual: error.message };
  return undefined;
}

/** Tells the page whether the form holds unsaved changes (it asks before another tab replaces them). */
function DirtyReporter({ onDirtyChange }: { onDirtyChange?: (dirty: boolean) => void }) {
  const { dirty } = useFormikContext();
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);
  return null;
}

function CategoriaField({ disabled }: { disabled: boolean }) {
  const { data: categorias = [] } = useListCategoriasQuery();
  const { setFieldValue } = useFormikContext<InformacoesValues>();
  const [open, setOpen] = useState(false);
  // Opened from state, not a Radix trigger: without this, Esc would leave focus on the page's body.
  const opener = useRef<HTMLButtonElement>(null);
  const focusOpener = (event: Event) => {
    event.preventDefault();
    opener.current?.focus();
  };
  return (
    <CategoriaRow>
      <FormikSelect name="categoria_id" label="Categoria" placeholder="Sem categoria" options={categorias.map((c) => ({ value: String(c.id), label: c.nome }))} />
      {disabled ? null : (
        <>
          <Button ref={opener} type="button" variant="outline" leftIcon={<Plus size={16} aria-hidden />} onClick={() => setOpen(true)}>
            Nova Categoria
          </Button>
          <NovaCategoriaDialog
            open={open}
            onOpenChange={setOpen}
            onCloseAutoFocus={focusOpener}
            onCreated={(categoria) => void setFieldValue('categoria_id', categoria.id)}
          />
        </>
      )}
    </CategoriaRow>
  );
}

export interface InformacoesFormProps {
  /** The saved product; none on a new one. */
  produto?: Produto;
  canWrite: boolean;
  /** After a save: the product as the database answered it, and whether it was created. */
  onSaved: (produto: Produto, created: boolean) => void;
  onCancel: () => void;
  onDirtyChange?: (dirty: boolean) => void;
  /** The save call: creates without an id, updates with one (the page owns the mutations). */
  save: (dados: ReturnType<typeof toProdutoDados>, id?: number) => Promise<Produto>;
}

/**
 * Spec 001 "Informações": nome, Referência, descrição, categoria (with "Nova Categoria"), active
 * supplier, prices, stock and status. The stock figure is the one the person wants: the database
 * records the difference as an "Ajuste de estoque" movement. A product with grades shows the sum of
 * its grades, read-only (spec 001 §4).
 */
export function InformacoesForm({ produto, canWrite, onSaved, onCancel, onDirtyChange, save }: InformacoesFormProps) {
  const { data: fornecedores, isSuccess: fornecedoresLidos } = useListFornecedoresAtivosQuery();
  const temGrades = (produto?.cores.length ?? 0) > 0;
  // A supplier made inactive still shows on the products that have it, by name: "Nome (inativo)".
  const fornecedorId = produto?.fornecedor_id ?? null;
  const inativo = fornecedorId !== null && fornecedoresLidos && !fornecedores.some((f) => f.id === fornecedorId);
  const { data: fornecedorInativo } = useGetFornecedorDoProdutoQuery(fornecedorId ?? 0, { skip: !inativo });
  const fornecedorOptions = (fornecedores ?? []).map((f) => ({ value: String(f.id), label: f.nome }));
  if (inativo) {
    fornecedorOptions.push({ value: String(fornecedorId), label: fornecedorInativoLabel(fornecedorInativo?.nome) });
  }

  const onSubmit = submitForm<InformacoesValues, Produto>({
    save: (values) => save(toProdutoDados(values, temGrades), produto?.id),
    success: produto ? PRODUTO_MESSAGES.updated : PRODUTO_MESSAGES.created,
    failure: produto ? PRODUTO_MESSAGES.updateFailed : PRODUTO_MESSAGES.createFailed,
    fieldErrors,
    onSaved: (saved) => onSaved(saved, !produto),
  });

  return (
    <Formik initialValues={toInformacoesValues(produto)} validationSchema={informacoesSchema} onSubmit={onSubmit}>
      <Form noValidate aria-label="Informações do produto">
        <UnsavedChangesPrompt />
        <DirtyReporter onDirtyChange={onDirtyChange} />
        <FormStack>
          <Columns>
            <FormStack>
              <FormSection title="Dados do produto" disabled={!canWrite}>
                <FormGrid>
                  <FormWide>
                    <FormikInput name="nome" label="Nome" required placeholder="Ex.: Biquíni Cortininha Tropical" />
                  </FormWide>
                  <FormikInput name="codigo_barras" label="Referência" placeholder="Ex.: LP1001" hint="Código do produto ou de barras" />
                  <FormWide>
                    <FormikTextArea name="descricao" label="Descrição" rows={4} placeholder="Tecido, modelagem, detalhes que ajudam a vender" />
                  </FormWide>
                </FormGrid>
              </FormSection>
              <FormSection title="Preço e estoque" disabled={!canWrite}>
                <FormGrid columns={3}>
                  <FormikMoneyInput name="preco_venda" label="Preço de venda" required />
                  <FormikMoneyInput name="preco_custo" label="Preço de custo" hint="A Precificação recalcula pelos custos" />
                  <FormikMoneyInput name="preco_compra" label="Preço de compra" />
                  <FormikInput
                    name="estoque_atual"
                    label="Estoque atual"
                    type="number"
                    inputMode="numeric"
                    min={0}
                    step={1}
                    readOnly={temGrades}
                    hint={temGrades ? PRODUTO_MESSAGES.stockFromGrades : 'Uma mudança vira um ajuste de estoque nas movimentações'}
                  />
                  <FormikInput name="estoque_minimo" label="Estoque mínimo" type="number" inputMode="numeric" min={0} step={1} />
                </FormGrid>
              </FormSection>
            </FormStack>
            <FormStack>
              <FormSection title="Situação" disabled={!canWrite}>
                <FormikSwitch name="ativo" label="Status" />
              </FormSection>
              <FormSection title="Organização" disabled={!canWrite}>
                <FormStack>
                  <CategoriaField disabled={!canWrite} />
                  <FormikSelect name="fornecedor_id" label="Fornecedor" placeholder="Sem fornecedor" options={fornecedorOptions} />
                </FormStack>
              </FormSection>
            </FormStack>
          </Columns>
          {canWrite ? <FormActions onCancel={onCancel} submitLabel={produto ? 'Salvar alterações' : 'Salvar produto'} /> : null}
        </FormStack>
      </Form>
    </Formik>
  );
}
