/**
 * The fornecedores endpoints against the local stack (spec 001 §7): what the list, the form and the
 * delete button really get from PostgREST under row-level security, checked with the superuser's SQL.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { constraintName, toFormValues, toRow } from '@loja/shared-ui';
import { makeStore } from '@loja/shared-ui/platform';
import { novoCnpj, novoCnpjAlfanumerico, signInAs, soDigitos, sql, unique } from '@loja/local-supabase/testing';
import { fornecedoresApi, type FornecedoresArgs } from './api';
import { NOVO_FORNECEDOR, type FornecedorFormValues } from './schema';

const PRIMEIRA_PAGINA: FornecedoresArgs = { busca: '', status: 'todos', sort: { column: 'created_at', ascending: false }, page: 1, pageSize: 10 };

/** One page, through a fresh store, as the list page's hook would ask for it. */
async function listar(args: Partial<FornecedoresArgs>) {
  const request = makeStore().dispatch(fornecedoresApi.endpoints.listFornecedores.initiate({ ...PRIMEIRA_PAGINA, ...args }));
  try {
    return await request.unwrap();
  } finally {
    request.unsubscribe();
  }
}

const endpoints = fornecedoresApi.endpoints;
const store = () => makeStore();

const criados: number[] = [];

/** Inserts as the superuser (bypasses RLS) and remembers the row for clean-up. */
async function inserir(nome: string, extra: { ativo?: boolean; cnpj?: string; createdAt?: string } = {}) {
  const [{ id }] = await sql<{ id: number }>(
    `insert into fornecedores (nome, cnpj, telefone, email, ativo, created_at)
     values ($1, $2, '(48) 99999-0000', $3, $4, coalesce($5::timestamptz, now())) returning id::int`,
    [nome, extra.cnpj ?? novoCnpj(), `${unique('forn')}@loja.test`, extra.ativo ?? true, extra.createdAt ?? null],
  );
  criados.push(id);
  return id;
}

const linha = async (id: number) => (await sql('select * from fornecedores where id = $1', [id]))[0];
const contagem = async () => (await sql<{ n: number }>('select count(*)::int as n from fornecedores'))[0].n;

afterAll(async () => {
  if (criados.length) await sql('delete from fornecedores where id = any($1::bigint[])', [criados]);
});

describe('listFornecedores', () => {
  it('searches without accents or case: "jose" finds "José", and so does "JOSÉ"', async () => {
    const marca = unique('acento');
    const id = await inserir(`José da Silva ${marca}`);
    await inserir(`Maria Souza ${marca}`);
    await signInAs('funcionario');

    const semAcento = await listar({ busca: `jose da silva ${marca}` });
    expect(semAcento.rows.map((f) => f.id)).toEqual([id]);
    expect(semAcento.total).toBe(1);
    expect((await listar({ busca: `  JOSÉ DA SILVA ${marca.toUpperCase()}  ` })).rows.map((f) => f.id)).toEqual([id]);
    // and the plain first name reaches it too (no seeded fornecedor is called José)
    expect((await listar({ busca: 'jose', pageSize: 50 })).rows.map((f) => f.id)).toContain(id);
  });

  it('finds a fornecedor by the CNPJ typed as bare digits, with its punctuation or in part', async () => {
    const cnpj = novoCnpj();
    const id = await inserir(unique('Fornecedor CNPJ'), { cnpj });
    await signInAs('funcionario');

    expect((await listar({ busca: soDigitos(cnpj) })).rows.map((f) => f.id)).toEqual([id]);
    expect((await listar({ busca: cnpj })).rows.map((f) => f.id)).toEqual([id]);
    expect((await listar({ busca: soDigitos(cnpj).slice(0, 8) })).rows.map((f) => f.id)).toEqual([id]);
  });

  it('finds an alphanumeric CNPJ typed without punctuation and in lower case', async () => {
    const cnpj = novoCnpjAlfanumerico();
    const id = await inserir(unique('Fornecedor alfanumérico'), { cnpj });
    await signInAs('funcionario');

    const semPontuacao = cnpj.replace(/[^0-9A-Z]/g, '');
    expect((await listar({ busca: semPontuacao.toLowerCase() })).rows.map((f) => f.id)).toEqual([id]);
    expect((await listar({ busca: cnpj })).rows.map((f) => f.id)).toEqual([id]);
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
    expect(soAtivos.rows.map((f) => f.id).sort()).toEqual([...ativos].sort());
    expect(soAtivos.rows.every((f) => f.ativo)).toBe(true);

    const soInativos = await listar({ busca: marca, status: 'inativo' });
    expect(soInativos).toMatchObject({ total: 1, totalPages: 1 });
    expect(soInativos.rows.map((f) => f.id)).toEqual([inativo]);

    // Unfiltered, the total is the table's, not the page's length.
    const semFiltro = await listar({ pageSize: 5 });
    expect(semFiltro.total).toBe(await contagem());
    expect(semFiltro.rows).toHaveLength(5);
    // Spec 001 §7: newest first by default.
    const datas = semFiltro.rows.map((f) => f.created_at);
    expect(datas).toEqual([...datas].sort().reverse());
  });

  it('pages never repeat or skip a row when created_at and nome are equal, in either order', async () => {
    const marca = unique('empate');
    const mesmoInstante = '2026-01-10T12:00:00Z';
    const ids: number[] = [];
    for (let i = 0; i < 7; i += 1) ids.push(await inserir(`Empate ${marca}`, { createdAt: mesmoInstante }));
    await signInAs('funcionario');

    const percorrer = async (sort: FornecedoresArgs['sort']) => {
      const vistos: number[] = [];
      for (let page = 1; page <= 3; page += 1) {
        const pagina = await listar({ busca: marca, sort, page, pageSize: 3 });
        expect(pagina).toMatchObject({ total: 7, totalPages: 3, page });
        vistos.push(...pagina.rows.map((f) => f.id));
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

describe('getFornecedor, createFornecedor, updateFornecedor, deleteFornecedor', () => {
  it('creates with empresa_id 1 and stores the empty optional fields as null', async () => {
    await signInAs('funcionario');
    const values: FornecedorFormValues = {
      ...toFormValues(null, NOVO_FORNECEDOR),
      nome: unique('Novo Fornecedor'),
      cnpj: novoCnpj(),
      telefone: '(47) 3333-1000',
      email: `${unique('novo')}@loja.test`,
    };

    const criado = await store().dispatch(endpoints.createFornecedor.initiate(toRow(values))).unwrap();
    criados.push(criado.id);

    expect(await linha(criado.id)).toMatchObject({
      empresa_id: 1,
      nome: values.nome,
      cnpj: values.cnpj,
      telefone: '(47) 3333-1000',
      email: values.email,
      endereco: null,
      cidade: null,
      estado: null,
      cep: null,
      ativo: true,
    });
    expect(criado).toMatchObject({ id: criado.id, empresa_id: 1, nome: values.nome, endereco: null });

    const lido = await store().dispatch(endpoints.getFornecedor.initiate(criado.id)).unwrap();
    expect(lido).toMatchObject({ id: criado.id, nome: values.nome, cnpj: values.cnpj });
  });

  it('creates a fornecedor with an alphanumeric CNPJ such as 12.ABC.345/01DE-35', async () => {
    await signInAs('admin');
    // Each run has a fresh stack, so the example itself is free.
    const cnpj = '12.ABC.345/01DE-35';

    const criado = await store()
      .dispatch(endpoints.createFornecedor.initiate({ nome: unique('Fornecedor alfa'), cnpj, telefone: '(47) 3333-1000', email: 'alfa@loja.test' }))
      .unwrap();
    criados.push(criado.id);

    expect(await linha(criado.id)).toMatchObject({ cnpj, empresa_id: 1 });
  });

  it('updates the row and answers with it', async () => {
    const id = await inserir(unique('Antes'));
    await signInAs('admin');

    const nome = unique('Depois');
    const atualizado = await store()
      .dispatch(endpoints.updateFornecedor.initiate({ id, changes: { nome, cidade: 'Blumenau', estado: 'SC', ativo: false } }))
      .unwrap();

    expect(atualizado).toMatchObject({ id, nome, cidade: 'Blumenau', estado: 'SC', ativo: false });
    expect(await linha(id)).toMatchObject({ nome, cidade: 'Blumenau', estado: 'SC', ativo: false });
  });

  it('deletes the row', async () => {
    const id = await inserir(unique('Excluir'));
    await signInAs('funcionario');

    await expect(store().dispatch(endpoints.deleteFornecedor.initiate(id)).unwrap()).resolves.toEqual({ id });
    expect(await linha(id)).toBeUndefined();
  });

  it('a missing id is an error (the form then says it could not load the fornecedor)', async () => {
    await signInAs('admin');
    await expect(store().dispatch(endpoints.getFornecedor.initiate(2_000_000_000)).unwrap()).rejects.toMatchObject({ code: 'PGRST116' });
  });

  it('refuses a CNPJ already registered, typed with other punctuation: 23505 on fornecedores_cnpj_unico', async () => {
    const cnpj = novoCnpj();
    await inserir(unique('Original'), { cnpj });
    await signInAs('funcionario');
    const antes = await contagem();

    const erro = await store()
      .dispatch(endpoints.createFornecedor.initiate({ nome: unique('Repetido'), cnpj: soDigitos(cnpj), telefone: '(47) 3333-1000', email: 'rep@loja.test' }))
      .unwrap()
      .then(
        () => expect.unreachable('o CNPJ repetido foi aceito'),
        (e: unknown) => e,
      );

    expect(erro).toMatchObject({ code: '23505' });
    expect(constraintName(erro as never)).toBe('fornecedores_cnpj_unico');
    expect(await contagem()).toBe(antes);
  });

  it('an alphanumeric CNPJ is the same CNPJ in lower case: 23505 too', async () => {
    const cnpj = novoCnpjAlfanumerico();
    await inserir(unique('Original alfa'), { cnpj });
    await signInAs('funcionario');

    const erro = await store()
      .dispatch(endpoints.createFornecedor.initiate({ nome: unique('Repetido alfa'), cnpj: cnpj.toLowerCase(), telefone: '(47) 3333-1000', email: 'rep@loja.test' }))
      .unwrap()
      .catch((e: unknown) => e);

    expect(erro).toMatchObject({ code: '23505' });
    expect(constraintName(erro as never)).toBe('fornecedores_cnpj_unico');
  });

  it('refuses a CNPJ with wrong check digits: 23514 on fornecedores_cnpj_valido', async () => {
    await signInAs('funcionario');
    const antes = await contagem();
    // The Receita Federal's example is 12.ABC.345/01DE-35; 34 is a wrong second check digit.
    const errado = '12.ABC.345/01DE-34';
    const erro = await store()
      .dispatch(endpoints.createFornecedor.initiate({ nome: unique('CNPJ errado'), cnpj: errado, telefone: '(47) 3333-1000', email: 'x@loja.test' }))
      .unwrap()
      .catch((e: unknown) => e);

    expect(erro).toMatchObject({ code: '23514' });
    expect(constraintName(erro as never)).toBe('fornecedores_cnpj_valido');
    expect(await contagem()).toBe(antes);
  });
});

describe('as the read-only staff login (user)', () => {
  it('reads the list, but create, update and delete are refused and no row changes', async () => {
    const id = await inserir(unique('Somente leitura'));
    await signInAs('user');
    const antes = await sql('select * from fornecedores order by id');

    expect((await listar({})).total).toBe(antes.length);

    const novo = { nome: unique('Proibido'), cnpj: novoCnpj(), telefone: '(48) 99101-0000', email: 'proibido@loja.test' };
    await expect(store().dispatch(endpoints.createFornecedor.initiate(novo)).unwrap()).rejects.toMatchObject({ code: '42501' });
    // RLS hides the row from the update and the delete: no row comes back, so the endpoint fails.
    await expect(store().dispatch(endpoints.updateFornecedor.initiate({ id, changes: { nome: 'Alterado' } })).unwrap()).rejects.toMatchObject({
      code: 'PGRST116',
    });
    await expect(store().dispatch(endpoints.deleteFornecedor.initiate(id)).unwrap()).rejects.toMatchObject({ code: 'PGRST116' });

    expect(await sql('select * from fornecedores order by id')).toEqual(antes);
  });
});
