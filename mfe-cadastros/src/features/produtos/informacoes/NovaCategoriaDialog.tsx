import { Formik } from 'formik';
import { Dialog, FormActions, FormStack, FormikInput, FormikTextArea, Yup, constraintName, isolatedSubmit, submitForm } from '@loja/shared-ui';
import { useCreateCategoriaMutation, type Categoria } from '../api';
import { CATEGORIA_MESSAGES } from '../messages';

const categoriaSchema = Yup.object({
  nome: Yup.string().trim().required(CATEGORIA_MESSAGES.nomeRequired).max(100, 'Use no máximo 100 caracteres'),
  descricao: Yup.string().max(1000, 'Use no máximo 1000 caracteres'),
});
type CategoriaValues = Yup.InferType<typeof categoriaSchema>;

export interface NovaCategoriaDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The category just created, to select it on the product. */
  onCreated: (categoria: Categoria) => void;
  /** Where focus goes back when it closes (Esc, Cancelar or a save): its opener, "Nova Categoria". */
  onCloseAutoFocus?: (event: Event) => void;
}

/** Spec 001 §2 "Nova Categoria", inline on the product form: nome (required) and descrição. */
export function NovaCategoriaDialog({ open, onOpenChange, onCreated, onCloseAutoFocus }: NovaCategoriaDialogProps) {
  const [createCategoria] = useCreateCategoriaMutation();
  const onSubmit = submitForm<CategoriaValues, Categoria>({
    save: (values) => createCategoria({ nome: values.nome.trim(), descricao: values.descricao?.trim() || null }).unwrap(),
    success: CATEGORIA_MESSAGES.created,
    failure: CATEGORIA_MESSAGES.createFailed,
    fieldErrors: (error) => (constraintName(error) === 'categorias_nome_unico' ? { nome: CATEGORIA_MESSAGES.duplicate } : undefined),
    onSaved: (categoria) => {
      onCreated(categoria);
      onOpenChange(false);
    },
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title="Nova Categoria"
      description="A categoria fica disponível para todos os produtos."
    >
      <Formik<CategoriaValues> initialValues={{ nome: '', descricao: '' }} validationSchema={categoriaSchema} onSubmit={onSubmit}>
        {({ handleSubmit }) => (
          <form noValidate onSubmit={isolatedSubmit(handleSubmit)}>
            <FormStack>
              <FormikInput name="nome" label="Nome" required autoFocus />
              <FormikTextArea name="descricao" label="Descrição" rows={3} />
              <FormActions onCancel={() => onOpenChange(false)} submitLabel="Criar categoria" />
            </FormStack>
          </form>
        )}
      </Formik>
    </Dialog>
  );
}
