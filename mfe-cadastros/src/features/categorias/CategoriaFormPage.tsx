import { Form, Formik } from 'formik';
import {
  FormActions,
  FormSection,
  FormStack,
  FormikInput,
  FormikTextArea,
  RegisterFormFrame,
  UnsavedChangesPrompt,
  constraintName,
  submitForm,
  toFormValues,
  toRow,
  useRecordToEdit,
} from '@loja/shared-ui';
import { useAuth, type ApiError } from '@loja/shared-ui/platform';
import { useCreateCategoriaCadastroMutation, useGetCategoriaQuery, useUpdateCategoriaMutation } from './api';
import { CATEGORIA_MESSAGES } from './messages';
import { NOVA_CATEGORIA, categoriaSchema, type CategoriaFormValues } from './schema';

/** A name already taken (any case) is shown under the field, from the unique index. */
function nomeErrors(error: ApiError) {
  return constraintName(error) === 'categorias_nome_unico' ? { nome: CATEGORIA_MESSAGES.duplicateNome } : undefined;
}

/** /cadastros/categorias/novo and its edit shapes: a new category, or a rename. */
export function CategoriaFormPage() {
  const { id, editing, record: categoria, loading, backToList } = useRecordToEdit(useGetCategoriaQuery, CATEGORIA_MESSAGES.loadOne);
  const { canWrite, loading: roleLoading } = useAuth();
  const [createCategoria] = useCreateCategoriaCadastroMutation();
  const [updateCategoria] = useUpdateCategoriaMutation();

  const onSubmit = submitForm<CategoriaFormValues>({
    save: (values) => (id ? updateCategoria({ id, changes: toRow(values) }).unwrap() : createCategoria(toRow(values)).unwrap()),
    success: editing ? CATEGORIA_MESSAGES.updated : CATEGORIA_MESSAGES.created,
    failure: editing ? CATEGORIA_MESSAGES.updateFailed : CATEGORIA_MESSAGES.createFailed,
    fieldErrors: nomeErrors,
    onSaved: backToList,
  });

  return (
    <RegisterFormFrame
      title={editing ? 'Editar Categoria' : 'Nova Categoria'}
      description={categoria?.nome ?? 'Cadastre uma nova categoria de produtos'}
      onBack={backToList}
      canWrite={canWrite}
      roleLoading={roleLoading}
      readOnlyText={CATEGORIA_MESSAGES.readOnly}
      loading={loading}
      loadingLabel="Carregando dados da categoria"
    >
      <Formik initialValues={toFormValues(categoria, NOVA_CATEGORIA)} validationSchema={categoriaSchema} onSubmit={onSubmit}>
        <Form noValidate>
          <UnsavedChangesPrompt />
          <FormStack>
            <FormSection title="Categoria">
              <FormStack>
                <FormikInput name="nome" label="Nome" required maxLength={100} />
                <FormikTextArea name="descricao" label="Descrição" maxLength={1000} />
              </FormStack>
            </FormSection>
            <FormActions onCancel={backToList} submitLabel={editing ? 'Salvar alterações' : 'Cadastrar categoria'} />
          </FormStack>
        </Form>
      </Formik>
    </RegisterFormFrame>
  );
}
