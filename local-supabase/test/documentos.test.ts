// CPF and CNPJ rules the database enforces whatever client writes (migration 20261123000100):
// check digits, one register per document whatever its punctuation, and search by bare digits.
import { describe, expect, it } from 'vitest';
import { clientAs, novoCnpj, novoCpf, sql, unique } from './support.ts';

const digits = (value: string) => value.replace(/\D/g, '');

describe('CPF de clientes', () => {
  it('refuses a CPF whose check digits are wrong, and writes no row', async () => {
    const admin = await clientAs('admin');
    const nome = unique('CPF errado');
    const { error, status } = await admin
      .from('clientes')
      .insert({ nome, cpf: '123.456.789-01', telefone: '(48) 99999-0000', email: 'errado@exemplo.com' });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '23514', message: 'new row for relation "clientes" violates check constraint "clientes_cpf_valido"' });
    expect(await sql('select 1 from public.clientes where nome = $1', [nome])).toEqual([]);
  });

  it.each(['111.111.111-11', '123.456.789', '123.456.789-0X'])('refuses %s', async (cpf) => {
    const admin = await clientAs('admin');
    const { error } = await admin.from('clientes').insert({ nome: unique('CPF'), cpf, telefone: '4899', email: 'a@exemplo.com' });
    expect(error?.code).toBe('23514');
  });

  it('refuses the same CPF typed without punctuation (unique on the digits)', async () => {
    const admin = await clientAs('admin');
    const cpf = novoCpf();
    const first = await admin.from('clientes').insert({ nome: unique('Primeira'), cpf, telefone: '4899', email: 'a@exemplo.com' });
    expect(first.error).toBeNull();
    const nome = unique('Segunda');
    const second = await admin.from('clientes').insert({ nome, cpf: digits(cpf), telefone: '4899', email: 'b@exemplo.com' });
    expect(second.status).toBe(409);
    expect(second.error).toMatchObject({ code: '23505', message: 'duplicate key value violates unique constraint "clientes_cpf_unico"' });
    expect(await sql('select 1 from public.clientes where nome = $1', [nome])).toEqual([]);
  });

  it('refuses an update to an invalid CPF and leaves the row as it was', async () => {
    const admin = await clientAs('admin');
    const cpf = novoCpf();
    const [{ id }] = await sql<{ id: number }>(
      "insert into public.clientes (nome, cpf, telefone, email) values ($1, $2, '4899', 'c@exemplo.com') returning id",
      [unique('Editada'), cpf],
    );
    const { error } = await admin.from('clientes').update({ cpf: '000.000.001-00' }).eq('id', id);
    expect(error?.code).toBe('23514');
    expect(await sql('select cpf from public.clientes where id = $1', [id])).toEqual([{ cpf }]);
  });

  it('finds a cliente by the bare digits of the CPF and of the telefone', async () => {
    const admin = await clientAs('admin');
    const cpf = novoCpf();
    const nome = unique('Busca Dígitos');
    await sql("insert into public.clientes (nome, cpf, telefone, email) values ($1, $2, '(48) 98765-4321', 'd@exemplo.com')", [nome, cpf]);
    const byCpf = await admin.from('clientes').select('nome').like('busca', `%${digits(cpf)}%`);
    expect(byCpf.data).toEqual([{ nome }]);
    const byPhone = await admin.from('clientes').select('nome').like('busca', '%48987654321%').eq('nome', nome);
    expect(byPhone.data).toEqual([{ nome }]);
  });
});

describe('CNPJ de fornecedores', () => {
  it('refuses a CNPJ whose check digits are wrong', async () => {
    const admin = await clientAs('admin');
    const { error } = await admin
      .from('fornecedores')
      .insert({ nome: unique('CNPJ errado'), cnpj: '11.222.333/0001-80', telefone: '4833', email: 'f@exemplo.com' });
    expect(error).toMatchObject({ code: '23514', message: 'new row for relation "fornecedores" violates check constraint "fornecedores_cnpj_valido"' });
  });

  it('accepts the alphanumeric CNPJ issued since July 2026 and refuses it twice', async () => {
    const admin = await clientAs('admin');
    // The Receita Federal's own example of an alphanumeric CNPJ.
    const cnpj = '12.ABC.345/01DE-35';
    await sql('delete from public.fornecedores where public.cnpj_normalizado(cnpj) = $1', ['12ABC34501DE35']);
    const first = await admin.from('fornecedores').insert({ nome: unique('Alfanumérico'), cnpj, telefone: '4833', email: 'f@exemplo.com' });
    expect(first.error).toBeNull();
    const second = await admin.from('fornecedores').insert({ nome: unique('Repetido'), cnpj: '12abc34501de35', telefone: '4833', email: 'g@exemplo.com' });
    expect(second.error).toMatchObject({ code: '23505', message: 'duplicate key value violates unique constraint "fornecedores_cnpj_unico"' });
  });

  it('accepts a valid numeric CNPJ', async () => {
    const admin = await clientAs('admin');
    const { error } = await admin.from('fornecedores').insert({ nome: unique('Válido'), cnpj: novoCnpj(), telefone: '4833', email: 'h@exemplo.com' });
    expect(error).toBeNull();
  });
});

describe('seed', () => {
  it('holds only valid documents', async () => {
    const invalid = await sql(
      `select 'clientes' t, cpf d from public.clientes where not public.cpf_valido(cpf)
       union all select 'fornecedores', cnpj from public.fornecedores where not public.cnpj_valido(cnpj)
       union all select 'funcionarios', cpf from public.funcionarios where not public.cpf_valido(cpf)`,
    );
    expect(invalid).toEqual([]);
  });
});
