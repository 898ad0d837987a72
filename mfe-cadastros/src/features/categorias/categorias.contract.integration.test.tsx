/** The categorias register's contract (test/registerContract.tsx): its columns, texts and who writes. */
import { sql } from '@loja/local-supabase/testing';
import { describeRegisterContract } from '../../test/registerContract';
import { CATEGORIA_MESSAGES } from './messages';

describeRegisterContract({
  recurso: 'categorias',
  title: 'Categorias',
  columns: ['Nome', 'Descrição', 'Produtos'],
  insert: async (nome) => (await sql<{ id: number }>('insert into categorias (nome) values ($1) returning id::int', [nome]))[0].id,
  writer: 'funcionario',
  reader: 'user',
  saveLabel: 'Salvar alterações',
  messages: CATEGORIA_MESSAGES,
});
