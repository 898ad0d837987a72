import { describeRegisterSchema } from '../../test/registerSchema';
import { NOVO_FORNECEDOR, fornecedorSchema } from './schema';

describeRegisterSchema('fornecedorSchema', {
  schema: fornecedorSchema,
  novo: NOVO_FORNECEDOR,
  valid: { nome: 'Tecidos Maré Alta Ltda', cnpj: '11.222.333/0001-81', telefone: '(47) 3333-1111', email: 'vendas@marealta.com.br' },
  required: { cnpj: 'CNPJ é obrigatório' },
  documento: { field: 'cnpj', bare: '11222333000181', wrong: ['11.222.333/0001-80', '00.000.000/0000-00', '11.222.333/0001'], message: 'CNPJ inválido' },
});
