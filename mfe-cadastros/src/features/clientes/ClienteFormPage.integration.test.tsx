/** The cliente form on the local stack (test/registerFormOnStack.tsx): its CPF, its birth date and its words. */
import { novoCpf, sql, unique } from '@loja/local-supabase/testing';
import { expect } from 'vitest';
import { describeRegisterFormOnStack } from '../../test/registerFormOnStack';
import { CLIENTE_MESSAGES } from './messages';

describeRegisterFormOnStack({
  recurso: 'clientes',
  messages: CLIENTE_MESSAGES,
  documento: { coluna: 'cpf', label: /^CPF/, novo: novoCpf, repetido: 'Já existe um cliente com este CPF' },
  dados: () => ({
    nome: unique('Form Teste José'),
    cpf: novoCpf(),
    telefone: '(48) 99101-2020',
    email: `${unique('form')}@loja.test`,
    data_nascimento: '1990-05-20',
    cep: '88010-000',
    endereco: 'Rua das Rendeiras, 77',
    cidade: 'Florianópolis',
    estado: 'SC',
  }),
  proprios: [{ coluna: 'data_nascimento', label: /^Data de nascimento/ }],
  salvo: {
    // a date column comes back as a Date: compared as the day typed
    linha: { data_nascimento: expect.anything() },
    conferir: async (id) =>
      expect(await sql<{ d: string }>("select to_char(data_nascimento, 'YYYY-MM-DD') as d from clientes where id = $1", [id])).toEqual([{ d: '1990-05-20' }]),
  },
});
