/**
 * The funcionários endpoints against the local stack (spec 001 §7): what the list really gets from
 * the `funcionarios_lista` view (search, status, order by nome, each login's access), a new
 * employee with a login in one call, and a delete that only the admin may do. Checked with the
 * superuser's SQL.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { makeStore } from '@loja/shared-ui/platform';
import { novoCpf, signInAs, soDigitos, sql, unique } from '@loja/local-supabase/testing';
import { funcionariosApi, type FuncionariosArgs } from './api';

const PRIMEIRA_PAGINA: FuncionariosArgs = { busca: '', status: 'todos', sort: { column: 'nome', ascending: true }, page: 1, pageSize: 10 };
const endpoints = funcionariosApi.endpoints;
const store = () => makeStore();

/** One page, through a fresh store, as the list page's hook would ask for it. */
async function listar(args: Partial<FuncionariosArgs>) {
  const request = store().dispatch(endpoints.listFuncionarios.initiate({ ...PRIMEIRA_PAGINA, ...args }));
  try {
    return await request.unwrap();
  } finally {
    request.unsubscribe();
  }
}
const ids = async (args: Partial<FuncionariosArgs>) => (await listar(args)).rows.map((f) => f.id);

const criados: number[] = [];
const emails: string[] = [];
afterAll(async () => {
  await sql('delete from funcionarios where id = any($1::bigint[])', [criados]);
  // usuarios go with their auth user (on delete cascade)
  await sql('delete from auth.users where email = any($1::text[])', [emails]);
});

/** Inserts as the superuser (bypasses RLS) and remembers the row for clean-up. */
async function inserir(nome: string, extra: { cpf?: string; cargo?: string; ativo?: boolean } = {}) {
  const [{ id }] = await sql<{ id: number }>(
    `insert into funcionarios (nome, cpf, telefone, email, cargo, salario, data_admissao, ativo)
     values ($1, $2, '(48) 99876-5432', $3, $4, 2350.50, '2026-11-02', $5) returning id::int`,
    [nome, extra.cpf ?? novoCpf(), `${unique('func')}@loja.test`, extra.cargo ?? 'Vendedora', extra.ativo ?? true],
  );
  criados.push(id);
  return id;
}

describe('listFuncionarios', () => {
  it('searches by name without accents, by CPF typed as bare digits and by cargo', async () => {
    const marca = unique('busca');
    const cpf = novoCpf();
    const joao = await inserir(`João Conceição ${marca}`, { cpf });
    const salva = await inserir(`Ana ${marca}`, { cargo: `Salva-vidas ${marca}` });
    await signInAs('user');

    expect(await ids({ busca: `joao conceicao ${marca}` })).toEqual([joao]);
    expect(await ids({ busca: soDigitos(cpf) })).toEqual([joao]);
    expect(await ids({ busca: cpf })).toEqual([joao]);
    expect(await ids({ busca: `SALVA-VIDAS ${marca}` })).toEqual([salva]);
    expect(await listar({ busca: unique('ninguem') })).toEqual({ rows: [], total: 0, totalPages: 0, page: 1, pageSize: 10 });
  });

  it('filters by status and orders by nome, either way', async () => {
    const marca = unique('ordem');
    const carla = await inserir(`Carla ${marca}`);
    const alice = await inserir(`Alice ${marca}`, { ativo: false });
    const bruno = await inserir(`Bruno ${marca}`);
    await signInAs('funcionario');

    expect(await ids({ busca: marca })).toEqual([alice, bruno, carla]);
    expect(await ids({ busca: marca, sort: { column: 'nome', ascending: false } })).toEqual([carla, bruno, alice]);
    expect(await ids({ busca: marca, status: 'ativo' })).toEqual([bruno, carla]);
    expect(await listar({ busca: marca, status: 'inativo' })).toMatchObject({ rows: [{ id: alice, ativo: false }], total: 1 });
  });

  it("gives each row its login's role and activation, none for an employee without one", async () => {
    const marca = unique('acesso');
    const email = `${unique('login')}@loja.test`;
    emails.push(email);
    const semLogin = await inserir(`Sem Login ${marca}`);
    await signInAs('admin');
    const comLogin = await store()
      .dispatch(
        endpoints.createFuncionario.initiate({
          funcionario: { nome: `Com Login ${marca}`, cpf: novoCpf(), telefone: '(48) 99876-5432', email, cargo: 'Caixa', salario: 1900, data_admissao: '2026-11-02' },
          usuario: { email, senha: 'praia123', tipo: 'user' },
        }),
      )
      .unwrap();
    criados.push(comLogin.id);

    expect((await listar({ busca: marca })).rows).toEqual([
      expect.objectContaining({ id: comLogin.id, usuario_tipo: 'user', usuario_ativo: true }),
      expect.objectContaining({ id: semLogin, usuario_tipo: null, usuario_ativo: null }),
    ]);

    await store()
      .dispatch(endpoints.updateUsuarioDoFuncionario.initiate({ authUserId: comLogin.auth_user_id!, funcionarioId: comLogin.id, changes: { ativo: false } }))
      .unwrap();
    expect((await listar({ busca: `Com Login ${marca}` })).rows[0]).toMatchObject({ usuario_tipo: 'user', usuario_ativo: false });
  });
});

describe('deleteFuncionario', () => {
  it.each(['funcionario', 'user'] as const)('is refused for %s: no row removed', async (role) => {
    const id = await inserir(unique('Não Excluir'));
    await signInAs(role);

    // RLS hides the row from the delete: nothing comes back, so the endpoint fails.
    await expect(store().dispatch(endpoints.deleteFuncionario.initiate(id)).unwrap()).rejects.toMatchObject({ code: 'PGRST116' });
    expect(await sql('select id::int from funcionarios where id = $1', [id])).toEqual([{ id }]);
  });

  it("the admin's delete removes the employee and shuts their login out", async () => {
    const email = `${unique('saida')}@loja.test`;
    emails.push(email);
    await signInAs('admin');
    const funcionario = await store()
      .dispatch(
        endpoints.createFuncionario.initiate({
          funcionario: { nome: unique('Saída'), cpf: novoCpf(), telefone: '(48) 99876-5432', email, cargo: 'Caixa', salario: 0, data_admissao: '2026-11-02' },
          usuario: { email, senha: 'praia123', tipo: 'funcionario' },
        }),
      )
      .unwrap();

    await expect(store().dispatch(endpoints.deleteFuncionario.initiate(funcionario.id)).unwrap()).resolves.toEqual({ id: funcionario.id });
    expect(await sql('select id from funcionarios where id = $1', [funcionario.id])).toEqual([]);
    expect(await sql('select ativo from usuarios where auth_user_id = $1', [funcionario.auth_user_id])).toEqual([{ ativo: false }]);
  });
});
