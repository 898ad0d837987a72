import {
  constraintName,
  Dialog,
  FormActions,
  FormGrid,
  FormikInput,
  FormStack,
  FormWide,
  submitForm,
} from '@loja/shared-ui';
import type { ApiError } from '@loja/shared-ui/platform';
import { Form, Formik, useFormikContext } from 'formik';
import { useMemo } from 'react';
import styled from 'styled-components';
import { GRADE_MESSAGES } from '../../messages';
import { useSalvarGradeMutation, type Cor, type Grade } from '../api';
import { TAMANHOS_PADRAO } from '../combinations';
import { normalizarHex } from '../rgb';
import { gradeParaValores, gradeSchema, NOVA_GRADE, valoresParaDados, type GradeFormValues } from '../schema';
import { Chip, ChipGroup } from './Chip';
import { ColorField } from './ColorField';
import { nomeDaGrade } from './GradeList';
import { Swatch } from './Swatch';

/** The database's answer to a colour and size the product already has (spec 001 §5). */
export const GRADE_UNICA = 'grades_produto_cor_tamanho_unico';

/**
 * A barcode another grade has (issue 27): the grade trigger refuses it with this message; the unique
 * index (its constraint name) answers when two saves race.
 */
export const CODIGO_EM_USO = 'Este código de barras já está em uso';
const codigoRepetido = (error: ApiError) => error.message === CODIGO_EM_USO || constraintName(error) === 'grades_produto_codigo_barras_unico';

const Sugestoes = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1.5]};
  margin-top: ${({ theme }) => theme.space[2]};
`;

const SugestoesTitulo = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The palette under Cor: one click fills the colour's name and its hex. */
function PaletaDeCores({ cores }: { cores: readonly Cor[] }) {
  const { values, setFieldValue } = useFormikContext<GradeFormValues>();
  if (cores.length === 0) return null;
  return (
    <Sugestoes role="group" aria-label="Cores da paleta">
      <SugestoesTitulo aria-hidden="true">Cores da paleta</SugestoesTitulo>
      <ChipGroup>
        {cores.map((cor) => (
          <Chip
            key={cor.id}
            pressed={values.cor.trim().toLowerCase() === cor.nome.trim().toLowerCase()}
            icon={<Swatch hex={cor.rgb_hex} size="sm" />}
            onClick={() => {
              void setFieldValue('cor', cor.nome);
              void setFieldValue('cor_rgb', normalizarHex(cor.rgb_hex) ?? cor.rgb_hex);
            }}
          >
            {cor.nome}
          </Chip>
        ))}
      </ChipGroup>
    </Sugestoes>
  );
}

/** PP to GG under Tamanho, for the usual case; any other size is typed. */
function TamanhosSugeridos() {
  const { values, setFieldValue } = useFormikContext<GradeFormValues>();
  return (
    <Sugestoes role="group" aria-label="Tamanhos padrão">
      <ChipGroup>
        {TAMANHOS_PADRAO.map((tamanho) => (
          <Chip
            key={tamanho}
            pressed={values.tamanho.trim().toLowerCase() === tamanho.toLowerCase()}
            onClick={() => void setFieldValue('tamanho', tamanho, true)}
          >
            {tamanho}
          </Chip>
        ))}
      </ChipGroup>
    </Sugestoes>
  );
}

export interface GradeFormDialogProps {
  produtoId: number;
  /** The grade to edit ("Editar Grade"), or null to add one. */
  grade: Grade | null;
  /** Every grade of the product: a colour and size already there is refused before saving. */
  grades: readonly Grade[];
  cores: readonly Cor[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Adicionar grade" and "Editar Grade": colour (typed or from the palette), size, stock, minimum
 * stock, barcode and colour. Saved through `salvar_grade`, so the typed stock is recorded as one
 * "Ajuste de estoque" movement for the difference.
 */
export function GradeFormDialog({ produtoId, grade, grades, cores, open, onOpenChange }: GradeFormDialogProps) {
  const [salvarGrade] = useSalvarGradeMutation();
  const editando = grade !== null;
  const schema = useMemo(() => gradeSchema(grades, grade?.id), [grades, grade?.id]);
  const inicial = useMemo(() => (grade ? gradeParaValores(grade) : NOVA_GRADE), [grade]);
  const duplicada = (error: ApiError) => constraintName(error) === GRADE_UNICA;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={editando ? 'Editar Grade' : 'Adicionar grade'}
      description={editando ? `Altere a grade ${nomeDaGrade(grade)}. Uma mudança no estoque é registrada como Ajuste de estoque.` : 'Uma combinação de cor e tamanho do produto, com o seu estoque.'}
      size="lg"
    >
      <Formik<GradeFormValues>
        initialValues={inicial}
        validationSchema={schema}
        enableReinitialize
        onSubmit={submitForm<GradeFormValues, Grade>({
          save: (values) => salvarGrade({ produtoId, id: grade?.id, grade: valoresParaDados(values) }).unwrap(),
          success: editando ? GRADE_MESSAGES.updated : GRADE_MESSAGES.added,
          failure: (error) =>
            duplicada(error) ? GRADE_MESSAGES.duplicate : codigoRepetido(error) ? CODIGO_EM_USO : editando ? GRADE_MESSAGES.saveFailed : GRADE_MESSAGES.addFailed,
          fieldErrors: (error) =>
            duplicada(error) ? { tamanho: GRADE_MESSAGES.duplicate } : codigoRepetido(error) ? { codigo_barras: CODIGO_EM_USO } : undefined,
          onSaved: () => onOpenChange(false),
        })}
      >
        <Form noValidate>
          <FormStack>
            <FormGrid>
              <div>
                <FormikInput name="cor" label="Cor" required autoComplete="off" maxLength={60} />
                <PaletaDeCores cores={cores} />
              </div>
              <div>
                <FormikInput name="tamanho" label="Tamanho" required autoComplete="off" maxLength={20} />
                <TamanhosSugeridos />
              </div>
              <FormikInput name="estoque_atual" label="Estoque" type="number" inputMode="numeric" min={0} step={1} />
              <FormikInput name="estoque_minimo" label="Estoque mínimo" type="number" inputMode="numeric" min={0} step={1} />
              <FormikInput name="codigo_barras" label="Código de barras" hint="Em branco, o sistema gera um EAN-13" autoComplete="off" maxLength={60} />
              <ColorField name="cor_rgb" label="Cor RGB" hint="#RRGGBB ou 200, 162, 200" />
              <FormWide>
                <FormActions submitLabel={editando ? 'Salvar' : 'Adicionar'} onCancel={() => onOpenChange(false)} />
              </FormWide>
            </FormGrid>
          </FormStack>
        </Form>
      </Formik>
    </Dialog>
  );
}

