/**
 * Spec 001 §8 (Grades, Colours): every toast of the Grade tab, provoked for real on the local stack.
 * The successes are the tab's own writes; the failures are what the database answers when someone
 * else changed the rows meanwhile (a grade, a colour or the product deleted in another tab), and,
 * for a colour, a read-only login whose insert RLS refuses. Checked with the superuser's SQL.
 */
import { act, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dismissToast } from '@loja/shared-ui';
import { renderWithProviders, viewportWidth } from '@loja/shared-ui/testing';
import type { TypedSupabaseClient } from '@loja/shared-ui/platform';
import { installClient, signInAs, sql, unique } from '@loja/local-supabase/testing';
import { COR_MESSAGES, GRADE_MESSAGES } from '../messages';
import { GradeTab } from './GradeTab';
import { CODIGO_EM_USO } from './components/GradeFormDialog';

let funcionario: TypedSupabaseClient;
let leitura: TypedSupabaseClient;
const produtos: number[] = [];
const cores: string[] = [];

beforeAll(async () => {
  // A writer for the tab's own writes; a read-only login for the insert RLS refuses.
  leitura = await signInAs('user');
  funcionario = await signInAs('funcionario');
});
afterAll(async () => {
  await sql('delete from grades_produto where produto_id = any($1::bigint[])', [produtos]);
  await sql('delete from movimentacoes_estoque where produto_id = any($1::bigint[])', [produtos]);
  await sql('delete from produtos where id = any($1::bigint[])', [produtos]);
  await sql('delete from cores_personalizadas where lower(nome) = any($1::text[])', [cores.map((c) => c.toLowerCase())]);
});
afterEach(() => act(() => dismissToast()));

/** A product without stock, with these grades (cor/tamanho), inserted by the superuser. */
async function produtoCom(...grades: [string, string][]): Promise<number> {
  const [{ id }] = await sql<{ id: number }>('insert into produtos (nome, preco_venda) values ($1, 59.9) returning id::int', [unique('Produto Mensagens')]);
  produtos.push(id);
  for (const [cor, tamanho] of grades) await sql('insert into grades_produto (produto_id, cor, tamanho) values ($1, $2, $3)', [id, cor, tamanho]);
  return id;
}

const gradesDe = async (produtoId: number) =>
  (await sql<{ g: string }>("select cor || ' / ' || tamanho as g from grades_produto where produto_id = $1 order by 1", [produtoId])).map(({ g }) => g);

/** A toast's text (sonner's list), apart from the same words in a dialog. */
const toast = (texto: string) => screen.findByText(texto, { selector: '[data-sonner-toast] *' }, { timeout: 10_000 });

function render(produtoId: number, client = funcionario) {
  viewportWidth(1366);
  installClient(client);
  return renderWithProviders(<GradeTab produtoId={produtoId} canWrite />, { client });
}

async function adicionar(user: ReturnType<typeof render>['user'], cor: string, tamanho: string) {
  await user.click(screen.getByRole('button', { name: 'Adicionar grade' }));
  const dialog = await screen.findByRole('dialog', { name: 'Adicionar grade' });
  await user.type(within(dialog).getByLabelText(/^Cor\*?$/, { selector: 'input' }), cor);
  await user.type(within(dialog).getByLabelText(/^Tamanho/, { selector: 'input' }), tamanho);
  await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
  return dialog;
}

async function confirmar(user: ReturnType<typeof render>['user'], botao: string) {
  const dialog = await screen.findByRole('alertdialog');
  await user.click(within(dialog).getByRole('button', { name: botao }));
}

describe('Grade tab: the grade toasts of spec 001 §8 on the local stack', () => {
  it(`'${GRADE_MESSAGES.added}', '${GRADE_MESSAGES.removed}' and '${GRADE_MESSAGES.removedAll}'`, async () => {
    const produtoId = await produtoCom(['Preto', 'P']);
    const { user } = render(produtoId);
    await screen.findByRole('button', { name: 'Editar grade Preto / P' });

    await adicionar(user, 'Azul', 'M');
    expect(await toast('Grade adicionada com sucesso')).toBeInTheDocument();
    expect(await gradesDe(produtoId)).toEqual(['Azul / M', 'Preto / P']);

    await user.click(await screen.findByRole('button', { name: 'Remover grade Azul / M' }));
    await confirmar(user, 'Remover');
    expect(await toast('Grade removida com sucesso')).toBeInTheDocument();
    expect(await gradesDe(produtoId)).toEqual(['Preto / P']);

    await user.click(screen.getByRole('button', { name: 'Excluir toda a grade' }));
    await confirmar(user, 'Excluir toda a grade');
    expect(await toast('Toda a grade foi excluída com sucesso')).toBeInTheDocument();
    expect(await gradesDe(produtoId)).toEqual([]);
    expect(await screen.findByText('Este produto ainda não tem grade')).toBeInTheDocument();
  });

  it(`a grade removed meanwhile: '${GRADE_MESSAGES.removeFailed}' and '${GRADE_MESSAGES.saveFailed}'`, async () => {
    const produtoId = await produtoCom(['Branco', 'G'], ['Branco', 'GG']);
    const { user } = render(produtoId);
    await screen.findByRole('button', { name: 'Remover grade Branco / G' });
    // another tab removes Branco / G: this one still shows it
    await sql("delete from grades_produto where produto_id = $1 and tamanho = 'G'", [produtoId]);

    await user.click(screen.getByRole('button', { name: 'Remover grade Branco / G' }));
    await confirmar(user, 'Remover');
    expect(await toast('Não foi possível remover a grade')).toBeInTheDocument();
    act(() => dismissToast());

    // the other grade's editor is open when another tab removes it too
    await user.click(await screen.findByRole('button', { name: 'Editar grade Branco / GG' }));
    const editar = await screen.findByRole('dialog', { name: 'Editar Grade' });
    await sql('delete from grades_produto where produto_id = $1', [produtoId]);
    await user.clear(within(editar).getByLabelText(/^Estoque mínimo/));
    await user.type(within(editar).getByLabelText(/^Estoque mínimo/), '2');
    await user.click(within(editar).getByRole('button', { name: 'Salvar' }));
    expect(await toast('Não foi possível salvar a grade')).toBeInTheDocument();
    expect(await gradesDe(produtoId)).toEqual([]);
  });

  it(`'${GRADE_MESSAGES.removeAllFailed}' when every grade was removed meanwhile`, async () => {
    const produtoId = await produtoCom(['Vermelho', 'P'], ['Vermelho', 'M']);
    const { user } = render(produtoId);
    await screen.findByRole('button', { name: 'Excluir toda a grade' });
    await sql('delete from grades_produto where produto_id = $1', [produtoId]);

    await user.click(screen.getByRole('button', { name: 'Excluir toda a grade' }));
    await confirmar(user, 'Excluir toda a grade');
    expect(await toast('Não foi possível excluir toda a grade')).toBeInTheDocument();
    expect(screen.queryByText('Toda a grade foi excluída com sucesso')).not.toBeInTheDocument();
  });

  it(`a product deleted meanwhile: '${GRADE_MESSAGES.addFailed}' and '${GRADE_MESSAGES.createFailed}'`, async () => {
    const produtoId = await produtoCom();
    const { user } = render(produtoId);
    expect(await screen.findByText('Este produto ainda não tem grade')).toBeInTheDocument();
    await sql('delete from produtos where id = $1', [produtoId]);

    const dialog = await adicionar(user, 'Azul', 'P');
    expect(await toast('Não foi possível adicionar a grade')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    act(() => dismissToast());

    await user.click(screen.getAllByRole('button', { name: 'Montar grade' })[0]!);
    const montar = await screen.findByRole('dialog', { name: 'Montar Grade do Produto' });
    const paleta = within(within(montar).getByRole('group', { name: 'Cores' }));
    await user.click(await paleta.findByRole('button', { name: 'Azul' }));
    await user.click(within(within(montar).getByRole('group', { name: 'Tamanhos' })).getByRole('button', { name: 'P' }));
    await user.click(within(montar).getByRole('button', { name: 'Criar 1 grade' }));
    expect(await toast('Não foi possível criar as grades')).toBeInTheDocument();
    expect(await gradesDe(produtoId)).toEqual([]);
  });
});

describe('Grade tab: barcodes (issue 27)', () => {
  it(`a code another grade has: '${CODIGO_EM_USO}', as a toast and under the field, nothing written`, async () => {
    const outro = await produtoCom(['Preto', 'P']);
    const codigo = unique('LP-ETQ');
    await sql('update grades_produto set codigo_barras = $1 where produto_id = $2', [codigo, outro]);
    const produtoId = await produtoCom();
    const { user } = render(produtoId);

    await user.click(await screen.findByRole('button', { name: 'Adicionar grade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar grade' });
    await user.type(within(dialog).getByLabelText(/^Cor\*?$/, { selector: 'input' }), 'Azul');
    await user.type(within(dialog).getByLabelText(/^Tamanho/, { selector: 'input' }), 'M');
    await user.type(within(dialog).getByLabelText(/^Código de barras/), codigo);
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));

    expect(await toast(CODIGO_EM_USO)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Código de barras/)).toHaveAccessibleDescription(expect.stringContaining(CODIGO_EM_USO));
    expect(await gradesDe(produtoId)).toEqual([]);
  });
});

describe('Grade tab: the colour toasts of spec 001 §8 on the local stack', () => {
  async function novaCor(user: ReturnType<typeof render>['user'], nome: string) {
    const dialog = await screen.findByRole('dialog', { name: 'Cores personalizadas' });
    await user.type(within(dialog).getByLabelText(/^Nome da cor/), nome);
    await user.type(within(dialog).getByLabelText(/^Colar RGB/), '200, 162, 200{Enter}');
    expect(await toast('Cor RGB aplicada com sucesso')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar cor' }));
    return dialog;
  }

  it(`'${COR_MESSAGES.saved}' and '${COR_MESSAGES.removed}'`, async () => {
    const produtoId = await produtoCom();
    const nome = unique('Lilás');
    cores.push(nome);
    const { user } = render(produtoId);
    await user.click(await screen.findByRole('button', { name: 'Cores' }));

    const dialog = await novaCor(user, nome);
    expect(await toast('Cor salva com sucesso')).toBeInTheDocument();
    expect(await sql('select rgb_hex from cores_personalizadas where nome = $1', [nome])).toEqual([{ rgb_hex: '#C8A2C8' }]);

    await user.click(await within(dialog).findByRole('button', { name: `Remover cor ${nome}` }));
    expect(await toast('Cor removida com sucesso')).toBeInTheDocument();
    expect(await sql('select id from cores_personalizadas where nome = $1', [nome])).toEqual([]);
  });

  it(`a colour someone else saved meanwhile: '${COR_MESSAGES.exists}', as a toast and under the name`, async () => {
    const produtoId = await produtoCom();
    const nome = unique('Turquesa');
    cores.push(nome);
    const { user } = render(produtoId);
    await user.click(await screen.findByRole('button', { name: 'Cores' }));
    await screen.findByRole('dialog', { name: 'Cores personalizadas' });
    // the palette the dialog read has no such colour; the unique index refuses the second one
    await sql("insert into cores_personalizadas (nome, rgb_hex, empresa_id) values ($1, '#40E0D0', 1)", [nome.toUpperCase()]);

    const dialog = await novaCor(user, nome);
    expect(await toast('Esta cor já existe')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Nome da cor/)).toHaveAccessibleDescription('Esta cor já existe');
    expect(await sql('select nome from cores_personalizadas where lower(nome) = lower($1)', [nome])).toEqual([{ nome: nome.toUpperCase() }]);
  });

  it(`a colour removed meanwhile: '${COR_MESSAGES.removeFailed}'`, async () => {
    const produtoId = await produtoCom();
    const nome = unique('Lavanda');
    cores.push(nome);
    await sql("insert into cores_personalizadas (nome, rgb_hex, empresa_id) values ($1, '#E6E6FA', 1)", [nome]);
    const { user } = render(produtoId);
    await user.click(await screen.findByRole('button', { name: 'Cores' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cores personalizadas' });
    const remover = await within(dialog).findByRole('button', { name: `Remover cor ${nome}` });
    await sql('delete from cores_personalizadas where nome = $1', [nome]);

    await user.click(remover);
    expect(await toast('Não foi possível remover a cor')).toBeInTheDocument();
  });

  it(`a colour RLS refuses (a read-only login): '${COR_MESSAGES.saveFailed}', nothing written`, async () => {
    const produtoId = await produtoCom();
    const nome = unique('Malva');
    cores.push(nome);
    // The tab is told it may write; the database is what refuses the read-only login.
    const { user } = render(produtoId, leitura);
    await user.click(await screen.findByRole('button', { name: 'Cores' }));

    await novaCor(user, nome);
    expect(await toast('Não foi possível salvar a cor')).toBeInTheDocument();
    expect(await sql('select id from cores_personalizadas where nome = $1', [nome])).toEqual([]);
  });
});
