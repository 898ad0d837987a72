/**
 * The Grade tab against the local stack: the bulk builder writes 2 colours × 3 sizes, a stock typed
 * on "Editar Grade" becomes one "Ajuste de estoque" movement and the product's estoque_atual is the
 * sum of the grades (= the ledger's sum), a duplicate colour+size is refused by the database (and
 * shown under Tamanho), and a default colour cannot be removed. Checked with the superuser's SQL.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { constraintName } from '@loja/shared-ui';
import { makeStore } from '@loja/shared-ui/platform';
import { renderWithProviders, viewportWidth } from '@loja/shared-ui/testing';
import { signInAs, sql, unique } from '@loja/local-supabase/testing';
import { gradeApi } from './api';
import { GradeTab } from './GradeTab';

const criados: number[] = [];
const coresCriadas: number[] = [];

afterAll(async () => {
  if (criados.length) {
    // a removed grade with units writes its own 'saida', and the ledger keeps its products: grades, movements, then products
    await sql('delete from grades_produto where produto_id = any($1::bigint[])', [criados]);
    await sql('delete from movimentacoes_estoque where produto_id = any($1::bigint[])', [criados]);
    await sql('delete from produtos where id = any($1::bigint[])', [criados]);
  }
  if (coresCriadas.length) await sql('delete from cores_personalizadas where id = any($1::bigint[])', [coresCriadas]);
});

/** A product without grades or stock (salvar_produto asks for a signed-in writer; the superuser inserts it). */
async function novoProduto(): Promise<number> {
  const [{ id }] = await sql<{ id: number }>('insert into produtos (nome, preco_venda) values ($1, 59.9) returning id::int', [unique('Produto Grade')]);
  criados.push(id);
  return id;
}

const grades = (produtoId: number) =>
  sql<{ id: number; cor: string; tamanho: string; cor_rgb: string; estoque_atual: number; estoque_minimo: number }>(
    'select id::int, cor, tamanho, cor_rgb, estoque_atual, estoque_minimo from grades_produto where produto_id = $1 order by cor, tamanho',
    [produtoId],
  );
const estoqueDoProduto = async (produtoId: number) =>
  (await sql<{ estoque: number }>('select estoque_atual as estoque from produtos where id = $1', [produtoId]))[0]!.estoque;
const movimentos = (produtoId: number) =>
  sql<{ tipo: string; quantidade: number; motivo: string; grade_id: number | null }>(
    'select tipo, quantidade, motivo, grade_id::int from movimentacoes_estoque where produto_id = $1 order by id',
    [produtoId],
  );
const saldoDoLivro = async (produtoId: number) =>
  (
    await sql<{ saldo: number }>(
      "select coalesce(sum(case when tipo = 'entrada' then quantidade else -quantidade end), 0)::int as saldo from movimentacoes_estoque where produto_id = $1",
      [produtoId],
    )
  )[0]!.saldo;

/** A toast's text (sonner's list), apart from the same words in a dialog. */
const toast = (texto: string) => screen.findByText(texto, { selector: '[data-sonner-toast] *' }, { timeout: 10_000 });

describe('GradeTab against the local stack', () => {
  it('builds 2 colours × 3 sizes, then a stock typed on Editar Grade is one Ajuste de estoque and the product total follows', async () => {
    viewportWidth(1366);
    const produtoId = await novoProduto();
    const client = await signInAs('funcionario');
    const { user } = renderWithProviders(<GradeTab produtoId={produtoId} canWrite />, { client });

    expect(await screen.findByText('Este produto ainda não tem grade')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Montar grade' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Montar Grade do Produto' });
    const cores = within(within(dialog).getByRole('group', { name: 'Cores' }));
    await waitFor(() => expect(cores.getByRole('button', { name: 'Azul' })).toBeInTheDocument());
    await user.click(cores.getByRole('button', { name: 'Azul' }));
    await user.click(cores.getByRole('button', { name: 'Preto' }));
    const tamanhos = within(within(dialog).getByRole('group', { name: 'Tamanhos' }));
    for (const tamanho of ['P', 'M', 'G']) await user.click(tamanhos.getByRole('button', { name: tamanho }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('6 grades serão criadas');
    await user.click(within(dialog).getByRole('button', { name: 'Criar 6 grades' }));

    expect(await toast('6 grades criadas com sucesso')).toBeInTheDocument();
    expect(await grades(produtoId)).toEqual(
      ['Azul/#1E5AA8', 'Preto/#000000'].flatMap((cor) =>
        ['G', 'M', 'P'].map((tamanho) => ({
          id: expect.any(Number),
          cor: cor.split('/')[0],
          tamanho,
          cor_rgb: cor.split('/')[1],
          estoque_atual: 0,
          estoque_minimo: 0,
        })),
      ),
    );
    const tabela = await screen.findByRole('table', { name: 'Grades do produto' });
    await waitFor(() => expect(within(tabela).getAllByRole('row')).toHaveLength(7));
    expect(await movimentos(produtoId)).toEqual([]);

    // Editar Grade: Azul / M gets 5 units and a minimum of 2
    await user.click(screen.getByRole('button', { name: 'Editar grade Azul / M' }));
    const editar = await screen.findByRole('dialog', { name: 'Editar Grade' });
    const estoque = within(editar).getByLabelText(/^Estoque$/);
    await user.clear(estoque);
    await user.type(estoque, '5');
    const minimo = within(editar).getByLabelText(/^Estoque mínimo/);
    await user.clear(minimo);
    await user.type(minimo, '2');
    await user.click(within(editar).getByRole('button', { name: 'Salvar' }));

    expect(await toast('Grade atualizada com sucesso')).toBeInTheDocument();
    const azulM = (await grades(produtoId)).find((g) => g.cor === 'Azul' && g.tamanho === 'M')!;
    expect(azulM).toMatchObject({ estoque_atual: 5, estoque_minimo: 2 });
    expect(await estoqueDoProduto(produtoId)).toBe(5);
    expect(await movimentos(produtoId)).toEqual([{ tipo: 'entrada', quantidade: 5, motivo: 'Ajuste de estoque', grade_id: azulM.id }]);
    expect(await saldoDoLivro(produtoId)).toBe(5);
    await waitFor(() => expect(screen.getByLabelText('Totais da grade')).toHaveTextContent('Estoque total:5 unidades'));

    // a second figure on another grade: one more movement, the total is the sum
    await user.click(screen.getByRole('button', { name: 'Editar grade Preto / G' }));
    const outra = await screen.findByRole('dialog', { name: 'Editar Grade' });
    await user.clear(within(outra).getByLabelText(/^Estoque$/));
    await user.type(within(outra).getByLabelText(/^Estoque$/), '3');
    await user.click(within(outra).getByRole('button', { name: 'Salvar' }));
    await waitFor(async () => expect(await estoqueDoProduto(produtoId)).toBe(8));
    expect(await movimentos(produtoId)).toHaveLength(2);
    expect(await saldoDoLivro(produtoId)).toBe(8);
    await waitFor(() => expect(screen.getByLabelText('Totais da grade')).toHaveTextContent('Estoque total:8 unidades'));
  });

  it('a duplicate colour+size the tab did not know of yet is refused by the database and shown under Tamanho', async () => {
    viewportWidth(1366);
    const produtoId = await novoProduto();
    const client = await signInAs('funcionario');
    const { user } = renderWithProviders(<GradeTab produtoId={produtoId} canWrite />, { client });
    expect(await screen.findByText('Este produto ainda não tem grade')).toBeInTheDocument();
    // someone else adds Azul / M meanwhile
    await sql("insert into grades_produto (produto_id, cor, tamanho) values ($1, 'Azul', 'M')", [produtoId]);

    await user.click(screen.getByRole('button', { name: 'Adicionar grade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar grade' });
    await user.type(within(dialog).getByLabelText(/^Cor\*?$/, { selector: 'input' }), ' AZUL ');
    await user.type(within(dialog).getByLabelText(/^Tamanho/, { selector: 'input' }), 'm');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));

    expect(await toast('Esta combinação de cor e tamanho já existe')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText(/^Tamanho/, { selector: 'input' })).toHaveAccessibleDescription('Esta combinação de cor e tamanho já existe'));
    expect(await grades(produtoId)).toHaveLength(1);
    expect(await movimentos(produtoId)).toEqual([]);
  });
});

describe('grade endpoints', () => {
  const store = () => makeStore();

  it('salvar_grade refuses a duplicate whatever its case and spaces (grades_produto_cor_tamanho_unico)', async () => {
    const produtoId = await novoProduto();
    await signInAs('funcionario');
    const s = store();
    await s.dispatch(gradeApi.endpoints.createGrades.initiate({ produtoId, grades: [{ cor: 'Coral', tamanho: 'GG', cor_rgb: '#FF6F61' }] })).unwrap();

    const repetida = await s.dispatch(
      gradeApi.endpoints.salvarGrade.initiate({
        produtoId,
        grade: { cor: ' coral ', tamanho: 'gg', cor_rgb: null, estoque_minimo: 0, codigo_barras: null, estoque_atual: 4 },
      }),
    );
    expect(repetida.error).toMatchObject({ code: '23505' });
    expect(constraintName(repetida.error as Parameters<typeof constraintName>[0])).toBe('grades_produto_cor_tamanho_unico');
    // the bulk insert is refused the same way, and nothing was written by either
    const lote = await s.dispatch(gradeApi.endpoints.createGrades.initiate({ produtoId, grades: [{ cor: 'CORAL', tamanho: 'Gg', cor_rgb: '#000000' }] }));
    expect(constraintName(lote.error as Parameters<typeof constraintName>[0])).toBe('grades_produto_cor_tamanho_unico');
    expect(await grades(produtoId)).toHaveLength(1);
    expect(await estoqueDoProduto(produtoId)).toBe(0);
    expect(await movimentos(produtoId)).toEqual([]);
  });

  it("removing all grades takes their units out through the ledger; the list is newest first", async () => {
    const produtoId = await novoProduto();
    await signInAs('admin');
    const s = store();
    await s.dispatch(
      gradeApi.endpoints.createGrades.initiate({
        produtoId,
        grades: [
          { cor: 'Rosa', tamanho: 'P', cor_rgb: '#E86A92' },
          { cor: 'Rosa', tamanho: 'M', cor_rgb: '#E86A92' },
        ],
      }),
    ).unwrap();
    const lista = await s.dispatch(gradeApi.endpoints.listGradesDoProduto.initiate(produtoId)).unwrap();
    expect(lista.map((g) => g.tamanho)).toEqual(['M', 'P']);
    await s.dispatch(gradeApi.endpoints.salvarGrade.initiate({ produtoId, id: lista[0]!.id, grade: { ...lista[0]!, estoque_atual: 4 } })).unwrap();
    expect(await estoqueDoProduto(produtoId)).toBe(4);

    expect(await s.dispatch(gradeApi.endpoints.deleteGradesDoProduto.initiate(produtoId)).unwrap()).toBe(2);
    expect(await grades(produtoId)).toEqual([]);
    expect(await estoqueDoProduto(produtoId)).toBe(0);
    expect((await movimentos(produtoId)).map((m) => `${m.tipo} ${m.quantidade}`)).toEqual(['entrada 4', 'saida 4']);
    expect(await saldoDoLivro(produtoId)).toBe(0);
  });

  it('read-only staff cannot write grades', async () => {
    const produtoId = await novoProduto();
    await signInAs('user');
    const s = store();
    const criar = await s.dispatch(gradeApi.endpoints.createGrades.initiate({ produtoId, grades: [{ cor: 'Azul', tamanho: 'P', cor_rgb: '#1E5AA8' }] }));
    expect(criar.error).toBeDefined();
    const salvar = await s.dispatch(
      gradeApi.endpoints.salvarGrade.initiate({
        produtoId,
        grade: { cor: 'Azul', tamanho: 'P', cor_rgb: null, estoque_minimo: 0, codigo_barras: null, estoque_atual: 3 },
      }),
    );
    expect(salvar.error).toMatchObject({ code: '42501' });
    expect(await grades(produtoId)).toEqual([]);
  });

  it("a default colour is refused by the database ('Não é possível remover cores padrão'); a custom one is created, refused twice, removed", async () => {
    await signInAs('funcionario');
    const s = store();
    const padrao = await s.dispatch(gradeApi.endpoints.deleteCor.initiate(1));
    expect(padrao.error).toMatchObject({ message: 'Não é possível remover cores padrão' });
    expect(await sql("select nome from cores_personalizadas where id = 1")).toEqual([{ nome: 'Preto' }]);

    const nome = unique('Cor Teste');
    const cor = await s.dispatch(gradeApi.endpoints.createCor.initiate({ nome, rgb_hex: '#C8A2C8' })).unwrap();
    coresCriadas.push(cor.id);
    expect(cor).toMatchObject({ nome, rgb_hex: '#C8A2C8', empresa_id: 1 });
    const repetida = await s.dispatch(gradeApi.endpoints.createCor.initiate({ nome: nome.toUpperCase(), rgb_hex: '#000000' }));
    expect(constraintName(repetida.error as Parameters<typeof constraintName>[0])).toBe('cores_personalizadas_nome_unico');

    const paleta = await s.dispatch(gradeApi.endpoints.listCores.initiate()).unwrap();
    expect(paleta.map((c) => c.nome)).toEqual(expect.arrayContaining(['Preto', 'Branco', 'Azul', nome]));

    await s.dispatch(gradeApi.endpoints.deleteCor.initiate(cor.id)).unwrap();
    expect(await sql('select id from cores_personalizadas where id = $1', [cor.id])).toEqual([]);
  });
});
