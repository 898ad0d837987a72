/**
 * The back-office list views (migration 20261123000400): `clientes_lista` and `fornecedores_lista`
 * run as their owner, so the tables' row-level security does not apply to them and their own
 * `where (select is_staff())` is the whole guard. These tests hold that guard: anon is refused, a
 * cliente login sees nothing (not even a count), staff read the rows, nobody writes through a view,
 * and a view shows only the list's columns (no birth date, address or CEP).
 */
import { describe, expect, it } from 'vitest';
import { clientAs, novoCnpj, novoCpf, sql, unique } from './support.ts';

type Role = 'anon' | 'cliente' | 'user' | 'funcionario' | 'admin';
const STAFF = ['user', 'funcionario', 'admin'] as const;
const LOGINS = ['cliente', ...STAFF] as const;

interface ViewCase {
  view: string;
  table: string;
  /** The document column the list shows: cpf or cnpj. */
  documento: 'cpf' | 'cnpj';
  novoDocumento: () => string;
}

const VIEWS: ViewCase[] = [
  { view: 'clientes_lista', table: 'clientes', documento: 'cpf', novoDocumento: novoCpf },
  { view: 'fornecedores_lista', table: 'fornecedores', documento: 'cnpj', novoDocumento: novoCnpj },
];

/** A row of the table with every column filled in, hidden ones included, arranged as the superuser. */
async function arrange(c: ViewCase): Promise<{ id: number; nome: string; documento: string }> {
  const nome = unique(`lista-${c.table}`).slice(0, 40);
  const documento = c.novoDocumento();
  const [row] = await sql<{ id: string }>(
    `insert into public.${c.table} (nome, ${c.documento}, telefone, email, endereco, cidade, estado, cep${c.table === 'clientes' ? ', data_nascimento' : ''})
     values ($1, $2, '(48) 99999-0000', 'lista@exemplo.com', 'Rua das Gaivotas, 10', 'Garopaba', 'SC', '88495-000'${c.table === 'clientes' ? `, '1990-05-17'` : ''})
     returning id`,
    [nome, documento],
  );
  return { id: Number(row.id), nome, documento };
}

/** The row as the table holds it, read as the superuser: what must not change when a write is refused. */
const stored = (c: ViewCase, id: number) => sql(`select * from public.${c.table} where id = $1`, [id]);

/** Without the privilege PostgREST answers 42501: 401 for anon, 403 for a login. */
const denied = (c: ViewCase, role: Role) => ({ status: role === 'anon' ? 401 : 403, code: '42501', message: `permission denied for view ${c.view}` });

describe.each(VIEWS)('$view', (c) => {
  it('anon is refused', async () => {
    const { id } = await arrange(c);
    const answer = await (await clientAs('anon')).from(c.view).select('id', { count: 'exact' }).eq('id', id);
    expect(answer.status).toBe(401);
    expect(answer.error).toMatchObject({ code: '42501', message: `permission denied for view ${c.view}` });
    expect(answer.data).toBeNull();
  });

  it('a cliente login reads no row and counts none, although the rows exist', async () => {
    const { id, nome } = await arrange(c);
    expect(await sql(`select id from public.${c.table} where nome = $1`, [nome])).toEqual([{ id: String(id) }]);
    const client = await clientAs('cliente');

    const one = await client.from(c.view).select('id').eq('id', id);
    expect(one.error).toBeNull();
    expect(one.status).toBe(200);
    expect(one.data).toEqual([]);

    // The whole view, searched as the list searches: nothing, and a count of 0 (no size leaks).
    const all = await client.from(c.view).select('id', { count: 'exact' }).like('busca', '%lista%');
    expect(all.error).toBeNull();
    expect(all.data).toEqual([]);
    expect(all.count).toBe(0);
    const [{ n }] = await sql<{ n: number }>(`select count(*)::int n from public.${c.table} where busca like '%lista%'`);
    expect(n).toBeGreaterThan(0);
  });

  it.each(STAFF)('%s reads the row with the list columns, found by the search', async (role) => {
    const { id, nome, documento } = await arrange(c);
    const client = await clientAs(role);
    const { data, error } = await client
      .from(c.view)
      .select(`id, nome, ${c.documento}, telefone, email, cidade, estado, ativo`, { count: 'exact' })
      .like('busca', `%${nome.toLowerCase()}%`);
    expect(error).toBeNull();
    expect(data).toEqual([{ id, nome, [c.documento]: documento, telefone: '(48) 99999-0000', email: 'lista@exemplo.com', cidade: 'Garopaba', estado: 'SC', ativo: true }]);
    // Every row of the table, as the superuser counts them.
    const { count } = await client.from(c.view).select('id', { count: 'exact', head: true });
    const [{ n }] = await sql<{ n: number }>(`select count(*)::int n from public.${c.table}`);
    expect(count).toBe(n);
  });

  it('shows the list columns and nothing else (no birth date, address or CEP)', async () => {
    await arrange(c);
    const client = await clientAs('admin');
    const { data, error } = await client.from(c.view).select('*').limit(1).single();
    expect(error).toBeNull();
    expect(Object.keys(data!).sort()).toEqual(['ativo', 'busca', 'cidade', c.documento, 'created_at', 'email', 'estado', 'id', 'nome', 'telefone'].sort());
    for (const hidden of ['data_nascimento', 'endereco', 'cep', 'empresa_id', 'updated_at']) {
      const answer = await client.from(c.view).select(`id, ${hidden}`).limit(1);
      expect(answer.status).toBe(400);
      expect(answer.error).toMatchObject({ code: '42703', message: `column ${c.view}.${hidden} does not exist` });
    }
  });

  it.each(['anon', ...LOGINS] as const)('%s cannot insert, update or delete through the view', async (role) => {
    const { id } = await arrange(c);
    const before = await stored(c, id);
    const client = await clientAs(role);
    const nome = unique('pela-view').slice(0, 40);

    const insert = await client.from(c.view).insert({ nome, [c.documento]: c.novoDocumento(), telefone: '(48) 3333-0000', email: 'v@exemplo.com' });
    expect(insert.status).toBe(denied(c, role).status);
    expect(insert.error).toMatchObject({ code: '42501', message: denied(c, role).message });
    expect(await sql(`select 1 from public.${c.table} where nome = $1`, [nome])).toHaveLength(0);

    const update = await client.from(c.view).update({ nome }).eq('id', id).select('id');
    expect(update.status).toBe(denied(c, role).status);
    expect(update.error).toMatchObject({ code: '42501', message: denied(c, role).message });

    const remove = await client.from(c.view).delete().eq('id', id).select('id');
    expect(remove.status).toBe(denied(c, role).status);
    expect(remove.error).toMatchObject({ code: '42501', message: denied(c, role).message });

    expect(await stored(c, id)).toEqual(before);
  });
});

describe('the views\' grants', () => {
  it('authenticated may only select them, anon nothing', async () => {
    const grants = await sql<{ table_name: string; grantee: string; privilege_type: string }>(
      `select table_name, grantee, privilege_type from information_schema.role_table_grants
        where table_schema = 'public' and table_name in ('clientes_lista', 'fornecedores_lista') and grantee in ('anon', 'authenticated')
        order by table_name, grantee, privilege_type`,
    );
    expect(grants).toEqual([
      { table_name: 'clientes_lista', grantee: 'authenticated', privilege_type: 'SELECT' },
      { table_name: 'fornecedores_lista', grantee: 'authenticated', privilege_type: 'SELECT' },
    ]);
  });
});
