import { Yup } from '@loja/shared-ui';

export const OBSERVACOES_MAX = 1000;

/** The new session's form: what abrir_balanco checks again in the database, with the same words. */
export const novoBalancoSchema = Yup.object({
  escopo: Yup.string()
    .oneOf(['todos', 'categoria', 'produtos'] as const, 'Escolha o escopo do balanço')
    .required('Escolha o escopo do balanço'),
  categoria_id: Yup.string().when('escopo', {
    is: 'categoria',
    then: (s) => s.required('Escolha a categoria do balanço'),
    otherwise: (s) => s.optional(),
  }),
  produtos: Yup.array(Yup.object({ id: Yup.number().required(), nome: Yup.string().required() }).required())
    .required()
    .when('escopo', {
      is: 'produtos',
      then: (s) => s.min(1, 'Escolha pelo menos um produto para o balanço'),
    }),
  observacoes: Yup.string().max(OBSERVACOES_MAX, `As observações aceitam no máximo ${OBSERVACOES_MAX} caracteres`),
});

export type NovoBalancoValues = Yup.InferType<typeof novoBalancoSchema>;

export const NOVO_BALANCO_INICIAL: NovoBalancoValues = { escopo: 'todos', categoria_id: '', produtos: [], observacoes: '' };
