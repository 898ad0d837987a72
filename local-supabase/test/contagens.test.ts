/**
 * The view public.contagens (the hub cards' counts) as every role reads it through PostgREST. It runs
 * as the caller (security_invoker), so row-level security decides: staff count every record, a cliente
 * counts nothing (it reads the catalogue through catalogo_produtos, never the produtos table), anon is
 * refused outright.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAs, sql } from './support.ts';

type Recurso = 'clientes' | 'fornecedores' | 'funcionarios' | 'produtos';

/** The view as `role` reads it, one number per recurso. */
async function contagensAs(role: 'cliente' | 'user' | 'funcionario' | 'admin') {
  const { data, error } = await (await clientAs(role)).from('contagens').select('recurso, total').order('recurso');
  expect(error).toBeNull();
  return Object.fromEntries((data as { recurso: string; total: number }[]).map((row) => [row.recurso, row.total]));
}

/** Every record of each register, counted as the superuser. */
async function realTotals() {
  const [row] = await sql<Record<Recurso, number>>(
    `select (select count(*) from clientes)::int as clientes, (select count(*) from fornecedores)::int as fornecedores,
            (select count(*) from funcionarios)::int as funcionarios, (select count(*) from produtos)::int as produtos`,
  );
  return row;
}

let inativo: number;
// Inactive products count too: staff see them in the register.
beforeAll(async () => {
  [{ id: inativo }] = await sql<{ id: number }>(`insert into produtos (nome, preco_venda, categoria_id, ativo) values ('contagens inativo', 10, 1, false) returning id::int`);
});
afterAll(() => sql('delete from produtos where id = $1', [inativo]));

describe('public.contagens', () => {
  it.each(['admin', 'funcionario', 'user'] as const)('%s (staff) gets the real total of every register, one row each', async (role) => {
    const totals = await realTotals();
    expect(totals.clientes + totals.fornecedores + totals.funcionarios).toBeGreaterThan(0);
    expect(await contagensAs(role)).toEqual(totals);
  });

  it('a cliente gets its rows, all 0, whatever the registers hold', async () => {
    const totals = await realTotals();
    expect(Math.min(...Object.values(totals))).toBeGreaterThan(0);
    expect(await contagensAs('cliente')).toEqual({ clientes: 0, fornecedores: 0, funcionarios: 0, produtos: 0 });
  });

  it('anon may not read it at all', async () => {
    const { data, error, status } = await (await clientAs('anon')).from('contagens').select('recurso, total');
    expect(data).toBeNull();
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: '42501', message: 'permission denied for view contagens' });
  });
});
