/**
 * Grade codes and labels (issue 27, migration 20261130005000): a grade saved without a code gets an
 * in-store EAN-13 from the database ("20" + 10 digits + check digit), unique, that the counter sale
 * finds the grade by; a typed code is kept; a code another grade has is refused with the form's
 * message and nothing is written; the migration's backfill fills grades left without one;
 * etiquetas_itens gives the labels' rows (chosen grades and products in order, a product's grades, a search)
 * with the current price (a running promotion's, migration 20261130005100).
 */
import { describe, expect, it } from 'vitest';
import { clientAs, sql, unique } from './support.ts';

const EM_USO = 'Este código de barras já está em uso';

/** GS1's check digit, computed here independently of the database's. */
function digitoEan13(doze: string): number {
  const soma = [...doze].reduce((total, d, i) => total + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (soma % 10)) % 10;
}
const eanValido = (codigo: string) => /^\d{13}$/.test(codigo) && digitoEan13(codigo.slice(0, 12)) === Number(codigo[12]);

/** A product at R$ 59,90 (saved through salvar_grade as the grade form does, as a funcionário). */
async function produto(nome = unique('Biquíni Etiqueta')) {
  const [p] = await sql<{ id: string }>(`insert into public.produtos (nome, preco_venda, categoria_id, codigo_barras) values ($1, 59.9, 1, $2) returning id`, [
    nome,
    unique('REF'),
  ]);
  return { id: Number(p.id), nome };
}

async function salvarGrade(produtoId: number, grade: Record<string, unknown>, id?: number) {
  const funcionario = await clientAs('funcionario');
  return funcionario
    .rpc('salvar_grade', { p_produto_id: produtoId, p_grade: { cor_rgb: null, estoque_minimo: 0, ...grade }, ...(id ? { p_id: id } : {}) })
    .single<{ id: number; codigo_barras: string | null }>();
}

const codigoDa = async (id: number) => (await sql<{ c: string | null }>('select codigo_barras c from public.grades_produto where id = $1', [id]))[0].c;

describe('grade codes', () => {
  it('generates a valid, unique in-store EAN-13 for a grade saved without a code; keeps a typed one; regenerates a cleared one', async () => {
    const p = await produto();
    const { data: azul, error } = await salvarGrade(p.id, { cor: 'Azul', tamanho: 'P', codigo_barras: null, estoque_atual: 2 });
    expect(error).toBeNull();
    const { data: coral } = await salvarGrade(p.id, { cor: 'Coral', tamanho: 'P', codigo_barras: '   ' });
    const { data: verde } = await salvarGrade(p.id, { cor: 'Verde', tamanho: 'P', codigo_barras: '  LP-VERDE-P  ' });

    for (const codigo of [azul!.codigo_barras!, coral!.codigo_barras!]) {
      expect(codigo).toMatch(/^20\d{11}$/);
      expect(eanValido(codigo)).toBe(true);
      expect((await sql<{ v: boolean }>('select public.ean13_valido($1) v', [codigo]))[0].v).toBe(true);
    }
    expect(azul!.codigo_barras).not.toBe(coral!.codigo_barras);
    expect(verde!.codigo_barras).toBe('LP-VERDE-P');

    // A direct insert (a CSV import, "Montar Grade") gets one too.
    const [direta] = await sql<{ codigo_barras: string }>(
      `insert into public.grades_produto (produto_id, cor, tamanho) values ($1, 'Preto', 'G') returning codigo_barras`,
      [p.id],
    );
    expect(eanValido(direta.codigo_barras)).toBe(true);

    // No two grades share a code, and none is left without one (the seed's typed codes are kept).
    expect(await sql('select codigo_barras, count(*)::int n from public.grades_produto group by 1 having count(*) > 1')).toEqual([]);
    expect(await sql(`select id from public.grades_produto where codigo_barras is null or btrim(codigo_barras) = ''`)).toEqual([]);
    expect(await codigoDa(1)).toBe('LP1001-1');

    // Editing other fields keeps the code; clearing it gives a new one.
    await salvarGrade(p.id, { cor: 'Azul', tamanho: 'P', codigo_barras: azul!.codigo_barras, estoque_minimo: 1 }, azul!.id);
    expect(await codigoDa(azul!.id)).toBe(azul!.codigo_barras);
    const { data: limpa } = await salvarGrade(p.id, { cor: 'Azul', tamanho: 'P', codigo_barras: '' }, azul!.id);
    expect(eanValido(limpa!.codigo_barras!)).toBe(true);
    expect(limpa!.codigo_barras).not.toBe(azul!.codigo_barras);
  });

  it('the check digit: known EAN-13s and refusals', async () => {
    const casos = await sql<{ a: number; b: number; c: boolean; d: boolean; e: boolean; f: boolean }>(
      `select public.ean13_digito('789123456789') a, public.ean13_digito('200000000001') b,
              public.ean13_valido('7891234567895') c, public.ean13_valido('7891234567890') d,
              public.ean13_valido('LP1001-1') e, public.ean13_valido(null) f`,
    );
    expect(casos).toEqual([{ a: 5, b: 5, c: true, d: false, e: false, f: false }]);
    expect(digitoEan13('789123456789')).toBe(5);
  });

  it('skips a number whose code a product already has', async () => {
    const [{ ultimo }] = await sql<{ ultimo: string }>('select last_value::text ultimo from public.grades_codigo_seq');
    const doze = `20${String(Number(ultimo) + 1).padStart(10, '0')}`;
    const tomado = `${doze}${digitoEan13(doze)}`;
    const p = await produto();
    await sql('update public.produtos set codigo_barras = $1 where id = $2', [tomado, p.id]);
    const { data } = await salvarGrade(p.id, { cor: 'Azul', tamanho: 'M', codigo_barras: null });
    expect(eanValido(data!.codigo_barras!)).toBe(true);
    expect(data!.codigo_barras).not.toBe(tomado);
  });

  it(`refuses a code another grade has with "${EM_USO}", writing nothing`, async () => {
    const p = await produto();
    const { data: a } = await salvarGrade(p.id, { cor: 'Azul', tamanho: 'P', codigo_barras: null });
    const { data: b } = await salvarGrade(p.id, { cor: 'Azul', tamanho: 'M', codigo_barras: 'LP-ETQ-M' });
    const antes = await sql('select id, codigo_barras, estoque_atual from public.grades_produto where produto_id = $1 order by id', [p.id]);
    const movimentos = async () => (await sql<{ n: number }>('select count(*)::int n from public.movimentacoes_estoque where produto_id = $1', [p.id]))[0].n;

    const nova = await salvarGrade(p.id, { cor: 'Azul', tamanho: 'G', codigo_barras: ` ${a!.codigo_barras} `, estoque_atual: 3 });
    expect(nova.error).toMatchObject({ code: '23505', message: EM_USO });
    const edicao = await salvarGrade(p.id, { cor: 'Azul', tamanho: 'M', codigo_barras: a!.codigo_barras, estoque_atual: 4 }, b!.id);
    expect(edicao.error).toMatchObject({ code: '23505', message: EM_USO });
    // The seed's code, on another product.
    expect((await salvarGrade(p.id, { cor: 'Azul', tamanho: 'GG', codigo_barras: 'LP1001-1' })).error?.message).toBe(EM_USO);
    expect(await sql('select id, codigo_barras, estoque_atual from public.grades_produto where produto_id = $1 order by id', [p.id])).toEqual(antes);
    expect(await movimentos()).toBe(0);

    // The unique index stands behind the check (the trigger off, in one statement string: one transaction).
    await expect(
      sql(`alter table public.grades_produto disable trigger grades_produto_codigo;
           update public.grades_produto set codigo_barras = '${a!.codigo_barras}' where id = ${b!.id}`),
    ).rejects.toThrow(/grades_produto_codigo_barras_unico/);
    expect(await codigoDa(b!.id)).toBe('LP-ETQ-M');
  });

  it('the backfill fills every grade left without a code', async () => {
    const p = await produto();
    const { data: a } = await salvarGrade(p.id, { cor: 'Rosa', tamanho: 'P', codigo_barras: null });
    const { data: b } = await salvarGrade(p.id, { cor: 'Rosa', tamanho: 'M', codigo_barras: null });
    // As a database restored without triggers would have them.
    await sql(`alter table public.grades_produto disable trigger grades_produto_codigo;
               update public.grades_produto set codigo_barras = case when id = ${a!.id} then null else '  ' end where id in (${a!.id}, ${b!.id});
               alter table public.grades_produto enable trigger grades_produto_codigo`);
    expect([await codigoDa(a!.id), await codigoDa(b!.id)]).toEqual([null, '  ']);

    expect(await sql<{ n: number }>('select public._preencher_codigos_grades() n')).toEqual([{ n: 2 }]);
    const [ca, cb] = [await codigoDa(a!.id), await codigoDa(b!.id)];
    expect(eanValido(ca!) && eanValido(cb!) && ca !== cb).toBe(true);
    expect(await sql<{ n: number }>('select public._preencher_codigos_grades() n')).toEqual([{ n: 0 }]);
  });

  it('the counter sale finds a grade by its generated code', async () => {
    const p = await produto();
    const { data: m } = await salvarGrade(p.id, { cor: 'Azul', tamanho: 'M', codigo_barras: null, estoque_atual: 2 });
    const { data, error } = await (await clientAs('funcionario')).rpc('produtos_para_venda', { p_codigo: m!.codigo_barras });
    expect(error).toBeNull();
    expect(data).toEqual([expect.objectContaining({ id: p.id, grade_id: m!.id, grades: [expect.objectContaining({ id: m!.id, codigo_barras: m!.codigo_barras, estoque: 2 })] })]);
  });
});

describe('etiquetas_itens', () => {
  it('chosen grades in order, a product with its grades, a search; staff only', async () => {
    const p = await produto(unique('Saída Etiquetada'));
    const { data: pp } = await salvarGrade(p.id, { cor: 'Coral', tamanho: 'P', codigo_barras: null, estoque_atual: 3 });
    const { data: mm } = await salvarGrade(p.id, { cor: 'Coral', tamanho: 'M', codigo_barras: 'LP-ETQ-CM' });
    const [semGrade] = await sql<{ id: string }>(`insert into public.produtos (nome, preco_venda, categoria_id, codigo_barras, ativo) values ($1, 20, 1, $2, true) returning id`, [
      unique('Viseira Etiquetada'),
      unique('VIS'),
    ]);
    const funcionario = await clientAs('funcionario');
    const linha = (g: { id: number; codigo_barras: string | null }, tamanho: string, estoque: number) => ({
      grade_id: g.id,
      produto_id: p.id,
      nome: p.nome,
      referencia: expect.stringMatching(/^REF-/),
      cor: 'Coral',
      tamanho,
      codigo: g.codigo_barras,
      preco: 59.9,
      preco_regular: 59.9,
      estoque,
    });

    expect((await funcionario.rpc('etiquetas_itens', { p_grades: [mm!.id, pp!.id] })).data).toEqual([linha(mm!, 'M', 0), linha(pp!, 'P', 3)]);
    expect((await funcionario.rpc('etiquetas_itens', { p_produto: p.id })).data).toEqual([linha(pp!, 'P', 3), linha(mm!, 'M', 0)]);
    expect((await funcionario.rpc('etiquetas_itens', { p_busca: 'LP-ETQ-CM' })).data).toEqual([linha(mm!, 'M', 0)]);
    const palavras = p.nome.split('-').slice(-2).reverse().join(' ');
    expect((await funcionario.rpc('etiquetas_itens', { p_busca: `${palavras} saida` })).data).toHaveLength(2);
    const { data: viseira } = await funcionario.rpc('etiquetas_itens', { p_produto: Number(semGrade.id) });
    expect(viseira).toEqual([expect.objectContaining({ grade_id: null, produto_id: Number(semGrade.id), cor: null, codigo: expect.stringMatching(/^VIS-/), preco: 20 })]);
    // A received order's lines: grades in the order given, then products without grades (one with grades names nothing).
    const { data: pedido } = await funcionario.rpc('etiquetas_itens', { p_grades: [mm!.id, pp!.id], p_produtos: [Number(semGrade.id), p.id] });
    expect(pedido).toEqual([linha(mm!, 'M', 0), linha(pp!, 'P', 3), viseira[0]]);
    expect((await funcionario.rpc('etiquetas_itens', {})).data).toEqual([]);

    // While a promotion runs the label prints its price (the current price, 20261130005100), the regular one beside it.
    const [promocao] = await sql<{ id: string }>(
      `insert into public.promocoes (nome, tipo, valor, inicio, fim) values ('Etiqueta em promoção', 'preco', 49.9, now() - interval '1 hour', now() + interval '1 day') returning id`,
    );
    await sql('insert into public.promocoes_produtos (promocao_id, produto_id) values ($1, $2)', [promocao.id, p.id]);
    expect((await funcionario.rpc('etiquetas_itens', { p_grades: [pp!.id] })).data).toEqual([{ ...linha(pp!, 'P', 3), preco: 49.9, preco_regular: 59.9 }]);
    await sql('delete from public.promocoes where id = $1', [promocao.id]);

    expect((await (await clientAs('user')).rpc('etiquetas_itens', { p_produto: p.id })).data).toHaveLength(2);
    expect((await (await clientAs('cliente')).rpc('etiquetas_itens', { p_produto: p.id })).error?.message).toBe('Sem permissão para ver os produtos');
    expect((await (await clientAs('anon')).rpc('etiquetas_itens', { p_produto: p.id })).error).toMatchObject({ code: '42501' });
  });

  it('RLS: only staff who write change codes; the helpers are not callable', async () => {
    const p = await produto();
    const { data: g } = await salvarGrade(p.id, { cor: 'Azul', tamanho: 'P', codigo_barras: null });
    const user = await clientAs('user');
    expect((await user.rpc('salvar_grade', { p_produto_id: p.id, p_grade: { cor: 'Azul', tamanho: 'P', codigo_barras: '' }, p_id: g!.id })).error?.message).toBe('Sem permissão para salvar grades');
    await user.from('grades_produto').update({ codigo_barras: 'X' }).eq('id', g!.id);
    expect(await codigoDa(g!.id)).toBe(g!.codigo_barras);
    for (const quem of ['funcionario', 'anon'] as const) {
      const cliente = await clientAs(quem);
      expect((await cliente.rpc('_novo_codigo_grade')).error).not.toBeNull();
      expect((await cliente.rpc('_preencher_codigos_grades')).error).not.toBeNull();
    }
  });
});
