import { Yup as yup } from '@loja/shared-ui';

/** The form's values: `valor` as typed ("49,90" or "20"), dates as the datetime-local fields give them (shop time). */
export const promocaoSchema = yup.object({
  nome: yup.string().trim().required('Informe o nome da promoção.').max(120, 'O nome aceita no máximo 120 caracteres.'),
  tipo: yup.string().oneOf(['preco', 'percentual'], 'Escolha preço promocional ou desconto em %.').required('Escolha preço promocional ou desconto em %.'),
  valor: yup
    .string()
    .required('Informe o valor.')
    .test('valor', 'Informe um número, como 49,90 ou 20.', (v) => /^\d{1,10}([.,]\d{1,2})?$/.test((v ?? '').trim()))
    .test('faixa', 'O desconto deve ser maior que 0% e menor que 100%.', function (v) {
      const n = Number((v ?? '').trim().replace(',', '.'));
      return this.parent.tipo !== 'percentual' || !Number.isFinite(n) || (n > 0 && n < 100);
    })
    .test('positivo', 'O preço promocional deve ser maior que zero.', function (v) {
      const n = Number((v ?? '').trim().replace(',', '.'));
      return this.parent.tipo !== 'preco' || !Number.isFinite(n) || n > 0;
    }),
  escopo: yup.string().oneOf(['produtos', 'categoria']).required(),
  categoria_id: yup.string().when('escopo', {
    is: 'categoria',
    then: (s) => s.required('Escolha a categoria.'),
    otherwise: (s) => s.optional(),
  }),
  produtos: yup.array(yup.number().required()).when('escopo', {
    is: 'produtos',
    then: (s) => s.min(1, 'Escolha pelo menos um produto.'),
    otherwise: (s) => s,
  }),
  inicio: yup.string().required('Informe a data e a hora de início.'),
  fim: yup
    .string()
    .required('Informe a data e a hora de fim.')
    .test('depois', 'O fim deve ser depois do início.', function (v) {
      return !v || !this.parent.inicio || v > this.parent.inicio;
    }),
});

export type PromocaoValues = yup.InferType<typeof promocaoSchema>;
