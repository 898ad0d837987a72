import { Yup, emptyValues } from '@loja/shared-ui';
import { CATEGORIA_MESSAGES } from './messages';

/** categorias: nome (1 to 100 characters, unique whatever the case) and an optional descricao (migration 20261122000100). */
export const categoriaSchema = Yup.object({
  nome: Yup.string().trim().required(CATEGORIA_MESSAGES.nomeRequired).max(100),
  descricao: Yup.string().trim().max(1000),
});

export type CategoriaFormValues = Yup.InferType<typeof categoriaSchema>;

export const NOVA_CATEGORIA = emptyValues(categoriaSchema);
