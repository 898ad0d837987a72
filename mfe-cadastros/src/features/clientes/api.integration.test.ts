/**
 * The clientes endpoints against the local stack (spec 001 §7): what the list, the form and the
 * delete button really get from PostgREST under row-level security, checked with the superuser's SQL.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { constraintName, toFormValues, toRow } from '@loja/shared-ui';
import { makeStore } from '@loja/shared-ui/platform';
import { novoCpf, signInAs, soDigitos, sql, unique } from '@loja/local-supabase/testing';
import { clientesApi, type ClientesArgs } from './api';
import { NOVO_CLIENTE, type ClienteFormValues } from './schema';

const PRIMEIRA_PAGINA: ClientesArgs = { busca: '', status: 'todos', sort: { column: 'created_at', ascending: false }, page: 1, pageSize: 10 };

/** One page, through a fresh store, as the list page's hook would ask for it. */
async function listar(args: Partial<ClientesArgs>) {
  const request = makeStore().dispatch(clientesApi.endpoints.listClientes.initiate({ ...PRIMEIRA_PAGINA, ...args }));
  try {
    return await request.unwrap();
  } finally {
    request.unsubscribe();
  }
}

const endpoints = clientesApi.endpoints;
const store = () => makeStore();

const criados: number[] = [];

/** Inserts as the superuser (bypasses RLS) and remembers the row for clean-up. */
async function inserir(nome: string, extra: { ativo?: boolean; cpf?: string; createdAt?: string } = {}) {
  const [{ id }] = await sql<{ id: number }>(
    `insert into clientes (nome, cpf, telefone, email, ativo, created_at)
     values ($1, $2, '(48) 99999-0000', $3, $4, coalesce($5::timestamptz, now())) returning id::int`,
    [nome, extra.cpf ?? novoCpf(), `${unique('cli')}@loja.test`, extra.ativo ?? true, extra.createdAt ?? null],
  );
  criados.push(id);
  return id;
}

const linha = async (id: number) => (await sql('select * from clientes where id = $1', [id]))[0];
const contagem = async () => (await sql<{ n: number }>('select count(*)::int as n from clientes'))[0].n;

afterAll(async () => {
  if (criados.length) await sql('delete from clientes where id = any($1::bigint[])', [criados]);
});

describe('listClientes', () => {
  it('searches without accents or case: "jose" finds "José", and so does "JOSÉ"', async () => {
    const marca = unique('acento');
    const id = await inserir(`José da Silva ${marca}`);
    await inserir(`Maria Souza ${marca}`);
    await signInAs('funcionario');

    const semAcento = await listar({ busca: `jose da silva ${marca}` });
    expect(semAcento.rows.map((c) => c.id)).toEqual([id]);
    expect(semAcento.total).toBe(1);
    expect((await listar({ busca: `  JOSÉ DA SILVA ${marca.toUpperCase()}  ` })).rows.map((c) => c.id)).toEqual([id]);
    // and the plain first name reaches it too (nothing in the seed is called José)
    expect((await listar({ busca: 'jose', pageSize: 50 })).rows.map((c) => c.id)).toContain(id);
  });

  it('finds a cliente by the CPF typed as bare digits, with its punctuation or in part', async () => {
    const cpf = novoCpf();
    const id = await inserir(unique('Cliente CPF'), { cpf });
    await signInAs('funcionario');

    expect((await listar({ busca: soDigitos(cpf) })).rows.map((c) => c.id)).toEqual([id]);
    expect((await listar({ busca: cpf })).rows.map((c) => c.id)).toEqual([id]);
    expect((await listar({ busca: soDigitos(cpf).slice(0, 9) })).rows.map((c) => c.id)).toEqual([id]);
  });

  it('% and _ typed by a person are punctuation between words (issue 23), never wildcards', async () => {
    const marca = unique('curinga');
    await inserir(`Ana ${marca}`);
    await signInAs('funcionario');

    expect((await listar({ busca: `${marca}%` })).total).toBe(1);
    expect((await listar({ busca: marca.replace(/-/g, '_') })).total).toBe(1);
    expect((await listar({ busca: `%${marca}_praia` })).total).toBe(0);
    expect((await listar({ busca: marca })).total).toBe(1);
  });

  it('filters by status and gives the exact total of every page', async () => {
    const marca = unique('status');
    const ativos = [await inserir(`Ativo A ${marca}`), await inserir(`Ativo B ${marca}`), await inserir(`Ativo C ${marca}`)];
    const inativo = await inserir(`Inativo ${marca}`, { ativo: false });
    await signInAs('admin');

    const todos = await listar({ busca: marca, pageSize: 2 });
    expect(todos).toMatchObject({ total: 4, totalPages: 2, page: 1, pageSize: 2 });
    expect(todos.rows).toHaveLength(2);

    const soAtivos = await listar({ busca: marca, status: 'ativo' });
    expect(soAtivos.total).toBe(3);
    expect(soAtivos.rows.map((c) => c.id).sort()).toEqual([...ativos].sort());
    expect(soAtivos.rows.every((c) => c.ativo)).toBe(true);

    const soInativos = await listar({ busca: marca, status: 'inativo' });
    expect(soInativos).toMatchObject({ total: 1, totalPages: 1 });
    expect(soInativos.rows.map((c) => c.id)).toEqual([inativo]);

    // Unfiltered, the total is the table's, not the page's length.
    const semFiltro = await listar({ pageSize: 5 });
    expect(semFiltro.total).toBe(await contagem());
    expect(semFiltro.rows).toHaveLength(5);
    // Spec 001 §7: newest first by default.
    const datas = semFiltro.rows.map((c) => c.created_at);
    expect(datas).toEqual([...datas].sort().reverse());
  });

  it('pages never repeat or skip a row when created_at and nome are equal, in either order', async () => {
    const marca = unique('empate');
    const mesmoInstante = '2026-01-10T12:00:00Z';
    const ids: number[] = [];
    for (let i = 0; i < 7; i += 1) ids.push(await inserir(`Empate ${marca}`, { createdAt: mesmoInstante }));
    await signInAs('funcionario');

    const percorrer = async (sort: ClientesArgs['sort']) => {
      const vistos: number[] = [];
      for (let page = 1; page <= 3; page += 1) {
        const pagina = await listar({ busca: marca, sort, page, pageSize: 3 });
        expect(pagina).toMatchObject({ total: 7, totalPages: 3, page });
        vistos.push(...pagina.rows.map((c) => c.id));
      }
      return vistos;
    };

    const ascendentes = [...ids].sort((a, b) => a - b);
    // Ties are broken by id in the sort's direction.
    expect(await percorrer({ column: 'created_at', ascending: false })).toEqual([...ascendentes].reverse());
    expect(await percorrer({ column: 'nome', ascending: true })).toEqual(ascendentes);
    expect(await percorrer({ column: 'nome', ascending: false })).toEqual([...ascendentes].reverse());
  });

  it('a page past the end is an empty page that still says how many rows and pages there are', async () => {
    const marca = unique('alem');
    for (let i = 0; i < 5; i += 1) await inserir(`Além ${i} ${marca}`);
    await signInAs('funcionario');

    const alem = await listar({ busca: marca, page: 4, pageSize: 2 });
    expect(alem).toEqual({ rows: [], total: 5, totalPages: 3, page: 4, pageSize: 2 });
    const ultima = await listar({ busca: marca, page: 3, pageSize: 2 });
    expect(ultima.rows).toHaveLength(1);

    // Nothing matching at all is a plain empty list, not a page past the end.
    expect(await listar({ busca: unique('ninguem'), page: 1 })).toEqual({ rows: [], total: 0, totalPages: 0, page: 1, pageSize: 10 });
  });
});

describe('getCliente, createCliente, updateCliente, deleteCliente', () => {
  it('creates with empresa_id 1 and stores the empty optional fields as null', async () => {
    await signInAs('funcionario');
    const values: ClienteFormValues = { ...toFormValues(null, NOVO_CLIENTE), nome: unique('Novo Cliente'), cpf: novoCpf(), telefone: '(48) 99101-0000', email: `${unique('novo')}@loja.test` };

    const criado = await store().dispatch(endpoints.createCliente.initiate(toRow(values))).unwrap();
    criados.push(criado.id);

    const noBanco = await linha(criado.id);
    expect(noBanco).toMatchObject({
      empresa_id: 1,
      nome: values.nome,
      cpf: values.cpf,
      telefone: '(48) 99101-0000',
      email: values.email,
      endereco: null,
      cidade: null,
      estado: null,
      cep: null,
      data_nascimento: null,
      ativo: true,
    });
    expect(criado).toMatchObject({ id: criado.id, empresa_id: 1, nome: values.nome, endereco: null });

    const lido = await store().dispatch(endpoints.getCliente.initiate(criado.id)).unwrap();
    expect(lido).toMatchObject({ id: criado.id, nome: values.nome, cpf: values.cpf });
  });

  it('updates the row and answers with it', async () => {
    const id = await inserir(unique('Antes'));
    await signInAs('admin');

    const nome = unique('Depois');
    const atualizado = await store()
      .dispatch(endpoints.updateCliente.initiate({ id, changes: { nome, cidade: 'Garopaba', estado: 'SC', ativo: false } }))
      .unwrap();

    expect(atualizado).toMatchObject({ id, nome, cidade: 'Garopaba', estado: 'SC', ativo: false });
    expect(await linha(id)).toMatchObject({ nome, cidade: 'Garopaba', estado: 'SC', ativo: false });
  });

  it('deletes the row', async () => {
    const id = await inserir(unique('Excluir'));
    await signInAs('funcionario');

    await expect(store().dispatch(endpoints.deleteCliente.initiate(id)).unwrap()).resolves.toEqual({ id });
    expect(await linha(id)).toBeUndefined();
  });

  it('a missing id is an error (the form then says it could not load the cliente)', async () => {
    await signInAs('admin');
    await expect(store().dispatch(endpoints.getCliente.initiate(2_000_000_000)).unwrap()).rejects.toMatchObject({ code: 'PGRST116' });
  });

  it('refuses a CPF already registered, typed with other punctuation: 23505 on clientes_cpf_unico', async () => {
    const cpf = novoCpf();
    await inserir(unique('Original'), { cpf });
    await signInAs('funcionario');
    const antes = await contagem();

    const values: ClienteFormValues = { ...toFormValues(null, NOVO_CLIENTE), nome: unique('Repetido'), cpf: soDigitos(cpf), telefone: '(48) 99101-0000', email: `${unique('rep')}@loja.test` };
    const erro = await store().dispatch(endpoints.createCliente.initiate(toRow(values))).unwrap().then(
      () => expect.unreachable('o CPF repetido foi aceito'),
      (e: unknown) => e,
    );

    expect(erro).toMatchObject({ code: '23505' });
    expect(constraintName(erro as never)).toBe('clientes_cpf_unico');
    expect(await contagem()).toBe(antes);
  });

  it('refuses a CPF with wrong check digits: 23514 on clientes_cpf_valido', async () => {
    await signInAs('funcionario');
    const antes = await contagem();
    const erro = await store()
      .dispatch(endpoints.createCliente.initiate({ nome: unique('CPF errado'), cpf: '123.456.789-00', telefone: '(48) 99101-0000', email: 'x@loja.test' }))
      .unwrap()
      .catch((e: unknown) => e);

    expect(erro).toMatchObject({ code: '23514' });
    expect(constraintName(erro as never)).toBe('clientes_cpf_valido');
    expect(await contagem()).toBe(antes);
  });
});

describe('as the read-only staff login (user)', () => {
  it('reads the list, but create, update and delete are refused and no row changes', async () => {
    const id = await inserir(unique('Somente leitura'));
    await signInAs('user');
    const antes = await sql('select * from clientes order by id');

    expect((await listar({})).total).toBe(antes.length);

    const novo = { nome: unique('Proibido'), cpf: novoCpf(), telefone: '(48) 99101-0000', email: 'proibido@loja.test' };
    await expect(store().dispatch(endpoints.createCliente.initiate(novo)).unwrap()).rejects.toMatchObject({ code: '42501' });
    // RLS hides the row from the update and the delete: no row comes back, so the endpoint fails.
    await expect(store().dispatch(endpoints.updateCliente.initiate({ id, changes: { nome: 'Alterado' } })).unwrap()).rejects.toMatchObject({
      code: 'PGRST116',
    });
    await expect(store().dispatch(endpoints.deleteCliente.initiate(id)).unwrap()).rejects.toMatchObject({ code: 'PGRST116' });

    expect(await sql('select * from clientes order by id')).toEqual(antes);
  });
});
