import { describeRegisterSchema } from '../../test/registerSchema';
import { NOVO_CLIENTE, clienteSchema } from './schema';

describeRegisterSchema('clienteSchema', {
  schema: clienteSchema,
  novo: NOVO_CLIENTE,
  valid: { nome: 'José da Silva', cpf: '529.982.247-25', telefone: '(48) 99101-2020', email: 'jose@email.com' },
  required: { cpf: 'CPF é obrigatório' },
  documento: { field: 'cpf', bare: '52998224725', wrong: ['529.982.247-24', '111.111.111-11', '529.982.247'], message: 'CPF inválido' },
});
