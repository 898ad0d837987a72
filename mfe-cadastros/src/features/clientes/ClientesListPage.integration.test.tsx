/** The clientes list on the local stack (test/registerListOnStack.tsx). */
import { novoCpf, sql } from '@loja/local-supabase/testing';
import { describeRegisterListOnStack } from '../../test/registerListOnStack';
import { ClientesListPage } from './ClientesListPage';
import { CLIENTE_MESSAGES } from './messages';

describeRegisterListOnStack({
  recurso: 'clientes',
  Page: ClientesListPage,
  messages: CLIENTE_MESSAGES,
  insert: async (nome) =>
    (await sql<{ id: number }>("insert into clientes (nome, cpf, telefone, email) values ($1, $2, '(48) 99101-2020', 'lista@loja.test') returning id::int", [nome, novoCpf()]))[0].id,
});
