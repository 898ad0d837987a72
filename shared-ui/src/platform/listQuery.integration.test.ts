// The every-word search of withSearch on the register lists' views, against the local stack as the demo admin.
import { describe, expect, it } from 'vitest';
import { signInAs, sql } from '@loja/local-supabase/testing';
import { getSupabase } from './supabase';
import { searchPatterns, toListResult, withSearch } from './listQuery';

type Lista = 'clientes_lista' | 'fornecedores_lista' | 'funcionarios_lista';
const TABELA: Record<Lista, string> = { clientes_lista: 'clientes', fornecedores_lista: 'fornecedores', funcionarios_lista: 'funcionarios' };

/** A first page of 50 of a register list searched for `typed`, as the list pages read it. */
async function buscar(lista: Lista, typed: string) {
  await signInAs('admin');
  const result = await toListResult(withSearch(getSupabase().from(lista).select('id, nome', { count: 'exact' }), typed), {
    page: 1,
    pageSize: 50,
    sort: { column: 'nome', ascending: true },
  });
  if (result.error) throw new Error(result.error.message);
  return result.data;
}

/** What the table holds for every word (each its own ILIKE on busca), read as superuser. */
async function noBanco(lista: Lista, typed: string): Promise<string[]> {
  const patterns = searchPatterns(typed);
  const where = patterns.map((_, i) => `busca like $${i + 1}`).join(' and ');
  const rows = await sql<{ nome: string }>(`select nome from ${TABELA[lista]} where ${where} order by nome, id`, patterns);
  return rows.map((r) => r.nome);
}

describe('withSearch on the register lists (local stack)', () => {
  it('finds Érica Gonçalves in clientes with the words in either order, with punctuation and repeated spaces', async () => {
    const typedInOrder = await buscar('clientes_lista', 'erica goncalves');
    expect(typedInOrder.rows.map((r) => r.nome)).toContain('Érica Gonçalves');
    for (const typed of ['goncalves erica', 'Gonçalves,   Érica!', 'email goncalves ERICA', '(48) 99505-6060 érica']) {
      const page = await buscar('clientes_lista', typed);
      expect(page.rows.map((r) => r.nome), typed).toEqual(typedInOrder.rows.map((r) => r.nome));
      expect(page.total, typed).toBe(typedInOrder.total);
    }
  });

  it('every word must match: the total is what the table has for all the words, not any', async () => {
    const page = await buscar('clientes_lista', 'goncalves erica');
    const expected = await noBanco('clientes_lista', 'goncalves erica');
    expect(page.total).toBe(expected.length);
    expect(page.rows.map((r) => r.nome)).toEqual(expected);
    // "erica" alone finds her; a second word she does not have finds nobody with it.
    expect((await buscar('clientes_lista', 'erica zzqx')).total).toBe(0);
  });

  it('finds Beatriz Lima in funcionários and Palha & Arte in fornecedores surname or second word first', async () => {
    expect((await buscar('funcionarios_lista', 'lima beatriz')).rows.map((r) => r.nome)).toContain('Beatriz Lima');
    expect((await buscar('funcionarios_lista', 'estoquista, lima beatriz')).rows.map((r) => r.nome)).toContain('Beatriz Lima');
    const fornecedores = await buscar('fornecedores_lista', 'palha arte');
    expect(fornecedores.rows.map((r) => r.nome)).toContain('Palha & Arte Artesanatos');
    expect(fornecedores.total).toBe((await noBanco('fornecedores_lista', 'palha arte')).length);
    // The city is not in busca: one word the row lacks leaves it out.
    expect((await buscar('fornecedores_lista', 'arte - garopaba? palha')).total).toBe(0);
  });
});
