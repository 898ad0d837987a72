import { describeRegisterSchema } from '../../test/registerSchema';
import { NOVO_FORNECEDOR, fornecedorSchema } from './schema';

describeRegisterSchema(fornecedorSchema, NOVO_FORNECEDOR, { documento: 'cnpj', valid: { nome: 'Tecidos Maré Alta Ltda', telefone: '(47) 3333-1111', email: 'vendas@marealta.com.br' } });
