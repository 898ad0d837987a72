import { FormSection, FormStack, FormikInput, FormikTextArea, RegisterForm, constraintName } from '@loja/shared-ui';
import { useAuth, type ApiError } from '@loja/shared-ui/platform';
import { useCreateCategoriaCadastroMutation, useGetCategoriaQuery, useUpdateCategoriaMutation } from './api';
import { CATEGORIA_MESSAGES } from './messages';
import { NOVA_CATEGORIA, categoriaSchema } from './schema';

/** A name already taken (any case) is shown under the field, from the unique index. */
function nomeErrors(error: ApiError) {
  return constraintName(error) === 'categorias_nome_unico' ? { nome: CATEGORIA_MESSAGES.duplicateNome } : undefined;
}

const endpoints = { get: useGetCategoriaQuery, create: useCreateCategoriaCadastroMutation, update: useUpdateCategoriaMutation };

/** /cadastros/categorias/novo and its edit shapes: a new category, or a rename. */
export function CategoriaFormPage() {
  return (
    <RegisterForm endpoints={endpoints} access={useAuth()} messages={CATEGORIA_MESSAGES} schema={categoriaSchema} empty={NOVA_CATEGORIA} fieldErrors={nomeErrors}>
      <FormSection title="Categoria">
        <FormStack>
          <FormikInput name="nome" label="Nome" required maxLength={100} />
          <FormikTextArea name="descricao" label="Descrição" maxLength={1000} />
        </FormStack>
      </FormSection>
    </RegisterForm>
  );
}
