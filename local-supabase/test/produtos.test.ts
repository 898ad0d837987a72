// The product register in the database (issue 11, migration 20261123000600): stock only through the
// ledger, the grade triggers that move stock, the list's filter arrays, deleting with image paths,
// swapping image slots, and the list views' access. Run against the real stack as each role.
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { clientAs, sql, unique } from './support.ts';

interface Movimento {
  tipo: string;
  quantidade: number;
  grade_id: number | null;
  motivo: string;
}

const movimentos = (produto: number) =>
  sql<Movimento>(
    'select tipo, quantidade, grade_id::int, motivo from public.movimentacoes_estoque where produto_id = $1 order by id',
    [produto],
  );

/** sum(entradas) - sum(saidas) of a product, and its estoque_atual: the ledger must explain every unit. */
async function saldo(produto: number): Promise<{ ledger: number; estoque: number }> {
  const [row] = await sql<{ ledger: number; estoque: number }>(
    `select coalesce((select sum(case tipo when 'entrada' then quantidade else -quantidade end)
                        from public.movimentacoes_estoque where produto_id = p.id), 0)::int as ledger,
            p.estoque_atual as estoque
       from public.produtos p where p.id = $1`,
    [produto],
  );
  return row;
}

async function novoProduto(admin: SupabaseClient, estoque?: number): Promise<number> {
  const { data, error } = await admin
    .rpc('salvar_produto', { p_produto: { nome: unique('Canga'), preco_venda: 59.9, categoria_id: 6, ...(estoque === undefined ? {} : { estoque_atual: estoque }) } })
    .single<{ id: number }>();
  expect(error).toBeNull();
  return data!.id;
}

async function salvarGrade(admin: SupabaseClient, produto: number, grade: Record<string, unknown>, id?: number) {
  return admin.rpc('salvar_grade', { p_produto_id: produto, p_grade: grade, ...(id ? { p_id: id } : {}) }).single<{ id: number; estoque_atual: number }>();
}

describe('stock typed on the product form goes through the ledger', () => {
  it('a new product with 7 units writes one "Ajuste de estoque" entrada of 7', async () => {
    const admin = await clientAs('admin');
    const id = await novoProduto(admin, 7);
    expect(await movimentos(id)).toEqual([{ tipo: 'entrada', quantidade: 7, grade_id: null, motivo: 'Ajuste de estoque' }]);
    expect(await saldo(id)).toEqual({ ledger: 7, estoque: 7 });
  });

  it('an edit records the difference, and an unchanged figure records nothing', async () => {
    const admin = await clientAs('funcionario');
    const id = await novoProduto(admin, 10);
    const { data, error } = await admin.rpc('salvar_produto', { p_id: id, p_produto: { estoque_atual: 4, nome: 'Canga Editada' } }).single<{ estoque_atual: number; nome: string; preco_venda: number }>();
    expect(error).toBeNull();
    expect(data).toMatchObject({ estoque_atual: 4, nome: 'Canga Editada', preco_venda: 59.9 });
    await admin.rpc('salvar_produto', { p_id: id, p_produto: { estoque_atual: 4, preco_venda: 65 } });
    expect((await movimentos(id)).map((m) => [m.tipo, m.quantidade])).toEqual([
      ['entrada', 10],
      ['saida', 6],
    ]);
    expect(await saldo(id)).toEqual({ ledger: 4, estoque: 4 });
  });

  it('a direct write of estoque_atual is refused on products and grades, for the admin too', async () => {
    const admin = await clientAs('admin');
    const id = await novoProduto(admin, 3);
    const produto = await admin.from('produtos').update({ estoque_atual: 99 } as never).eq('id', id).select('id');
    expect(produto.error?.code).toBe('42501');
    const grade = await admin.from('grades_produto').update({ estoque_atual: 99 } as never).eq('produto_id', 1).select('id');
    expect(grade.error?.code).toBe('42501');
    expect(await saldo(id)).toEqual({ ledger: 3, estoque: 3 });
  });

  it('read-only staff and the public cannot save a product', async () => {
    for (const role of ['user', 'cliente', 'anon'] as const) {
      const client = await clientAs(role);
      const { error } = await client.rpc('salvar_produto', { p_produto: { nome: unique('Recusado'), preco_venda: 1 } });
      expect(error?.code, role).toBe('42501');
    }
  });

  it('a product with grades takes its stock from them: another figure is refused, the same one passes', async () => {
    const admin = await clientAs('admin');
    const id = await novoProduto(admin);
    expect((await salvarGrade(admin, id, { cor: 'Azul', tamanho: 'M', estoque_atual: 5 })).error).toBeNull();
    const refused = await admin.rpc('salvar_produto', { p_id: id, p_produto: { estoque_atual: 9 } });
    expect(refused.error).toMatchObject({ code: 'P0001', message: 'O estoque deste produto é a soma das grades' });
    expect((await admin.rpc('salvar_produto', { p_id: id, p_produto: { estoque_atual: 5, nome: 'Canga com grade' } })).error).toBeNull();
  });
});

describe('grades and the ledger', () => {
  it('stock typed on grades is recorded per grade and the product holds their sum', async () => {
    const admin = await clientAs('admin');
    const id = await novoProduto(admin);
    const azul = (await salvarGrade(admin, id, { cor: 'Azul', tamanho: 'P', cor_rgb: '#1E90FF', estoque_atual: 4 })).data!;
    const verde = (await salvarGrade(admin, id, { cor: 'Verde', tamanho: 'P', estoque_atual: 2 })).data!;
    await salvarGrade(admin, id, { estoque_atual: 6 }, azul.id);
    expect(await movimentos(id)).toEqual([
      { tipo: 'entrada', quantidade: 4, grade_id: azul.id, motivo: 'Ajuste de estoque' },
      { tipo: 'entrada', quantidade: 2, grade_id: verde.id, motivo: 'Ajuste de estoque' },
      { tipo: 'entrada', quantidade: 2, grade_id: azul.id, motivo: 'Ajuste de estoque' },
    ]);
    expect(await saldo(id)).toEqual({ ledger: 8, estoque: 8 });
  });

  it("a product's first grade takes over its stock through the ledger", async () => {
    const admin = await clientAs('admin');
    const id = await novoProduto(admin, 12);
    const { error } = await admin.from('grades_produto').insert([
      { produto_id: id, cor: 'Coral', tamanho: 'P' },
      { produto_id: id, cor: 'Coral', tamanho: 'M' },
    ]);
    expect(error).toBeNull();
    expect((await movimentos(id)).map((m) => [m.tipo, m.quantidade, m.grade_id])).toEqual([
      ['entrada', 12, null],
      ['saida', 12, null],
    ]);
    expect(await saldo(id)).toEqual({ ledger: 0, estoque: 0 });
  });

  it('removing a grade with units takes them out through the ledger; the last one leaves the product at 0', async () => {
    const admin = await clientAs('admin');
    const id = await novoProduto(admin);
    const a = (await salvarGrade(admin, id, { cor: 'Preto', tamanho: 'G', estoque_atual: 5 })).data!;
    const b = (await salvarGrade(admin, id, { cor: 'Preto', tamanho: 'GG', estoque_atual: 3 })).data!;
    expect((await admin.from('grades_produto').delete().eq('id', a.id).select('id').single()).error).toBeNull();
    expect(await saldo(id)).toEqual({ ledger: 3, estoque: 3 });
    expect((await admin.from('grades_produto').delete().eq('id', b.id).select('id').single()).error).toBeNull();
    expect(await saldo(id)).toEqual({ ledger: 0, estoque: 0 });
  });

  it('a colour and size repeated in another case is refused by the unique index', async () => {
    const admin = await clientAs('admin');
    const id = await novoProduto(admin);
    await salvarGrade(admin, id, { cor: 'Azul Bebê', tamanho: 'M' });
    const repeated = await salvarGrade(admin, id, { cor: ' azul bebê ', tamanho: 'm' });
    expect(repeated.error?.code).toBe('23505');
    expect(repeated.error?.message).toContain('grades_produto_cor_tamanho_unico');
    const missing = await salvarGrade(admin, id, { cor: 'Azul', tamanho: ' ' });
    expect(missing.error).toMatchObject({ code: '22023', message: 'Cor e tamanho são obrigatórios' });
  });

  it('the list filter arrays follow the grades (lower case, accent-free)', async () => {
    const admin = await clientAs('admin');
    const id = await novoProduto(admin);
    const grade = (await salvarGrade(admin, id, { cor: 'Azul Bebê', tamanho: 'GG' })).data!;
    expect(await sql('select cores, tamanhos from public.produtos where id = $1', [id])).toEqual([{ cores: ['azul bebe'], tamanhos: ['gg'] }]);
    await admin.from('grades_produto').update({ cor: 'Lilás' }).eq('id', grade.id);
    expect(await sql('select cores from public.produtos where id = $1', [id])).toEqual([{ cores: ['lilas'] }]);
    const { data } = await admin.from('produtos_lista').select('id').contains('cores', ['lilas']).contains('tamanhos', ['gg']).eq('id', id);
    expect(data).toEqual([{ id }]);
  });
});

describe('excluir_produto and images', () => {
  it('refuses a product with movements with the spec text, and changes nothing', async () => {
    const admin = await clientAs('admin');
    const id = await novoProduto(admin, 2);
    const { error } = await admin.rpc('excluir_produto', { p_id: id });
    expect(error).toMatchObject({
      code: 'P0001',
      hint: 'Não é possível excluir',
      message: 'Este produto possui movimentações de estoque ou vendas registradas. Remova-as ou desative o produto.',
    });
    expect(await sql('select id::int from public.produtos where id = $1', [id])).toEqual([{ id }]);
  });

  it('deletes a product without movements and answers the storage paths of its images', async () => {
    const admin = await clientAs('admin');
    const id = await novoProduto(admin);
    await admin.from('produto_imagens').insert([
      { produto_id: id, tipo_imagem: 'principal', url_imagem: `/storage/v1/object/public/imagens/produto/${id}/1_a.png` },
      { produto_id: id, tipo_imagem: 'outra', url_imagem: `/storage/v1/object/public/imagens/produto/${id}/2_b.png` },
    ]);
    const { data, error } = await admin.rpc('excluir_produto', { p_id: id });
    expect(error).toBeNull();
    expect([...(data as string[])].sort()).toEqual([`produto/${id}/1_a.png`, `produto/${id}/2_b.png`]);
    expect(await sql('select id from public.produto_imagens where produto_id = $1', [id])).toEqual([]);
  });

  it('trocar_imagens_produto swaps two slots, or moves an image to an empty one', async () => {
    const admin = await clientAs('admin');
    const id = await novoProduto(admin);
    await admin.from('produto_imagens').insert([
      { produto_id: id, tipo_imagem: 'principal', url_imagem: '/p.png' },
      { produto_id: id, tipo_imagem: 'secundaria', url_imagem: '/s.png' },
    ]);
    const slots = () => sql('select tipo_imagem, url_imagem from public.produto_imagens where produto_id = $1 order by tipo_imagem', [id]);
    expect((await admin.rpc('trocar_imagens_produto', { p_produto_id: id, p_de: 'secundaria', p_para: 'principal' })).error).toBeNull();
    expect(await slots()).toEqual([
      { tipo_imagem: 'principal', url_imagem: '/s.png' },
      { tipo_imagem: 'secundaria', url_imagem: '/p.png' },
    ]);
    await admin.rpc('trocar_imagens_produto', { p_produto_id: id, p_de: 'secundaria', p_para: 'quarta' });
    expect(await slots()).toEqual([
      { tipo_imagem: 'principal', url_imagem: '/s.png' },
      { tipo_imagem: 'quarta', url_imagem: '/p.png' },
    ]);
    const user = await (await clientAs('user')).rpc('trocar_imagens_produto', { p_produto_id: id, p_de: 'quarta', p_para: 'principal' });
    expect(user.error?.code).toBe('42501');
  });
});

describe('list views', () => {
  it('produtos_lista and grades_opcoes are for staff only', async () => {
    for (const role of ['admin', 'funcionario', 'user'] as const) {
      const { data } = await (await clientAs(role)).from('produtos_lista').select('id').limit(1);
      expect(data, role).toHaveLength(1);
    }
    const cliente = await (await clientAs('cliente')).from('produtos_lista').select('id').limit(1);
    expect(cliente.data).toEqual([]);
    const anon = await (await clientAs('anon')).from('grades_opcoes').select('nome');
    expect(anon.error?.code).toBe('42501');
  });

  it('grades_opcoes lists each colour once whatever its case, with its accent-free value', async () => {
    const { data } = await (await clientAs('admin')).from('grades_opcoes').select('campo, nome, valor').eq('campo', 'cor');
    const valores = (data ?? []).map((o) => o.valor);
    expect(new Set(valores).size).toBe(valores.length);
    expect(valores.length).toBeGreaterThan(3);
  });
});
