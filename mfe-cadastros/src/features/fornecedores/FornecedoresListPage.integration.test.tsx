/** The fornecedores list on the local stack (test/registerListOnStack.tsx). */
import { novoCnpj, sql } from '@loja/local-supabase/testing';
import { describeRegisterListOnStack } from '../../test/registerListOnStack';
import { FornecedoresListPage } from './FornecedoresListPage';
import { FORNECEDOR_MESSAGES } from './messages';

describeRegisterListOnStack({
  recurso: 'fornecedores',
  Page: FornecedoresListPage,
  messages: FORNECEDOR_MESSAGES,
  insert: async (nome) =>
    (await sql<{ id: number }>("insert into fornecedores (nome, cnpj, telefone, email) values ($1, $2, '(47) 3333-1111', 'lista@loja.test') returning id::int", [nome, novoCnpj()]))[0].id,
});
