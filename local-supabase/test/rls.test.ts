/**
 * Row-level security matrix: every table, every role (anon, cliente, user, funcionario, admin),
 * select / insert / update / delete through supabase-js with a real token. Each case arranges its own
 * rows as the superuser and checks, as the superuser again, what really changed.
 */
import { describe, expect, it } from 'vitest';
import { clientAs, novoCnpj, novoCpf, sql, unique } from './support.ts';

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

/** A counter sale, confirmed, as the sales functions leave one. */
async function novaVenda(): Promise<number> {
  const [row] = await sql<{ id: number }>(`insert into public.vendas (origem, status, subtotal, confirmada_em) values ('balcao', 'confirmada', 10, now()) returning id`);
  return Number(row.id);
}

const staffId = async () => Number((await sql<{ id: number }>(`select id from public.usuarios where tipo = 'admin' order by id limit 1`))[0].id);

async function novoOrcamento(): Promise<number> {
  const [row] = await sql<{ id: number }>(`insert into public.orcamentos (subtotal, valido_ate, criado_por) values (10, current_date + 7, $1) returning id`, [await staffId()]);
  return Number(row.id);
}

async function caixaFechado(): Promise<number> {
  const usuario = await staffId();
  const [row] = await sql<{ id: number }>(
    `insert into public.caixas (aberto_por, valor_abertura, fechado_por, fechado_em, dinheiro_contado, dinheiro_esperado, diferenca)
     values ($1, 0, $1, now(), 0, 0, 0) returning id`,
    [usuario],
  );
  return Number(row.id);
}

interface TableCase {
  table: string;
  /** The text (or number) column that identifies a row of this test. */
  column: string;
  /** A valid new row whose `column` is `mark`. */
  row: (mark: string) => Promise<Record<string, unknown>>;
  /** anon holds SELECT on the table (the public catalogue); otherwise PostgREST answers 42501. */
  anonReads: boolean;
  /** authenticated holds INSERT/UPDATE/DELETE (policies then decide); false for the ledger. */
  clientWrites: boolean;
  /** authenticated holds DELETE (default: as clientWrites). */
  clientDeletes?: boolean;
  select: Role[];
  insert: Role[];
  update: Role[];
  delete: Role[];
}

const CASES: TableCase[] = [
  { table: 'categorias', column: 'nome', row: async (m) => ({ nome: m }), anonReads: true, clientWrites: true, select: ROLES, insert: WRITERS, update: WRITERS, delete: WRITERS },
  // Rows of an inactive product: only staff see them (the public catalogue shows active products).
  { table: 'produtos', column: 'nome', row: async (m) => ({ nome: m, preco_venda: 10, categoria_id: 1, ativo: false }), anonReads: true, clientWrites: true, select: STAFF, insert: WRITERS, update: WRITERS, delete: WRITERS },
  { table: 'grades_produto', column: 'cor', row: async (m) => ({ produto_id: await novoProduto(false), cor: m, tamanho: 'M' }), anonReads: true, clientWrites: true, select: STAFF, insert: WRITERS, update: WRITERS, delete: WRITERS },
  { table: 'produto_imagens', column: 'url_imagem', row: async (m) => ({ produto_id: await novoProduto(false), tipo_imagem: 'outra', url_imagem: m }), anonReads: true, clientWrites: true, select: STAFF, insert: WRITERS, update: WRITERS, delete: WRITERS },
  { table: 'clientes', column: 'nome', row: async (m) => ({ nome: m, cpf: novoCpf(), telefone: '(48) 99999-0000', email: 'c@exemplo.com' }), anonReads: false, clientWrites: true, select: STAFF, insert: WRITERS, update: WRITERS, delete: WRITERS },
  { table: 'fornecedores', column: 'nome', row: async (m) => ({ nome: m, cnpj: novoCnpj(), telefone: '(48) 3333-0000', email: 'f@exemplo.com' }), anonReads: false, clientWrites: true, select: STAFF, insert: WRITERS, update: WRITERS, delete: WRITERS },
  { table: 'funcionarios', column: 'nome', row: async (m) => ({ nome: m, cpf: novoCpf(), telefone: '(48) 99999-0000', email: 'x@exemplo.com', cargo: 'Vendedor', salario: 2000, data_admissao: '2024-01-02' }), anonReads: false, clientWrites: true, select: STAFF, insert: ADMIN, update: ADMIN, delete: ADMIN },
  { table: 'cores_personalizadas', column: 'nome', row: async (m) => ({ nome: m, rgb_hex: '#123456' }), anonReads: false, clientWrites: true, select: STAFF, insert: WRITERS, update: WRITERS, delete: WRITERS },
  // A sale's rows are written only through the sales functions (see vendas.test.ts): staff read them,
  // a cliente only their own orders (not these: the rows' sale is a counter sale).
  { table: 'vendas', column: 'observacoes', row: async (m) => ({ origem: 'balcao', status: 'confirmada', subtotal: 10, confirmada_em: new Date().toISOString(), observacoes: m }), anonReads: false, clientWrites: false, select: STAFF, insert: NOBODY, update: NOBODY, delete: NOBODY },
  { table: 'itens_venda', column: 'descricao', row: async (m) => ({ venda_id: await novaVenda(), produto_id: await novoProduto(), quantidade: 1, preco_unitario: 10, descricao: m }), anonReads: false, clientWrites: false, select: STAFF, insert: NOBODY, update: NOBODY, delete: NOBODY },
  { table: 'pagamentos_venda', column: 'valor', row: async (m) => ({ venda_id: await novaVenda(), forma_pagamento_id: 2, valor: m }), anonReads: false, clientWrites: false, select: STAFF, insert: NOBODY, update: NOBODY, delete: NOBODY },
  { table: 'caixas', column: 'valor_abertura', row: async (m) => ({ aberto_por: await staffId(), valor_abertura: m, fechado_por: await staffId(), fechado_em: new Date().toISOString(), dinheiro_contado: 0, dinheiro_esperado: 0, diferenca: 0 }), anonReads: false, clientWrites: false, select: STAFF, insert: NOBODY, update: NOBODY, delete: NOBODY },
  { table: 'movimentos_caixa', column: 'motivo', row: async (m) => ({ caixa_id: await caixaFechado(), tipo: 'suprimento', valor: 10, motivo: m, usuario_id: await staffId() }), anonReads: false, clientWrites: false, select: STAFF, insert: NOBODY, update: NOBODY, delete: NOBODY },
  // Configuração: the admin edits the payment forms; no one deletes one (past payments keep it).
  // Quotes: written only through registrar_orcamento and vincular_orcamento_venda (orcamentos.test.ts).
  { table: 'orcamentos', column: 'observacoes', row: async (m) => ({ subtotal: 10, valido_ate: '2030-01-01', criado_por: await staffId(), observacoes: m }), anonReads: false, clientWrites: false, select: STAFF, insert: NOBODY, update: NOBODY, delete: NOBODY },
  { table: 'itens_orcamento', column: 'descricao', row: async (m) => ({ orcamento_id: await novoOrcamento(), descricao: m, quantidade: 1, preco_unitario: 10 }), anonReads: false, clientWrites: false, select: STAFF, insert: NOBODY, update: NOBODY, delete: NOBODY },
  { table: 'formas_pagamento', column: 'nome', row: async (m) => ({ nome: m, tipo: 'vale' }), anonReads: false, clientWrites: true, clientDeletes: false, select: STAFF, insert: ADMIN, update: ADMIN, delete: NOBODY },
];

type Op = 'select' | 'insert' | 'update' | 'delete';
type Refusal = { status: number; code: string; message: string } | 'no rows';

/**
 * What a refused operation looks like. Without the privilege PostgREST answers 42501 (401 for anon,
 * 403 for a login); with it, a policy refuses a new row with 42501 and hides existing rows from
 * select/update/delete (no error, no row).
 */
function refusal(c: { table: string; anonReads: boolean; clientWrites: boolean; clientDeletes?: boolean }, role: Role, op: Op): Refusal {
  const writes = op === 'delete' ? (c.clientDeletes ?? c.clientWrites) : c.clientWrites;
  const privileged = role === 'anon' ? op === 'select' && c.anonReads : op === 'select' || writes;
  const status = role === 'anon' ? 401 : 403;
  if (!privileged) return { status, code: '42501', message: `permission denied for table ${c.table}` };
  if (op === 'insert') return { status, code: '42501', message: `new row violates row-level security policy for table "${c.table}"` };
  return 'no rows';
}

interface Answer {
  status: number;
  data: unknown;
  error: { code: string; message: string } | null;
}

function expectRefused(answer: Answer, expected: Refusal): void {
  if (expected === 'no rows') {
    expect(answer.error).toBeNull();
    expect(answer.data).toEqual([]);
  } else {
    expect(answer.status).toBe(expected.status);
    expect(answer.error).toMatchObject({ code: expected.code, message: expected.message });
  }
}

/** Money columns are marked with a random amount (numeric(12,2) as PostgreSQL prints it). */
const MONEY_MARKS = new Set(['valor', 'valor_abertura']);
const moneyMark = () => (Math.floor(Math.random() * 1e9) / 100).toFixed(2);
const markFor = (c: TableCase) => (MONEY_MARKS.has(c.column) ? moneyMark() : marker(c.table));

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
    const answer = await client.from(c.table).select('id').eq('id', id);
    if (c.select.includes(role)) {
      expect(answer.error).toBeNull();
      expect(answer.data).toEqual([{ id }]);
    } else {
      expectRefused(answer, refusal(c, role, 'select'));
    }
  });

  it.each(ROLES)('insert as %s', async (role) => {
    const mark = markFor(c);
    const client = await clientAs(role);
    const answer = await client.from(c.table).insert(await c.row(mark));
    const written = await rowsWith(c, mark);
    if (c.insert.includes(role)) {
      expect(answer.error).toBeNull();
      expect(answer.status).toBe(201);
      expect(written).toHaveLength(1);
    } else {
      expectRefused(answer, refusal(c, role, 'insert'));
      expect(written).toHaveLength(0);
    }
  });

  it.each(ROLES)('update as %s', async (role) => {
    const { id, mark } = await arrange(c);
    const before = await sql(`select * from public.${c.table} where id = $1`, [id]);
    const next = markFor(c);
    const client = await clientAs(role);
    const answer = await client.from(c.table).update({ [c.column]: next }).eq('id', id).select('id');
    const after = await sql(`select * from public.${c.table} where id = $1`, [id]);
    if (c.update.includes(role)) {
      expect(answer.data).toEqual([{ id }]);
      expect(String(after[0][c.column])).toBe(next);
    } else {
      expectRefused(answer, refusal(c, role, 'update'));
      expect(after).toEqual(before);
      expect(String(after[0][c.column])).toBe(mark);
    }
  });

  it.each(ROLES)('delete as %s', async (role) => {
    const { id } = await arrange(c);
    const client = await clientAs(role);
    const before = await sql(`select * from public.${c.table} where id = $1`, [id]);
    const answer = await client.from(c.table).delete().eq('id', id).select('id');
    const after = await sql(`select * from public.${c.table} where id = $1`, [id]);
    if (c.delete.includes(role)) {
      expect(answer.data).toEqual([{ id }]);
      expect(after).toEqual([]);
    } else {
      expectRefused(answer, refusal(c, role, 'delete'));
      expect(after).toEqual(before);
    }
  });
});

describe('the public catalogue', () => {
  it.each(ROLES)('%s reads active products with their category, grades and images', async (role) => {
    const id = await novoProduto(true);
    await sql(`insert into public.grades_produto (produto_id, cor, tamanho, estoque_atual) values ($1, 'Azul', 'P', 3)`, [id]);
    await sql(`insert into public.produto_imagens (produto_id, tipo_imagem, url_imagem) values ($1, 'principal', '/x.webp')`, [id]);
    const client = await clientAs(role);
    // A cliente reads the catalogue through the public view: the table's rows are staff's (cost prices).
    const { data, error } = await client
      .from(role === 'cliente' ? 'catalogo_produtos' : 'produtos')
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

/** Privileges outside the register matrix: empresa is updatable by logins (admin policy), nothing else. */
const EMPRESA_UPDATE = { table: 'empresa', anonReads: false, clientWrites: true };
const EMPRESA_OTHER = { table: 'empresa', anonReads: false, clientWrites: false };
const USUARIOS = { table: 'usuarios', anonReads: false, clientWrites: true };
const USUARIOS_INSERT = { table: 'usuarios', anonReads: false, clientWrites: false };

describe('empresa', () => {
  it.each(ROLES)('%s reads the public company fields, and only those', async (role) => {
    const client = await clientAs(role);
    const { data, error } = await client.from('empresa_publica').select('*').single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ id: 1, whatsapp: '5548999990000' });
    expect(Object.keys(data!)).not.toContain('cnpj');
  });

  it.each(ROLES)('select of the whole row as %s', async (role) => {
    const answer = await (await clientAs(role)).from('empresa').select('cnpj');
    if (STAFF.includes(role)) {
      expect(answer.error).toBeNull();
      expect(answer.data).toHaveLength(1);
    } else {
      expectRefused(answer, refusal(EMPRESA_UPDATE, role, 'select'));
    }
  });

  it.each(ROLES)('update as %s (admin only)', async (role) => {
    const [before] = await sql('select * from public.empresa where id = 1');
    const answer = await (await clientAs(role)).from('empresa').update({ nome: 'Nome Alterado' }).eq('id', 1).select('id');
    const [after] = await sql('select * from public.empresa where id = 1');
    if (ADMIN.includes(role)) {
      expect(answer.data).toEqual([{ id: 1 }]);
      expect(after.nome).toBe('Nome Alterado');
      await sql('update public.empresa set nome = $1 where id = 1', [before.nome]);
    } else {
      expectRefused(answer, refusal(EMPRESA_UPDATE, role, 'update'));
      expect(after).toEqual(before);
    }
  });

  it.each(ROLES)('insert and delete as %s are refused', async (role) => {
    const client = await clientAs(role);
    const before = await sql('select * from public.empresa');
    expectRefused(await client.from('empresa').insert({ id: 1, nome: 'Outra', whatsapp: '5511999999999' }), refusal(EMPRESA_OTHER, role, 'insert'));
    expectRefused(await client.from('empresa').delete().eq('id', 1).select('id'), refusal(EMPRESA_OTHER, role, 'delete'));
    expect(await sql('select * from public.empresa')).toEqual(before);
  });

  it.each(ROLES)('%s cannot write through the empresa_publica view', async (role) => {
    const client = await clientAs(role);
    const before = await sql('select * from public.empresa');
    const denied = { status: role === 'anon' ? 401 : 403, code: '42501', message: 'permission denied for view empresa_publica' };
    expectRefused(await client.from('empresa_publica').update({ nome: 'Outra' }).eq('id', 1).select('id'), denied);
    expectRefused(await client.from('empresa_publica').insert({ id: 1, nome: 'Outra', whatsapp: '5511999999999' }), denied);
    expectRefused(await client.from('empresa_publica').delete().eq('id', 1).select('id'), denied);
    expect(await sql('select * from public.empresa')).toEqual(before);
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
    const answer = await (await clientAs(role)).from('usuarios').select('id').eq('id', other.id);
    if (STAFF.includes(role)) expect(answer.data).toEqual([{ id: other.id }]);
    else expectRefused(answer, refusal(USUARIOS, role, 'select'));
  });

  it('a cliente reads exactly their own row', async () => {
    const { data } = await (await clientAs('cliente')).from('usuarios').select('nome, tipo');
    expect(data).toEqual([{ nome: 'Juliana Alves', tipo: 'cliente' }]);
  });

  it.each(ROLES)('insert as %s is refused (rows come from sign-up)', async (role) => {
    const mark = marker('rls-usuario');
    const answer = await (await clientAs(role)).from('usuarios').insert({ nome: mark, tipo: 'admin' });
    expectRefused(answer, refusal(USUARIOS_INSERT, role, 'insert'));
    expect(await sql('select 1 from public.usuarios where nome = $1', [mark])).toHaveLength(0);
  });

  it.each(ROLES)('update and delete of another person as %s (admin only)', async (role) => {
    const other = await outroUsuario();
    const client = await clientAs(role);
    const [before] = await sql('select * from public.usuarios where id = $1', [other.id]);
    const update = await client.from('usuarios').update({ nome: 'Renomeado', tipo: 'funcionario' }).eq('id', other.id).select('id');
    const [after] = await sql('select * from public.usuarios where id = $1', [other.id]);
    if (ADMIN.includes(role)) {
      expect(update.data).toEqual([{ id: other.id }]);
      expect(after).toMatchObject({ nome: 'Renomeado', tipo: 'funcionario' });
    } else {
      expectRefused(update, refusal(USUARIOS, role, 'update'));
      expect(after).toEqual(before);
    }
    const remove = await client.from('usuarios').delete().eq('id', other.id).select('id');
    const left = await sql('select * from public.usuarios where id = $1', [other.id]);
    if (ADMIN.includes(role)) {
      expect(remove.data).toEqual([{ id: other.id }]);
      expect(left).toEqual([]);
    } else {
      expectRefused(remove, refusal(USUARIOS, role, 'delete'));
      expect(left).toEqual([after]);
    }
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
    const answer = await (await clientAs(role)).rpc('definir_tipo_usuario', { p_auth_user_id: other.authId, p_tipo: 'funcionario' });
    const [after] = await sql<{ tipo: string }>('select tipo from public.usuarios where id = $1', [other.id]);
    if (ADMIN.includes(role)) {
      expect(answer.error).toBeNull();
      expect(after.tipo).toBe('funcionario');
    } else {
      // anon may not even call it; a login may, and is refused inside.
      expectRefused(answer, role === 'anon'
        ? { status: 401, code: '42501', message: 'permission denied for function definir_tipo_usuario' }
        : { status: 403, code: '42501', message: 'Apenas administradores podem alterar o tipo de usuário' });
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

describe('catalogo_produtos (what the storefront reads)', () => {
  it.each(ROLES)('%s reads active products with category and images, and no cost prices', async (role) => {
    const ativo = await novoProduto(true);
    const inativo = await novoProduto(false);
    await sql(`insert into public.produto_imagens (produto_id, tipo_imagem, url_imagem) values ($1, 'principal', '/a.webp')`, [ativo]);
    const client = await clientAs(role);
    const { data, error } = await client
      .from('catalogo_produtos')
      .select('id, preco_venda, categorias(nome), produto_imagens(url_imagem)')
      .in('id', [ativo, inativo]);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: ativo, preco_venda: 10, categorias: { nome: 'Biquínis' }, produto_imagens: [{ url_imagem: '/a.webp' }] }]);
    const custo = await client.from('catalogo_produtos').select('preco_custo').limit(1);
    expect(custo.error?.code).toBe('42703');
  });

  it('anon cannot read cost prices from the products table either', async () => {
    const { error } = await (await clientAs('anon')).from('produtos').select('id, preco_custo').limit(1);
    expect(error?.code).toBe('42501');
  });

  it('a cliente cannot read cost prices from the products table: it answers no row, staff see them', async () => {
    const ativo = await novoProduto(true);
    await sql('update public.produtos set preco_custo = 4.5 where id = $1', [ativo]);
    const cliente = await (await clientAs('cliente')).from('produtos').select('id, preco_custo').eq('id', ativo);
    expect(cliente.error).toBeNull();
    expect(cliente.data).toEqual([]);
    for (const role of STAFF) {
      const staff = await (await clientAs(role)).from('produtos').select('id, preco_custo').eq('id', ativo);
      expect(staff.data).toEqual([{ id: ativo, preco_custo: 4.5 }]);
    }
  });

  it.each(['anon', 'cliente'] as const)('%s reads the grades of active products only', async (role) => {
    const ativo = await novoProduto(true);
    const inativo = await novoProduto(false);
    await sql(`insert into public.grades_produto (produto_id, cor, tamanho, estoque_atual) values ($1, 'Azul', 'P', 3), ($2, 'Azul', 'P', 3)`, [ativo, inativo]);
    const { data, error } = await (await clientAs(role)).from('grades_produto').select('produto_id, cor').in('produto_id', [ativo, inativo]);
    expect(error).toBeNull();
    expect(data).toEqual([{ produto_id: ativo, cor: 'Azul' }]);
  });

  it('nobody writes through the view', async () => {
    const { error } = await (await clientAs('admin')).from('catalogo_produtos').insert({ nome: 'Pelo catálogo', preco_venda: 1 });
    expect(error).not.toBeNull();
    expect(await sql(`select 1 from public.produtos where nome = 'Pelo catálogo'`)).toHaveLength(0);
  });
});
