/** The clientes register's contract (test/registerContract.tsx): its columns, texts and who writes. */
import { novoCpf, sql } from '@loja/local-supabase/testing';
import { describeRegisterContract } from '../../test/registerContract';
import { CLIENTE_MESSAGES } from './messages';

describeRegisterContract({
  recurso: 'clientes',
  title: 'Clientes',
  columns: ['Nome', 'CPF', 'Telefone', 'Email', 'Cidade', 'Status'],
  insert: async (nome) =>
    (
      await sql<{ id: number }>("insert into clientes (nome, cpf, telefone, email) values ($1, $2, '(48) 99101-2020', 'contrato@loja.test') returning id::int", [
        nome,
        novoCpf(),
      ])
    )[0].id,
  writer: 'funcionario',
  reader: 'user',
  saveLabel: 'Salvar alterações',
  messages: CLIENTE_MESSAGES,
});
