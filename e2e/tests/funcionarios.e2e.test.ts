// Issue 10, employees and their logins end to end, in Chromium. On a phone (390 px, where the
// list is cards): the demo admin creates an employee with a login of type Funcionário; that login signs
// in and lands on /dashboard, sees the register without a write action and has a direct database
// write refused; the admin deactivates the login and its sign-in is refused. On a laptop (1366 px: the
// table), issue 23 §5: the delete asks "Tem certeza que deseja excluir o funcionário {nome}?",
// Cancelar keeps the row and Excluir removes it; and an e-mail already registered gives "Erro ao
// criar usuário:" and writes no employee. Texts are spec 001 §8's, word for word.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { novoCpf, soDigitos } from '@loja/local-supabase/testing/documentos';
import { closeToasts, expectToast, field, listRows, searchList, signInAsAdmin, signOut, typeMasked } from '../src/backoffice.ts';
import { restAs, serviceRows } from '../src/backend.ts';
import { DEMO, PHONE, newPage, signIn, signInDialog, waitForPath, waitForSettled } from '../src/harness.ts';

const LAPTOP_WIDTH = 1366;
const PASSWORD = 'mare1234';

/** Rows of funcionarios with this name, as the database holds them. */
const funcionariosNamed = (nome: string) => serviceRows(`funcionarios?select=id,auth_user_id&nome=eq.${encodeURIComponent(nome)}`);

/** An employee without a login, written by the admin through the API (the form has its own flow above). */
async function funcionarioPelaApi(nome: string): Promise<number> {
  const admin = await restAs(DEMO.admin.email, DEMO.admin.password);
  const resposta = await admin('funcionarios', {
    method: 'POST',
    body: JSON.stringify({ nome, cpf: novoCpf(), telefone: '48996540000', email: 'apagar@lojapraia.com.br', cargo: 'Caixa', salario: 1900, data_admissao: '2026-10-01' }),
  });
  expect(resposta.status, await resposta.clone().text()).toBe(201);
  return ((await resposta.json()) as { id: number }[])[0].id;
}

interface Novo {
  nome: string;
  cpf: string;
  email: string;
}

/** Opens "Novo Funcionário" and fills the Dados Pessoais tab. */
async function fillDadosPessoais(page: Page, novo: Novo): Promise<void> {
  await page.getByRole('button', { name: 'Novo Funcionário' }).click();
  await waitForPath(page, '/cadastros/funcionarios/novo');
  await expect.poll(() => page.getByRole('tab', { name: 'Dados Pessoais', selected: true }).count()).toBe(1);
  await field(page, 'Nome').fill(novo.nome);
  await typeMasked(page, 'CPF', soDigitos(novo.cpf));
  await typeMasked(page, 'Telefone', '48996543210');
  await field(page, 'Email').fill(novo.email);
  await field(page, 'Cargo').fill('Vendedora');
  await field(page, 'Salário').pressSequentially('2450,00');
  await field(page, 'Data de admissão').fill('2026-11-02');
}

/** The Usuário tab: creates a login whose e-mail followed the employee's, with a password. */
async function fillUsuario(page: Page, email: string): Promise<void> {
  await page.getByRole('tab', { name: 'Usuário' }).click();
  await page.getByRole('switch', { name: 'Criar usuário para este funcionário' }).click();
  expect(await field(page, 'Email de acesso').inputValue()).toBe(email);
  expect(await field(page, 'Tipo de usuário').inputValue()).toBe('funcionario');
  await field(page, 'Senha').fill(PASSWORD);
}

describe('funcionários and their logins', () => {
  it('on a phone, an admin creates a funcionário with a login; it signs in, cannot write employees, and is refused once deactivated', async () => {
    const { page, url } = await newPage({ width: PHONE.width });
    const tag = Date.now().toString(36);
    const novo: Novo = { nome: `Luana Ferreira ${tag}`, cpf: novoCpf(), email: `luana.${tag}@lojapraia.com.br` };

    await signInAsAdmin(page, url);
    await closeToasts(page);
    await page.goto(url('/cadastros/funcionarios'));
    await waitForSettled(page);
    await fillDadosPessoais(page, novo);
    await fillUsuario(page, novo.email);
    await page.getByRole('button', { name: 'Cadastrar funcionário' }).click();
    await expectToast(page, 'Funcionário cadastrado com sucesso');
    await waitForPath(page, '/cadastros/funcionarios');
    await searchList(page, novo.nome);
    // A phone lists cards, not the table.
    const cards = page.getByRole('list', { name: 'Funcionários' }).getByRole('listitem');
    await expect.poll(async () => (await cards.allTextContents()).join()).toContain('Funcionário');
    expect(await page.getByRole('table', { name: 'Funcionários' }).count()).toBe(0);
    expect(await funcionariosNamed(novo.nome)).toEqual([{ id: expect.any(Number), auth_user_id: expect.any(String) }]);

    // The new login signs in and lands on the dashboard.
    await signOut(page);
    await waitForPath(page, '/catalogo');
    await page.goto(url('/dashboard'));
    await signIn(page, novo.email, PASSWORD);
    await waitForPath(page, '/dashboard');
    await closeToasts(page);

    // As a funcionário: the employee register has no write action, and the database refuses a direct write.
    await page.goto(url('/cadastros/funcionarios'));
    await waitForSettled(page);
    await expect.poll(() => listRows(page, 'Funcionários').count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Novo Funcionário' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /^Editar / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Excluir / }).count()).toBe(0);
    const rest = await restAs(novo.email, PASSWORD);
    const intruso = `Intruso ${tag}`;
    const insert = await rest('funcionarios', {
      method: 'POST',
      body: JSON.stringify({ nome: intruso, cpf: novoCpf(), telefone: '48999990000', email: 'x@exemplo.com', cargo: 'Gerente', salario: 1, data_admissao: '2026-01-01' }),
    });
    expect(insert.status).toBe(403);
    expect(await funcionariosNamed(intruso)).toEqual([]);
    const rpc = await rest('rpc/cadastrar_funcionario', { method: 'POST', body: JSON.stringify({ p_funcionario: { nome: intruso } }) });
    expect(((await rpc.json()) as { message: string }).message).toBe('Apenas administradores podem cadastrar funcionários');

    // Back as admin: deactivate the login on the Usuário tab.
    await signOut(page);
    await waitForPath(page, '/catalogo');
    await signInAsAdmin(page, url);
    await closeToasts(page);
    await page.goto(url(`/cadastros/funcionarios?busca=${encodeURIComponent(novo.nome)}`));
    await page.getByRole('link', { name: `Editar ${novo.nome}` }).click();
    await page.getByRole('tab', { name: 'Usuário' }).click();
    expect(await field(page, 'Email de acesso').inputValue()).toBe(novo.email);
    const ativo = page.getByRole('switch', { name: 'Acesso ativo' });
    expect(await ativo.getAttribute('aria-checked')).toBe('true');
    await ativo.click();
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expectToast(page, 'Funcionário atualizado com sucesso');
    await waitForPath(page, '/cadastros/funcionarios');
    await expect.poll(async () => (await listRows(page, 'Funcionários').allTextContents()).join()).toContain('Acesso desativado');

    // The deactivated login is refused at sign-in.
    await signOut(page);
    await waitForPath(page, '/catalogo');
    await page.goto(url('/dashboard'));
    const dialog = signInDialog(page);
    await dialog.waitFor({ state: 'visible', timeout: 30_000 });
    await dialog.getByLabel(/e-?mail/i).fill(novo.email);
    await dialog.getByLabel(/^senha/i).fill(PASSWORD);
    await dialog.getByRole('button', { name: /^Entrar$/ }).click();
    await expect.poll(() => page.locator('[data-sonner-toast]').filter({ hasText: /desativad/i }).count()).toBeGreaterThan(0);
    expect(await dialog.isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect(await page.getByRole('heading', { name: 'Dashboard' }).count()).toBe(0);
  });

  it('on a laptop, the delete asks with the name (Cancelar keeps, Excluir removes); an e-mail already registered gives "Erro ao criar usuário: ..." and writes no employee', async () => {
    const { page, url } = await newPage({ width: LAPTOP_WIDTH });
    const tag = Date.now().toString(36);
    const apagar = `Tereza Quintino ${tag}`;
    const id = await funcionarioPelaApi(apagar);

    await signInAsAdmin(page, url);
    await closeToasts(page);
    await page.goto(url(`/cadastros/funcionarios?busca=${encodeURIComponent(apagar)}`));
    await waitForSettled(page);
    await expect.poll(() => page.getByRole('table', { name: 'Funcionários' }).locator('tbody tr').filter({ hasText: apagar }).count()).toBe(1);
    const excluir = page.getByRole('button', { name: `Excluir ${apagar}` });
    const confirmar = page.getByRole('alertdialog', { name: 'Confirmar exclusão' });
    const pergunta = `Tem certeza que deseja excluir o funcionário ${apagar}?`;

    // Cancelar: the dialog goes, the employee stays (in the list and in the database).
    await excluir.click();
    await expect.poll(() => confirmar.getByText(pergunta, { exact: true }).isVisible()).toBe(true);
    await confirmar.getByRole('button', { name: 'Cancelar', exact: true }).click();
    await expect.poll(() => confirmar.count()).toBe(0);
    expect(await funcionariosNamed(apagar)).toEqual([{ id, auth_user_id: null }]);
    expect(await listRows(page, 'Funcionários').filter({ hasText: apagar }).count()).toBe(1);

    // Excluir: the toast, the row gone from the list and from the database.
    await excluir.click();
    await expect.poll(() => confirmar.getByText(pergunta, { exact: true }).isVisible()).toBe(true);
    await confirmar.getByRole('button', { name: 'Excluir', exact: true }).click();
    await expectToast(page, 'Funcionário excluído com sucesso');
    await expect.poll(() => page.getByText('Nenhum funcionário encontrado', { exact: true }).isVisible()).toBe(true);
    expect(await funcionariosNamed(apagar)).toEqual([]);

    const novo: Novo = { nome: `Pedro Antunes ${tag}`, cpf: novoCpf(), email: 'cliente@lojapraia.com.br' };
    await page.goto(url('/cadastros/funcionarios'));
    await waitForSettled(page);
    await fillDadosPessoais(page, novo);
    await fillUsuario(page, novo.email);
    await page.getByRole('button', { name: 'Cadastrar funcionário' }).click();
    await expectToast(page, 'Erro ao criar usuário: Este e-mail já está cadastrado');
    // Nothing written, nothing lost: still on the form with what was typed.
    expect(new URL(page.url()).pathname).toBe('/cadastros/funcionarios/novo');
    expect(await field(page, 'Senha').inputValue()).toBe(PASSWORD);
    await page.getByRole('tab', { name: 'Dados Pessoais' }).click();
    expect(await field(page, 'Nome').inputValue()).toBe(novo.nome);
    expect(await funcionariosNamed(novo.nome)).toEqual([]);
  });
});
