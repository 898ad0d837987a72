/** The funcionários register's contract (test/registerContract.tsx): only an admin writes (spec 001 §4). */
import { novoCpf, sql } from '@loja/local-supabase/testing';
import { describeRegisterContract } from '../../test/registerContract';
import { FUNCIONARIO_MESSAGES } from './messages';

describeRegisterContract({
  recurso: 'funcionarios',
  title: 'Funcionários',
  columns: ['Nome', 'Cargo', 'CPF', 'Telefone', 'Email', 'Acesso', 'Status'],
  insert: async (nome) =>
    (
      await sql<{ id: number }>(
        `insert into funcionarios (nome, cpf, telefone, email, cargo, salario, data_admissao)
         values ($1, $2, '(48) 99101-2020', 'contrato@loja.test', 'Vendedora', 2000, current_date) returning id::int`,
        [nome, novoCpf()],
      )
    )[0].id,
  writer: 'admin',
  reader: 'funcionario',
  saveLabel: 'Salvar alterações',
  messages: FUNCIONARIO_MESSAGES,
});
