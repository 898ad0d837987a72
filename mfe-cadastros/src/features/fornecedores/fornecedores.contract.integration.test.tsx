/** The fornecedores register's contract (test/registerContract.tsx): its columns, texts and who writes. */
import { novoCnpj, sql } from '@loja/local-supabase/testing';
import { describeRegisterContract } from '../../test/registerContract';
import { FORNECEDOR_MESSAGES } from './messages';

describeRegisterContract({
  recurso: 'fornecedores',
  title: 'Fornecedores',
  columns: ['Nome', 'CNPJ', 'Telefone', 'Email', 'Cidade', 'Status'],
  insert: async (nome) =>
    (await sql<{ id: number }>("insert into fornecedores (nome, cnpj, telefone, email) values ($1, $2, '(48) 3333-7070', 'contrato@loja.test') returning id::int", [nome, novoCnpj()]))[0].id,
  writer: 'funcionario',
  reader: 'user',
  saveLabel: 'Salvar alterações',
  messages: FORNECEDOR_MESSAGES,
});
