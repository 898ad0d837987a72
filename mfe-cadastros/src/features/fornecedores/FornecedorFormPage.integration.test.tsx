/** The fornecedor form on the local stack (test/registerFormOnStack.tsx): its CNPJ and its words. */
import { novoCnpj, unique } from '@loja/local-supabase/testing';
import { describeRegisterFormOnStack } from '../../test/registerFormOnStack';
import { FORNECEDOR_MESSAGES } from './messages';

describeRegisterFormOnStack({
  recurso: 'fornecedores',
  messages: FORNECEDOR_MESSAGES,
  documento: { coluna: 'cnpj', label: /^CNPJ/, novo: novoCnpj, repetido: 'Já existe um fornecedor com este CNPJ' },
  dados: () => ({
    nome: unique('Form Teste Tecidos Maré'),
    cnpj: novoCnpj(),
    telefone: '(47) 3333-1111',
    email: `${unique('form')}@loja.test`,
    cep: '89010-000',
    endereco: 'Rua XV de Novembro, 500',
    cidade: 'Blumenau',
    estado: 'SC',
  }),
});
