import { describeRegisterSchema } from '../../test/registerSchema';
import { NOVO_CLIENTE, clienteSchema } from './schema';

describeRegisterSchema(clienteSchema, NOVO_CLIENTE, { documento: 'cpf', valid: { nome: 'José da Silva', telefone: '(48) 99101-2020', email: 'jose@email.com' } });
