/** Bad input through the raw HTTP API: each gets a 4xx with a message, and no row changes. */
import { describe, expect, it } from 'vitest';
import { clientAs, sql, stack, unique } from './support.ts';

async function staffToken(): Promise<string> {
  const { data } = await (await clientAs('funcionario')).auth.getSession();
  return data.session!.access_token;
}

async function rest(path: string, init: { method: string; body: string; headers?: Record<string, string> }) {
  const res = await fetch(`${stack().url}/rest/v1${path}`, {
    method: init.method,
    body: init.body,
    headers: {
      apikey: stack().anonKey,
      Authorization: `Bearer ${await staffToken()}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
      ...init.headers,
    },
  });
  const text = await res.text();
  let body: { message?: string; code?: string } = {};
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON: the assertions below say so */
  }
  return { status: res.status, body };
}

const countProdutos = async () => Number((await sql<{ n: string }>('select count(*) n from public.produtos'))[0].n);
const countClientes = async () => Number((await sql<{ n: string }>('select count(*) n from public.clientes'))[0].n);

const produto = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({ nome: unique('Produto Teste'), preco_venda: 10, categoria_id: 1, ...overrides });

describe('bad input to the REST API', () => {
  const cases: { name: string; body: string; status: number; code: string; message: RegExp }[] = [
    { name: 'malformed JSON', body: '{"nome": "Biquíni", "preco_venda": 10,', status: 400, code: 'PGRST102', message: /Empty or invalid json|invalid json/i },
    { name: 'an unknown column', body: produto({ cor_favorita: 'azul' }), status: 400, code: 'PGRST204', message: /cor_favorita/ },
    { name: 'a negative price', body: produto({ preco_venda: -5 }), status: 400, code: '23514', message: /produtos_preco_venda_check/ },
    { name: 'a negative stock', body: produto({ estoque_atual: -1 }), status: 400, code: '23514', message: /produtos_estoque_atual_check/ },
    { name: 'an over-long name', body: produto({ nome: 'x'.repeat(201) }), status: 400, code: '23514', message: /produtos_nome_check/ },
    { name: 'a price that is not a number', body: produto({ preco_venda: 'dez reais' }), status: 400, code: '22P02', message: /invalid input syntax/ },
    { name: 'a missing required field', body: JSON.stringify({ nome: unique('Sem preço') }), status: 400, code: '23502', message: /preco_venda/ },
    { name: 'an unknown category', body: produto({ categoria_id: 999999 }), status: 409, code: '23503', message: /foreign key/ },
  ];

  it.each(cases)('$name: $status with a message, no row written', async ({ body, status, code, message }) => {
    const before = await countProdutos();
    const res = await rest('/produtos', { method: 'POST', body });
    expect(res.status).toBe(status);
    expect(res.body.code).toBe(code);
    expect(res.body.message).toMatch(message);
    expect(await countProdutos()).toBe(before);
  });

  it('stores SQL-looking text literally and never runs it', async () => {
    const before = await countClientes();
    const nome = `Robert'); drop table public.produtos; -- ${unique('x')}`;
    const res = await rest('/clientes', {
      method: 'POST',
      body: JSON.stringify({ nome, cpf: "1' or '1'='1", telefone: '1', email: 'x@exemplo.com' }),
    });
    expect(res.status).toBe(201);
    expect(await countClientes()).toBe(before + 1);
    expect(await sql('select cpf from public.clientes where nome = $1', [nome])).toEqual([{ cpf: "1' or '1'='1" }]);
    expect(await countProdutos()).toBeGreaterThan(40);
    // In a filter too: it is a value, not SQL.
    const search = await fetch(`${stack().url}/rest/v1/produtos?nome=eq.${encodeURIComponent("' or 1=1 --")}&select=id`, {
      headers: { apikey: stack().anonKey },
    });
    expect(search.status).toBe(200);
    expect(await search.json()).toEqual([]);
  });

  it('refuses an invalid movement type and an invalid grade colour', async () => {
    const grade = await rest('/grades_produto', { method: 'POST', body: JSON.stringify({ produto_id: 1, cor: 'Azul', tamanho: unique('T').slice(0, 20), cor_rgb: 'azul' }) });
    expect(grade.status).toBe(400);
    expect(grade.body.message).toMatch(/grades_produto_cor_rgb_check/);
    const token = await staffToken();
    const res = await fetch(`${stack().url}/rest/v1/rpc/registrar_movimentacoes`, {
      method: 'POST',
      headers: { apikey: stack().anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ p_itens: [{ produto_id: 15, tipo: 'emprestimo', quantidade: 1 }] }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('Selecione o tipo de movimentação');
  });
});

describe('bad input to auth and storage', () => {
  it('malformed JSON to /auth/v1/signup is a 400 with a message and creates no user', async () => {
    const before = Number((await sql<{ n: string }>('select count(*) n from auth.users'))[0].n);
    const res = await fetch(`${stack().url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: stack().anonKey, 'Content-Type': 'application/json' },
      body: '{"email": "a@b.com", ',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('Could not parse request body as JSON');
    expect(Number((await sql<{ n: string }>('select count(*) n from auth.users'))[0].n)).toBe(before);
  });

  it('an upload without a file is refused and writes no object', async () => {
    const before = Number((await sql<{ n: string }>('select count(*) n from storage.objects'))[0].n);
    const res = await fetch(`${stack().url}/storage/v1/object/imagens/produto/vazio.png`, {
      method: 'POST',
      headers: { apikey: stack().anonKey, Authorization: `Bearer ${await staffToken()}`, 'Content-Type': 'image/png' },
      body: '',
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(((await res.json()) as { message: string }).message).toBeTruthy();
    expect(Number((await sql<{ n: string }>('select count(*) n from storage.objects'))[0].n)).toBe(before);
  });
});
