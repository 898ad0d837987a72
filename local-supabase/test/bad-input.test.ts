/**
 * Bad input over raw HTTP (no supabase-js to tidy the request): malformed JSON, unknown columns,
 * negative prices, over-long fields, invalid enumerations, missing required fields and SQL-looking
 * strings. Each gets a 4xx with a JSON message, and — checked as the superuser — no row changes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { clientAs, novoCpf, sql, stack, unique } from './support.ts';

/** Every table a bad request could touch; a fingerprint of each is compared before and after. */
const WATCHED = [
  'public.produtos',
  'public.grades_produto',
  'public.produto_imagens',
  'public.categorias',
  'public.clientes',
  'public.movimentacoes_estoque',
  'public.usuarios',
  'auth.users',
  'storage.objects',
] as const;

type Fingerprint = Record<string, { n: number; h: string }>;

async function fingerprint(): Promise<Fingerprint> {
  const parts = WATCHED.map(
    (t) => `select '${t}' t, count(*)::int n, coalesce(md5(string_agg(x::text, '|' order by x::text)), '') h from ${t} x`,
  );
  const rows = await sql<{ t: string; n: number; h: string }>(parts.join(' union all '));
  return Object.fromEntries(rows.map((r) => [r.t, { n: r.n, h: r.h }]));
}

let staffToken = '';
beforeAll(async () => {
  const { data } = await (await clientAs('funcionario')).auth.getSession();
  staffToken = data.session!.access_token;
});

interface Sent {
  status: number;
  body: Record<string, unknown>;
}

async function send(method: string, path: string, body: string | undefined, headers: Record<string, string> = {}): Promise<Sent> {
  const response = await fetch(`${stack().url}${path}`, {
    method,
    headers: {
      apikey: stack().anonKey,
      Authorization: `Bearer ${staffToken}`,
      'Content-Type': 'application/json',
      ...headers,
    },
    body,
  });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as Record<string, unknown> };
}

interface BadCase {
  name: string;
  method: 'POST' | 'PATCH';
  path: string;
  body: () => string;
  headers?: Record<string, string>;
  status: number;
  /** The fields of the JSON error that must match exactly. */
  error: Record<string, unknown>;
}

const longo = (n: number) => 'a'.repeat(n);

const REST_CASES: BadCase[] = [
  {
    name: 'malformed JSON',
    method: 'POST',
    path: '/rest/v1/produtos',
    body: () => '{"nome": "Biquíni", "preco_venda": ',
    status: 400,
    error: { code: 'PGRST102', message: 'Empty or invalid json' },
  },
  {
    name: 'a body that is not JSON at all',
    method: 'POST',
    path: '/rest/v1/clientes',
    body: () => 'nome=Maria&cpf=1',
    status: 400,
    error: { code: 'PGRST102', message: 'Empty or invalid json' },
  },
  {
    name: 'an unknown column',
    method: 'POST',
    path: '/rest/v1/produtos',
    body: () => JSON.stringify({ nome: 'Canga Nova', preco_venda: 10, desconto_secreto: 90 }),
    status: 400,
    error: { code: 'PGRST204', message: "Column 'desconto_secreto' of relation 'produtos' does not exist" },
  },
  {
    name: 'a negative price on insert',
    method: 'POST',
    path: '/rest/v1/produtos',
    body: () => JSON.stringify({ nome: 'Canga Negativa', preco_venda: -0.01, categoria_id: 6 }),
    status: 400,
    error: { code: '23514', message: 'new row for relation "produtos" violates check constraint "produtos_preco_venda_positivo"' },
  },
  {
    name: 'a negative price on update',
    method: 'PATCH',
    path: '/rest/v1/produtos?id=eq.1',
    body: () => JSON.stringify({ preco_venda: -5 }),
    status: 400,
    error: { code: '23514', message: 'new row for relation "produtos" violates check constraint "produtos_preco_venda_positivo"' },
  },
  // Stock changes only through the ledger (migration 20261123000600): a direct write of the column,
  // even a valid figure, is refused; the functions check the figure they are given.
  {
    name: 'a stock written straight on a grade',
    method: 'PATCH',
    path: '/rest/v1/grades_produto?produto_id=eq.1',
    body: () => JSON.stringify({ estoque_atual: 50 }),
    status: 403,
    error: { code: '42501', message: 'permission denied for table grades_produto' },
  },
  {
    name: 'a stock written straight on a new product',
    method: 'POST',
    path: '/rest/v1/produtos',
    body: () => JSON.stringify({ nome: 'Canga Sem Estoque', preco_venda: 10, estoque_atual: 5 }),
    status: 403,
    error: { code: '42501', message: 'permission denied for table produtos' },
  },
  {
    name: 'a negative stock to salvar_produto',
    method: 'POST',
    path: '/rest/v1/rpc/salvar_produto',
    body: () => JSON.stringify({ p_produto: { nome: 'Canga Negativa', preco_venda: 10, estoque_atual: -1 } }),
    status: 400,
    error: { code: '22023', message: 'Estoque deve ser maior ou igual a zero' },
  },
  {
    name: 'a fractional stock to salvar_grade',
    method: 'POST',
    path: '/rest/v1/rpc/salvar_grade',
    body: () => JSON.stringify({ p_produto_id: 1, p_grade: { cor: 'Coral', tamanho: 'XGG', estoque_atual: 1.5 } }),
    status: 400,
    error: { code: '22023', message: 'O estoque deve ser um número inteiro' },
  },
  {
    name: 'a grade colour that is not #rrggbb',
    method: 'POST',
    path: '/rest/v1/grades_produto',
    body: () => JSON.stringify({ produto_id: 1, cor: 'Azul Bebê', tamanho: 'XG', cor_rgb: 'azul' }),
    status: 400,
    error: { code: '23514', message: 'new row for relation "grades_produto" violates check constraint "grades_produto_cor_rgb_check"' },
  },
  {
    name: 'a price that is not a number',
    method: 'POST',
    path: '/rest/v1/produtos',
    body: () => JSON.stringify({ nome: 'Chapéu', preco_venda: 'barato' }),
    status: 400,
    error: { code: '22P02', message: 'invalid input syntax for type numeric: "barato"' },
  },
  {
    name: 'an over-long nome (201 characters)',
    method: 'POST',
    path: '/rest/v1/produtos',
    body: () => JSON.stringify({ nome: longo(201), preco_venda: 10 }),
    status: 400,
    error: { code: '23514', message: 'new row for relation "produtos" violates check constraint "produtos_nome_check"' },
  },
  {
    name: 'an over-long descricao (5001 characters)',
    method: 'POST',
    path: '/rest/v1/produtos',
    body: () => JSON.stringify({ nome: 'Maiô', preco_venda: 10, descricao: longo(5001) }),
    status: 400,
    error: { code: '23514', message: 'new row for relation "produtos" violates check constraint "produtos_descricao_check"' },
  },
  {
    name: 'an over-long telefone of a cliente',
    method: 'POST',
    path: '/rest/v1/clientes',
    body: () => JSON.stringify({ nome: 'Maria', cpf: novoCpf(), telefone: '9'.repeat(21), email: 'm@exemplo.com' }),
    status: 400,
    error: { code: '23514', message: 'new row for relation "clientes" violates check constraint "clientes_telefone_check"' },
  },
  {
    name: 'an invalid image type (enumeration)',
    method: 'POST',
    path: '/rest/v1/produto_imagens',
    body: () => JSON.stringify({ produto_id: 1, tipo_imagem: 'capa', url_imagem: '/x.webp' }),
    status: 400,
    error: { code: '23514', message: 'new row for relation "produto_imagens" violates check constraint "produto_imagens_tipo_imagem_check"' },
  },
  {
    name: 'an invalid estado',
    method: 'POST',
    path: '/rest/v1/clientes',
    body: () => JSON.stringify({ nome: 'Maria', cpf: novoCpf(), telefone: '4899', email: 'm@exemplo.com', estado: 'SCX' }),
    status: 400,
    error: { code: '23514', message: 'new row for relation "clientes" violates check constraint "clientes_estado_check"' },
  },
  {
    name: 'a missing required field',
    method: 'POST',
    path: '/rest/v1/produtos',
    body: () => JSON.stringify({ nome: 'Bolsa de Palha' }),
    status: 400,
    error: { code: '23502', message: 'null value in column "preco_venda" of relation "produtos" violates not-null constraint' },
  },
  {
    name: 'a boolean that is not one',
    method: 'PATCH',
    path: '/rest/v1/produtos?id=eq.1',
    body: () => JSON.stringify({ ativo: 'talvez' }),
    status: 400,
    error: { code: '22P02', message: 'invalid input syntax for type boolean: "talvez"' },
  },
  {
    name: 'a batch where one row is bad (all or nothing)',
    method: 'POST',
    path: '/rest/v1/produtos',
    body: () => JSON.stringify([{ nome: unique('Lote bom'), preco_venda: 10 }, { nome: unique('Lote ruim'), preco_venda: -10 }]),
    status: 400,
    error: { code: '23514', message: 'new row for relation "produtos" violates check constraint "produtos_preco_venda_positivo"' },
  },
  {
    name: 'a category that does not exist',
    method: 'POST',
    path: '/rest/v1/produtos',
    body: () => JSON.stringify({ nome: 'Sem Categoria', preco_venda: 10, categoria_id: 99999 }),
    status: 409,
    error: { code: '23503', message: 'insert or update on table "produtos" violates foreign key constraint "produtos_categoria_em_uso"' },
  },
  {
    name: 'SQL in the select parameter',
    method: 'PATCH',
    path: `/rest/v1/produtos?id=eq.1&select=${encodeURIComponent('id;drop table produtos')}`,
    body: () => JSON.stringify({ nome: 'Nunca' }),
    headers: { Prefer: 'return=representation' },
    status: 400,
    error: { code: 'PGRST100', message: '"failed to parse select parameter (id;drop table produtos)" (line 1, column 3)' },
  },
  {
    name: 'malformed JSON to a stock function',
    method: 'POST',
    path: '/rest/v1/rpc/registrar_movimentacoes',
    body: () => '{"p_itens": [{"produto_id": 1,',
    status: 400,
    error: { code: 'PGRST102', message: 'Empty or invalid json' },
  },
  {
    name: 'an invalid movement tipo',
    method: 'POST',
    path: '/rest/v1/rpc/registrar_movimentacoes',
    body: () => JSON.stringify({ p_itens: [{ produto_id: 1, tipo: 'devolucao', quantidade: 1 }] }),
    status: 400,
    error: { code: '22023', message: 'Selecione o tipo de movimentação' },
  },
  {
    name: 'a negative movement quantity',
    method: 'POST',
    path: '/rest/v1/rpc/registrar_movimentacoes',
    body: () => JSON.stringify({ p_itens: [{ produto_id: 1, tipo: 'entrada', quantidade: -3 }] }),
    status: 400,
    error: { code: '22023', message: 'A quantidade deve ser maior que zero' },
  },
  {
    name: 'movement items that are not a list',
    method: 'POST',
    path: '/rest/v1/rpc/registrar_movimentacoes',
    body: () => JSON.stringify({ p_itens: "'; delete from movimentacoes_estoque; --" }),
    status: 400,
    error: { code: '22023', message: 'Adicione pelo menos um produto à movimentação' },
  },
];

describe('PostgREST refuses bad input and changes nothing', () => {
  it.each(REST_CASES)('$name → $status', async (c) => {
    const before = await fingerprint();
    const { status, body } = await send(c.method, c.path, c.body(), c.headers);
    expect(status).toBe(c.status);
    expect(body).toMatchObject(c.error);
    expect(await fingerprint()).toEqual(before);
  });
});

describe('SQL-looking strings are data, never code', () => {
  const INJECTIONS = ["'; drop table produtos; --", "Robert'); DROP TABLE clientes;--", "1' OR '1'='1", '$$; truncate produtos; $$'];

  it.each(INJECTIONS)('stored literally: %s', async (text) => {
    const [{ n: before }] = await sql<{ n: number }>('select count(*)::int n from public.produtos');
    const nome = `${text} ${unique('x')}`;
    const { status, body } = await send('POST', '/rest/v1/produtos', JSON.stringify({ nome, preco_venda: 1, categoria_id: 6 }), {
      Prefer: 'return=representation',
    });
    expect(status).toBe(201);
    expect((body as unknown as { nome: string }[])[0].nome).toBe(nome);
    // Exactly one new row, holding exactly the text sent; the tables are all still there.
    expect(await sql('select nome from public.produtos where nome = $1', [nome])).toEqual([{ nome }]);
    const [{ n: after }] = await sql<{ n: number }>('select count(*)::int n from public.produtos');
    expect(after).toBe(before + 1);
    const tables = await sql<{ t: string }>(
      `select to_regclass('public.produtos')::text t union all select to_regclass('public.clientes')::text`,
    );
    expect(tables).toEqual([{ t: 'produtos' }, { t: 'clientes' }]);
  });

  it('in a filter they match nothing and change nothing', async () => {
    const before = await fingerprint();
    const filter = encodeURIComponent("eq.'; drop table produtos; --");
    const response = await fetch(`${stack().url}/rest/v1/produtos?select=id&nome=${filter}`, {
      headers: { apikey: stack().anonKey, Authorization: `Bearer ${staffToken}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
    const order = await fetch(`${stack().url}/rest/v1/produtos?select=id&order=${encodeURIComponent('nome;drop table produtos--')}`, {
      headers: { apikey: stack().anonKey, Authorization: `Bearer ${staffToken}` },
    });
    expect(order.status).toBe(400);
    expect(await order.json()).toMatchObject({ code: 'PGRST100', message: '"failed to parse order (nome;drop table produtos--)" (line 1, column 5)' });
    expect(await fingerprint()).toEqual(before);
  });
});

/** GoTrue's errors in the shape supabase-js asks for (X-Supabase-Api-Version: 2024-01-01): { code, message }. */
const AUTH_CASES: BadCase[] = [
  {
    name: 'malformed JSON to sign-up',
    method: 'POST',
    path: '/auth/v1/signup',
    body: () => '{"email": "nova@exemplo.com", "password":',
    status: 400,
    error: { code: 'bad_json', message: 'Could not parse request body as JSON: unexpected end of JSON input' },
  },
  {
    name: 'malformed JSON to the password grant',
    method: 'POST',
    path: '/auth/v1/token?grant_type=password',
    body: () => '{"email": ',
    status: 400,
    error: { code: 'bad_json', message: 'Could not parse request body as JSON: unexpected end of JSON input' },
  },
  {
    name: 'an e-mail that is SQL',
    method: 'POST',
    path: '/auth/v1/signup',
    body: () => JSON.stringify({ email: "x'; drop table auth.users; --", password: 'segredo123' }),
    status: 400,
    error: { code: 'validation_failed', message: 'Unable to validate email address: invalid format' },
  },
  {
    name: 'a sign-up body that is a list (Go cannot unmarshal it into the params struct)',
    method: 'POST',
    path: '/auth/v1/signup',
    body: () => '[1, 2]',
    status: 400,
    error: { code: 'bad_json', message: 'Could not parse request body as JSON: json: cannot unmarshal array into Go value of type api.SignupParams' },
  },
  {
    name: 'a sign-up body that is null (Go leaves the params empty: an anonymous sign-up, disabled)',
    method: 'POST',
    path: '/auth/v1/signup',
    body: () => 'null',
    status: 422,
    error: { code: 'anonymous_provider_disabled', message: 'Anonymous sign-ins are disabled' },
  },
];

describe('auth refuses bad input and creates no user', () => {
  it.each(AUTH_CASES)('$name → $status', async (c) => {
    const before = await fingerprint();
    const { status, body } = await send(c.method, c.path, c.body(), {
      Authorization: `Bearer ${stack().anonKey}`,
      'X-Supabase-Api-Version': '2024-01-01',
    });
    expect(status).toBe(c.status);
    expect(body).toEqual(c.error);
    expect(await fingerprint()).toEqual(before);
  });
});

describe('storage refuses bad input and stores nothing', () => {
  it('an upload with no file', async () => {
    const before = await fingerprint();
    const { status, body } = await send('POST', '/storage/v1/object/imagens/produto/1/vazio.webp', '--limite--\r\n', {
      'Content-Type': 'multipart/form-data; boundary=limite',
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ statusCode: '400', error: 'InvalidRequest', message: 'No content provided' });
    expect(await fingerprint()).toEqual(before);
  });

  it('malformed JSON to list and remove', async () => {
    const before = await fingerprint();
    for (const [method, path] of [['POST', '/storage/v1/object/list/imagens'], ['DELETE', '/storage/v1/object/imagens']]) {
      const { status, body } = await send(method, path, '{"prefix":');
      expect(status).toBe(400);
      expect(body).toMatchObject({ statusCode: '400', error: 'InvalidRequest', message: 'Body is not valid JSON' });
    }
    expect(await fingerprint()).toEqual(before);
  });
});
