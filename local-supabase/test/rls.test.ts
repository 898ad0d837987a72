/**
 * Row-level security matrix: every table, every role (anon, cliente, user, funcionario, admin),
 * select / insert / update / delete through supabase-js with a real token. Each case arranges its own
 * rows as the superuser and checks, as the superuser again, what really changed.
 */
import { describe, expect, it } from 'vitest';
import { clientAs, sql, unique } from './support.ts';

type Role = 'anon' | 'cliente' | 'user' | 'funcionario' | 'admin';
const ROLES: Role[] = ['anon', 'cliente', 'user', 'funcionario', 'admin'];
const STAFF: Role[] = ['user', 'funcionario', 'admin'];
const WRITERS: Role[] = ['funcionario', 'admin'];
const ADMIN: Role[] = ['admin'];
const NOBODY: Role[] = [];

const marker = (prefix: string) => unique(prefix).slice(0, 40);

async function novoProduto(ativo = true): Promise<number> {
  const [row] = await sql<{ id: number }>(
    `insert into public.produtos (nome, preco_venda, categoria_id, ativo) values ($1, 10, 1, $2) returning id`,
    [marker('rls-produto'), ativo],
  );
  return Number(row.id);
}

interface TableCase {
  table: string;
  /** The text (or number) column that identifies a row of this test. */
  column: string;
  /** A valid new row whose `column` is `mark`. */
  row: (mark: string) => Promise<Record<string, unknown>>;
  select: Role[];
  insert: Role[];
  update: Role[];
  delete: Role[];
}

const CASES: TableCase[] = [
  { table: 'categorias', column: 'nome', row: async (m) => ({ nome: m }), select: ROLES, insert: WRITERS, update: WRITERS, delete: WRITERS },
  // Rows of an inactive product: only staff see them (the public catalogue shows active products).
  { table: 'produtos', column: 'nome', row: async (m) => ({ nome: m, preco_venda: 10, categoria_id: 1, ativo: false }), select: STAFF, insert: WRITERS, update: WRITERS, delete: WRITERS },
  { table: 'grades_produto', column: 'cor', row: async (m) => ({ produto_id: await novoProduto(false), cor: m, tamanho: 'M' }), select: STAFF, insert: WRITERS, update: WRITERS, delete: WRITERS },
  { table: 'produto_imagens', column: 'url_imagem', row: async (m) => ({ produto_id: await novoProduto(false), tipo_imagem: 'outra', url_imagem: m }), select: STAFF, insert: WRITERS, update: WRITERS, delete: WRITERS },
  { table: 'clientes', column: 'nome', row: async (m) => ({ nome: m, cpf: '123', telefone: '(48) 99999-0000', email: 'c@exemplo.com' }), select: STAFF, insert: WRITERS, update: WRITERS, delete: WRITERS },
  { table: 'fornecedores', column: 'nome', row: async (m) => ({ nome: m, cnpj: '123', telefone: '(48) 3333-0000', email: 'f@exemplo.com' }), select: STAFF, insert: WRITERS, update: WRITERS, delete: WRITERS },
  { table: 'funcionarios', column: 'nome', row: async (m) => ({ nome: m, cpf: '123', telefone: '(48) 99999-0000', email: 'x@exemplo.com', cargo: 'Vendedor', salario: 2000, data_admissao: '2024-01-02' }), select: STAFF, insert: ADMIN, update: ADMIN, delete: ADMIN },
  { table: 'cores_personalizadas', column: 'nome', row: async (m) => ({ nome: m, rgb_hex: '#123456' }), select: STAFF, insert: WRITERS, update: WRITERS, delete: WRITERS },
  { table: 'itens_venda', column: 'venda_id', row: async (m) => ({ venda_id: Number(m), produto_id: await novoProduto(), quantidade: 1, preco_unitario: 10 }), select: STAFF, insert: WRITERS, update: WRITERS, delete: WRITERS },
  // The ledger is written only through the stock functions (see stock.test.ts).
  { table: 'movimentacoes_estoque', column: 'observacoes', row: async (m) => ({ tipo: 'entrada', produto_id: await novoProduto(), quantidade: 1, observacoes: m }), select: STAFF, insert: NOBODY, update: NOBODY, delete: NOBODY },
];

const numericMark = () => String(Math.floor(Math.random() * 1e12));
const markFor = (c: TableCase) => (c.column === 'venda_id' ? numericMark() : marker(c.table));

async function arrange(c: TableCase): Promise<{ id: number; mark: string }> {
  const mark = markFor(c);
  const row = await c.row(mark);
  const columns = Object.keys(row);
  const [inserted] = await sql<{ id: number }>(
    `insert into public.${c.table} (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
    Object.values(row),
  );
  return { id: Number(inserted.id), mark };
}

const rowsWith = (c: TableCase, mark: string) => sql(`select * from public.${c.table} where ${c.column}::text = $1`, [mark]);

describe.each(CASES)('$table', (c) => {
  it.each(ROLES)('select as %s', async (role) => {
    const { id } = await arrange(c);
    const client = await clientAs(role);
    const { data, error } = await client.from(c.table).select('id').eq('id', id);
    if (c.select.includes(role)) {
      expect(error).toBeNull();
      expect(data).toEqual([{ id }]);
    } else {
      // Either no privilege at all (anon on registers) or a policy that hides the row.
      expect(error ? error.code : data).toEqual(error ? '42501' : []);
    }
  });

  it.each(ROLES)('insert as %s', async (role) => {
    const mark = markFor(c);
    const client = await clientAs(role);
    const { error } = await client.from(c.table).insert(await c.row(mark));
    const written = await rowsWith(c, mark);
    if (c.insert.includes(role)) {
      expect(error).toBeNull();
      expect(written).toHaveLength(1);
    } else {
      expect(error?.code).toBe('42501');
      expect(written).toHaveLength(0);
    }
  });

  it.each(ROLES)('update as %s', async (role) => {
    const { id, mark } = await arrange(c);
    const before = await sql(`select * from public.${c.table} where id = $1`, [id]);
    const next = markFor(c);
    const client = await clientAs(role);
    await client.from(c.table).update({ [c.column]: c.column === 'venda_id' ? Number(next) : next }).eq('id', id);
    const after = await sql(`select * from public.${c.table} where id = $1`, [id]);
    if (c.update.includes(role)) {
      expect(String(after[0][c.column])).toBe(next);
    } else {
      expect(after).toEqual(before);
      expect(String(after[0][c.column])).toBe(mark);
    }
  });

  it.each(ROLES)('delete as %s', async (role) => {
    const { id } = await arrange(c);
    const client = await clientAs(role);
    await client.from(c.table).delete().eq('id', id);
    const left = await sql(`select id from public.${c.table} where id = $1`, [id]);
    expect(left).toHaveLength(c.delete.includes(role) ? 0 : 1);
  });
});

describe('the public catalogue', () => {
  it.each(ROLES)('%s reads active products with their category, grades and images', async (role) => {
    const id = await novoProduto(true);
    await sql(`insert into public.grades_produto (produto_id, cor, tamanho, estoque_atual) values ($1, 'Azul', 'P', 3)`, [id]);
    await sql(`insert into public.produto_imagens (produto_id, tipo_imagem, url_imagem) values ($1, 'principal', '/x.webp')`, [id]);
    const client = await clientAs(role);
    const { data, error } = await client
      .from('produtos')
      .select('id, estoque_atual, categorias(id, nome), grades_produto(cor, tamanho), produto_imagens(url_imagem)')
      .eq('id', id)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      id,
      estoque_atual: 3,
      categorias: { id: 1, nome: 'Biquínis' },
      grades_produto: [{ cor: 'Azul', tamanho: 'P' }],
      produto_imagens: [{ url_imagem: '/x.webp' }],
    });
  });
});

describe('empresa', () => {
  it.each(ROLES)('%s reads the public company fields, and only those', async (role) => {
    const client = await clientAs(role);
    const { data, error } = await client.from('empresa_publica').select('*').single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ id: 1, whatsapp: '5548999990000' });
    expect(Object.keys(data!)).not.toContain('cnpj');
  });

  it.each(ROLES)('select of the whole row as %s', async (role) => {
    const { data, error } = await (await clientAs(role)).from('empresa').select('cnpj');
    if (STAFF.includes(role)) expect(data).toHaveLength(1);
    else expect(error ? error.code : data).toEqual(error ? '42501' : []);
  });

  it.each(ROLES)('update as %s (admin only)', async (role) => {
    const [before] = await sql<{ nome: string }>('select nome from public.empresa where id = 1');
    await (await clientAs(role)).from('empresa').update({ nome: 'Nome Alterado' }).eq('id', 1);
    const [after] = await sql<{ nome: string }>('select nome from public.empresa where id = 1');
    expect(after.nome).toBe(ADMIN.includes(role) ? 'Nome Alterado' : before.nome);
    await sql('update public.empresa set nome = $1 where id = 1', [before.nome]);
  });

  it.each(ROLES)('insert and delete as %s are refused', async (role) => {
    const client = await clientAs(role);
    const insert = await client.from('empresa').insert({ id: 1, nome: 'Outra', whatsapp: '5511999999999' });
    expect(insert.error).not.toBeNull();
    await client.from('empresa').delete().eq('id', 1);
    expect(await sql('select id from public.empresa')).toEqual([{ id: 1 }]);
  });
});

describe('usuarios', () => {
  async function outroUsuario(): Promise<{ authId: string; id: number }> {
    const [user] = await sql<{ id: string }>(
      `insert into auth.users (id, email, raw_user_meta_data) values (gen_random_uuid(), $1, '{"nome":"Outra Pessoa"}') returning id`,
      [`${marker('rls')}@exemplo.com`],
    );
    const [row] = await sql<{ id: number }>('select id from public.usuarios where auth_user_id = $1', [user.id]);
    return { authId: user.id, id: Number(row.id) };
  }

  it.each(ROLES)('select of another person as %s (staff only)', async (role) => {
    const other = await outroUsuario();
    const { data, error } = await (await clientAs(role)).from('usuarios').select('id').eq('id', other.id);
    if (STAFF.includes(role)) expect(data).toEqual([{ id: other.id }]);
    else expect(error ? error.code : data).toEqual(error ? '42501' : []);
  });

  it('a cliente reads exactly their own row', async () => {
    const { data } = await (await clientAs('cliente')).from('usuarios').select('nome, tipo');
    expect(data).toEqual([{ nome: 'Juliana Alves', tipo: 'cliente' }]);
  });

  it.each(ROLES)('insert as %s is refused (rows come from sign-up)', async (role) => {
    const mark = marker('rls-usuario');
    const { error } = await (await clientAs(role)).from('usuarios').insert({ nome: mark, tipo: 'admin' });
    expect(error).not.toBeNull();
    expect(await sql('select 1 from public.usuarios where nome = $1', [mark])).toHaveLength(0);
  });

  it.each(ROLES)('update and delete of another person as %s (admin only)', async (role) => {
    const other = await outroUsuario();
    const client = await clientAs(role);
    await client.from('usuarios').update({ nome: 'Renomeado', tipo: 'funcionario' }).eq('id', other.id);
    const [after] = await sql<{ nome: string; tipo: string }>('select nome, tipo from public.usuarios where id = $1', [other.id]);
    expect(after).toEqual(ADMIN.includes(role) ? { nome: 'Renomeado', tipo: 'funcionario' } : { nome: 'Outra Pessoa', tipo: 'cliente' });
    await client.from('usuarios').delete().eq('id', other.id);
    expect(await sql('select 1 from public.usuarios where id = $1', [other.id])).toHaveLength(ADMIN.includes(role) ? 0 : 1);
  });

  it('a cliente may rename themself but not raise their own tipo', async () => {
    const client = await clientAs('cliente');
    const raise = await client.from('usuarios').update({ tipo: 'admin' }).eq('email', 'cliente@lojapraia.com.br');
    expect(raise.error?.code).toBe('42501');
    expect(raise.error?.message).toBe('Apenas administradores podem alterar o tipo ou a situação de um usuário');
    const rename = await client.from('usuarios').update({ nome: 'Juliana A.' }).eq('email', 'cliente@lojapraia.com.br');
    expect(rename.error).toBeNull();
    expect(await sql(`select nome, tipo from public.usuarios where email = 'cliente@lojapraia.com.br'`)).toEqual([{ nome: 'Juliana A.', tipo: 'cliente' }]);
    await sql(`update public.usuarios set nome = 'Juliana Alves' where email = 'cliente@lojapraia.com.br'`);
  });

  it.each(ROLES)('definir_tipo_usuario as %s (admin only)', async (role) => {
    const other = await outroUsuario();
    const { error } = await (await clientAs(role)).rpc('definir_tipo_usuario', { p_auth_user_id: other.authId, p_tipo: 'funcionario' });
    const [after] = await sql<{ tipo: string }>('select tipo from public.usuarios where id = $1', [other.id]);
    if (ADMIN.includes(role)) {
      expect(error).toBeNull();
      expect(after.tipo).toBe('funcionario');
    } else {
      expect(error).not.toBeNull();
      expect(after.tipo).toBe('cliente');
    }
  });
});

describe('rules the database keeps', () => {
  it('default colours 1 to 5 cannot be deleted', async () => {
    const { error } = await (await clientAs('admin')).from('cores_personalizadas').delete().eq('id', 1);
    expect(error?.message).toBe('Não é possível remover cores padrão');
    expect(await sql('select id from public.cores_personalizadas where id = 1')).toHaveLength(1);
  });

  it('a colour name and a grade colour+size are unique, ignoring case', async () => {
    const client = await clientAs('funcionario');
    const colour = await client.from('cores_personalizadas').insert({ nome: 'PRETO', rgb_hex: '#000000' });
    expect(colour.error?.code).toBe('23505');
    const produto = await novoProduto();
    expect((await client.from('grades_produto').insert({ produto_id: produto, cor: 'Azul', tamanho: 'M' })).error).toBeNull();
    const dup = await client.from('grades_produto').insert({ produto_id: produto, cor: 'azul', tamanho: 'm' });
    expect(dup.error?.code).toBe('23505');
    expect(await sql('select 1 from public.grades_produto where produto_id = $1', [produto])).toHaveLength(1);
  });

  it('a product referenced by the ledger is not deleted, with the refusal of the specification', async () => {
    const client = await clientAs('funcionario');
    const produto = await novoProduto();
    expect((await client.rpc('registrar_movimentacoes', { p_itens: [{ produto_id: produto, tipo: 'entrada', quantidade: 2 }] })).error).toBeNull();
    const { error } = await client.from('produtos').delete().eq('id', produto);
    expect(error?.message).toBe('Este produto possui movimentações de estoque ou vendas registradas. Remova-as ou desative o produto.');
    const viaRpc = await client.rpc('excluir_produto', { p_id: produto });
    expect(viaRpc.error?.message).toBe(error?.message);
    expect(await sql('select 1 from public.produtos where id = $1', [produto])).toHaveLength(1);
    const livre = await novoProduto();
    expect((await client.rpc('excluir_produto', { p_id: livre })).error).toBeNull();
    expect(await sql('select 1 from public.produtos where id = $1', [livre])).toHaveLength(0);
  });
});
