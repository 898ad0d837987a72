/**
 * The list kit's endpoints (`listaEndpoints`) as a register with a document, contact, address and
 * status gets them, against the local stack (spec 001 §7): search without accents, % and _ as
 * punctuation, status filter and exact totals, stable pages, a page past the end, update, delete,
 * a missing id and the read-only login's refused writes, checked with the superuser's SQL. Each
 * register's api.integration.test.ts declares its table, document and endpoints and keeps only
 * its own checks. The document (CPF or CNPJ) is searched and refused the same way for both.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { ListPage, RegisterListArgs } from '@loja/shared-ui/platform';
import { constraintName } from '@loja/shared-ui';
import { signInAs, soDigitos, sql, unique } from '@loja/local-supabase/testing';

/** What `store.dispatch(endpoint.initiate(arg))` gives back: a request to unwrap (a query also to unsubscribe). */
interface Pedido<T> {
  unwrap: () => Promise<T>;
  unsubscribe?: () => void;
}

interface ListedRow {
  id: number;
  ativo: boolean;
  created_at: string;
}

export interface RegisterApiOnStack<Row extends ListedRow> {
  tabela: 'clientes' | 'fornecedores';
  /**
   * The document column, a fresh valid number for it, one with a wrong check digit, and how many of
   * its first digits a search "in part" types.
   */
  documento: { coluna: 'cpf' | 'cnpj'; novo: () => string; errado: string; prefixo: number };
  /** A new record's form values (every field empty, `ativo` true): what the form starts from. */
  vazio: Readonly<Record<string, unknown>>;
  /** The register's endpoints, each through a fresh store. */
  list: (args: RegisterListArgs) => Pedido<ListPage<Row>>;
  get: (id: number) => Pedido<unknown>;
  /** Creates, through the form's values (`toRow`), a record with this name and document, telefone and e-mail filled. */
  create: (nome: string, documento: string) => Pedido<{ id: number }>;
  update: (id: number, changes: { nome: string; cidade?: string; estado?: string; ativo?: boolean }) => Pedido<unknown>;
  delete: (id: number) => Pedido<unknown>;
}

export const PRIMEIRA_PAGINA: RegisterListArgs = { busca: '', status: 'todos', sort: { column: 'created_at', ascending: false }, page: 1, pageSize: 10 };

/**
 * The register's stack helpers (one page as the list's hook asks for it, a row inserted as the
 * superuser and removed after the file, the row and the count read back) and the kit's shared
 * checks, run with `describeKit()`.
 */
export function registerOnStack<Row extends ListedRow>(c: RegisterApiOnStack<Row>) {
  const criados: number[] = [];
  afterAll(async () => {
    if (criados.length) await sql(`delete from ${c.tabela} where id = any($1::bigint[])`, [criados]);
  });

  async function listar(args: Partial<RegisterListArgs>) {
    const request = c.list({ ...PRIMEIRA_PAGINA, ...args });
    try {
      return await request.unwrap();
    } finally {
      request.unsubscribe?.();
    }
  }
  /** Inserts as the superuser (bypasses RLS) and remembers the row for clean-up. */
  async function inserir(nome: string, extra: { ativo?: boolean; documento?: string; createdAt?: string } = {}) {
    const [{ id }] = await sql<{ id: number }>(
      `insert into ${c.tabela} (nome, ${c.documento.coluna}, telefone, email, ativo, created_at)
       values ($1, $2, '(48) 99999-0000', $3, $4, coalesce($5::timestamptz, now())) returning id::int`,
      [nome, extra.documento ?? c.documento.novo(), `${unique('kit')}@loja.test`, extra.ativo ?? true, extra.createdAt ?? null],
    );
    criados.push(id);
    return id;
  }
  const linha = async (id: number) => (await sql(`select * from ${c.tabela} where id = $1`, [id]))[0];
  const contagem = async () => (await sql<{ n: number }>(`select count(*)::int as n from ${c.tabela}`))[0].n;
  const ids = (page: ListPage<Row>) => page.rows.map((row) => row.id);

  function describeKit() {
    describe(`${c.tabela}: the list`, () => {
      it('searches without accents or case: "jose" finds "José", and so does "JOSÉ"', async () => {
        const marca = unique('acento');
        const id = await inserir(`José da Silva ${marca}`);
        await inserir(`Maria Souza ${marca}`);
        await signInAs('funcionario');

        const semAcento = await listar({ busca: `jose da silva ${marca}` });
        expect(ids(semAcento)).toEqual([id]);
        expect(semAcento.total).toBe(1);
        expect(ids(await listar({ busca: `  JOSÉ DA SILVA ${marca.toUpperCase()}  ` }))).toEqual([id]);
        // and the plain first name reaches it too (nothing in the seed is called José)
        expect(ids(await listar({ busca: 'jose', pageSize: 50 }))).toContain(id);
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
        expect(ids(soAtivos).sort()).toEqual([...ativos].sort());
        expect(soAtivos.rows.every((row) => row.ativo)).toBe(true);

        const soInativos = await listar({ busca: marca, status: 'inativo' });
        expect(soInativos).toMatchObject({ total: 1, totalPages: 1 });
        expect(ids(soInativos)).toEqual([inativo]);

        // Unfiltered, the total is the table's, not the page's length.
        const semFiltro = await listar({ pageSize: 5 });
        expect(semFiltro.total).toBe(await contagem());
        expect(semFiltro.rows).toHaveLength(5);
        // Spec 001 §7: newest first by default.
        const datas = semFiltro.rows.map((row) => row.created_at);
        expect(datas).toEqual([...datas].sort().reverse());
      });

      it('pages never repeat or skip a row when created_at and nome are equal, in either order', async () => {
        const marca = unique('empate');
        const mesmoInstante = '2026-01-10T12:00:00Z';
        const criadosAgora: number[] = [];
        for (let i = 0; i < 7; i += 1) criadosAgora.push(await inserir(`Empate ${marca}`, { createdAt: mesmoInstante }));
        await signInAs('funcionario');

        const percorrer = async (sort: RegisterListArgs['sort']) => {
          const vistos: number[] = [];
          for (let page = 1; page <= 3; page += 1) {
            const pagina = await listar({ busca: marca, sort, page, pageSize: 3 });
            expect(pagina).toMatchObject({ total: 7, totalPages: 3, page });
            vistos.push(...ids(pagina));
          }
          return vistos;
        };

        const ascendentes = [...criadosAgora].sort((a, b) => a - b);
        // Ties are broken by id in the sort's direction.
        expect(await percorrer({ column: 'created_at', ascending: false })).toEqual([...ascendentes].reverse());
        expect(await percorrer({ column: 'nome', ascending: true })).toEqual(ascendentes);
        expect(await percorrer({ column: 'nome', ascending: false })).toEqual([...ascendentes].reverse());
      });

      it('a page past the end is an empty page that still says how many rows and pages there are', async () => {
        const marca = unique('alem');
        for (let i = 0; i < 5; i += 1) await inserir(`Além ${i} ${marca}`);
        await signInAs('funcionario');

        expect(await listar({ busca: marca, page: 4, pageSize: 2 })).toEqual({ rows: [], total: 5, totalPages: 3, page: 4, pageSize: 2 });
        expect((await listar({ busca: marca, page: 3, pageSize: 2 })).rows).toHaveLength(1);
        // Nothing matching at all is a plain empty list, not a page past the end.
        expect(await listar({ busca: unique('ninguem'), page: 1 })).toEqual({ rows: [], total: 0, totalPages: 0, page: 1, pageSize: 10 });
      });
    });

    describe(`${c.tabela}: get, update and delete`, () => {
      it('updates the row and answers with it', async () => {
        const id = await inserir(unique('Antes'));
        await signInAs('admin');

        const nome = unique('Depois');
        const atualizado = await c.update(id, { nome, cidade: 'Garopaba', estado: 'SC', ativo: false }).unwrap();

        expect(atualizado).toMatchObject({ id, nome, cidade: 'Garopaba', estado: 'SC', ativo: false });
        expect(await linha(id)).toMatchObject({ nome, cidade: 'Garopaba', estado: 'SC', ativo: false });
      });

      it('deletes the row', async () => {
        const id = await inserir(unique('Excluir'));
        await signInAs('funcionario');

        await expect(c.delete(id).unwrap()).resolves.toEqual({ id });
        expect(await linha(id)).toBeUndefined();
      });

      it('a missing id is an error (the form then says it could not load the record)', async () => {
        await signInAs('admin');
        await expect(c.get(2_000_000_000).unwrap()).rejects.toMatchObject({ code: 'PGRST116' });
      });
    });

    describe(`${c.tabela}: as the read-only staff login (user)`, () => {
      it('reads the list, but create, update and delete are refused and no row changes', async () => {
        const id = await inserir(unique('Somente leitura'));
        await signInAs('user');
        const antes = await sql(`select * from ${c.tabela} order by id`);

        expect((await listar({})).total).toBe(antes.length);

        await expect(c.create(unique('Proibido'), c.documento.novo()).unwrap()).rejects.toMatchObject({ code: '42501' });
        // RLS hides the row from the update and the delete: no row comes back, so the endpoint fails.
        await expect(c.update(id, { nome: 'Alterado' }).unwrap()).rejects.toMatchObject({ code: 'PGRST116' });
        await expect(c.delete(id).unwrap()).rejects.toMatchObject({ code: 'PGRST116' });

        expect(await sql(`select * from ${c.tabela} order by id`)).toEqual(antes);
      });
    });

    const { coluna } = c.documento;
    const nomeDoc = coluna.toUpperCase();

    describe(`${c.tabela}: the ${nomeDoc} in the search`, () => {
      it(`finds a record by the ${nomeDoc} typed as bare digits, with its punctuation or in part`, async () => {
        const documento = c.documento.novo();
        const id = await inserir(unique(`Kit ${nomeDoc}`), { documento });
        await signInAs('funcionario');

        expect(ids(await listar({ busca: soDigitos(documento) }))).toEqual([id]);
        expect(ids(await listar({ busca: documento }))).toEqual([id]);
        expect(ids(await listar({ busca: soDigitos(documento).slice(0, c.documento.prefixo) }))).toEqual([id]);
      });
    });

    describe(`${c.tabela}: create, get and the ${nomeDoc} the database refuses`, () => {
      /** What a refused create throws. */
      const recusa = (nome: string, documento: string) =>
        c.create(nome, documento).unwrap().then(
          () => expect.unreachable(`o ${nomeDoc} foi aceito`),
          (e: unknown) => e as { code?: string; message: string },
        );

      it('creates with empresa_id 1, active, and stores the empty optional fields as null', async () => {
        await signInAs('funcionario');
        const nome = unique('Novo cadastro');
        const documento = c.documento.novo();

        const criado = await c.create(nome, documento).unwrap();
        lembrar(criado.id);

        // Every field the form left empty ('') is NULL in the row, never ''.
        const vazios = Object.keys(c.vazio).filter((campo) => c.vazio[campo] === '' && !['nome', coluna, 'telefone', 'email'].includes(campo));
        expect(vazios.length).toBeGreaterThanOrEqual(4);
        const noBanco = await linha(criado.id);
        expect(noBanco).toMatchObject({ empresa_id: 1, nome, [coluna]: documento, ativo: true, ...Object.fromEntries(vazios.map((campo) => [campo, null])) });
        expect(noBanco.telefone).toEqual(expect.any(String));
        expect(noBanco.email).toEqual(expect.any(String));

        expect(await c.get(criado.id).unwrap()).toMatchObject({ id: criado.id, empresa_id: 1, nome, [coluna]: documento });
      });

      it(`refuses a ${nomeDoc} already registered, typed with other punctuation: 23505 on ${c.tabela}_${coluna}_unico`, async () => {
        const documento = c.documento.novo();
        await inserir(unique('Original'), { documento });
        await signInAs('funcionario');
        const antes = await contagem();

        const erro = await recusa(unique('Repetido'), soDigitos(documento));

        expect(erro).toMatchObject({ code: '23505' });
        expect(constraintName(erro)).toBe(`${c.tabela}_${coluna}_unico`);
        expect(await contagem()).toBe(antes);
      });

      it(`refuses a ${nomeDoc} with a wrong check digit: 23514 on ${c.tabela}_${coluna}_valido`, async () => {
        await signInAs('funcionario');
        const antes = await contagem();

        const erro = await recusa(unique(`${nomeDoc} errado`), c.documento.errado);

        expect(erro).toMatchObject({ code: '23514' });
        expect(constraintName(erro)).toBe(`${c.tabela}_${coluna}_valido`);
        expect(await contagem()).toBe(antes);
      });
    });
  }

  /** Remembers a row the test created through the API, for the clean-up. */
  const lembrar = (id: number) => criados.push(id);

  return { listar, inserir, linha, contagem, lembrar, describeKit };
}
