// Issue 9, the Clientes and Fornecedores registers end to end, as the demo admin at phone and
// desktop widths: open the list from the /cadastros hub or the menu, create through the masks,
// accent-free and digits-only search in the URL, edit on both route shapes, deactivate and the
// status filter, a duplicate document refused with every typed value kept, and delete with its
// confirmation. Texts are spec 001 §8's, word for word.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { novoCnpj, novoCpf, soDigitos } from '@loja/local-supabase/testing/documentos';
import { PHONE, newPage, waitForPath, waitForSettled } from '../src/harness.ts';
import {
  expectToast,
  field,
  listRows,
  rowTexts,
  searchList,
  signInAsAdmin,
  typeMasked,
  waitForParam,
} from '../src/backoffice.ts';

type Width = 'phone' | 'desktop';

/** The back-office's common laptop width (the harness's desktop default is 1280). */
const LAPTOP_WIDTH = 1366;

/** One register's route, labels, texts and the values a test types into its form. */
interface Register {
  /** The list's heading and accessible name, and the hub card's title. */
  title: 'Clientes' | 'Fornecedores';
  path: string;
  newLabel: string;
  createLabel: string;
  editTitle: string;
  document: 'CPF' | 'CNPJ';
  texts: {
    created: string;
    updated: string;
    createFailed: string;
    duplicate: string;
    deleteConfirm: string;
    deleted: string;
    empty: string;
  };
}

const CLIENTES: Register = {
  title: 'Clientes',
  path: '/cadastros/clientes',
  newLabel: 'Novo Cliente',
  createLabel: 'Cadastrar cliente',
  editTitle: 'Editar Cliente',
  document: 'CPF',
  texts: {
    created: 'Cliente cadastrado com sucesso',
    updated: 'Cliente atualizado com sucesso',
    createFailed: 'Não foi possível cadastrar o cliente',
    duplicate: 'Já existe um cliente com este CPF',
    deleteConfirm: 'Tem certeza que deseja excluir este cliente?',
    deleted: 'Cliente excluído com sucesso',
    empty: 'Nenhum cliente encontrado',
  },
};

const FORNECEDORES: Register = {
  title: 'Fornecedores',
  path: '/cadastros/fornecedores',
  newLabel: 'Novo Fornecedor',
  createLabel: 'Cadastrar fornecedor',
  editTitle: 'Editar Fornecedor',
  document: 'CNPJ',
  texts: {
    created: 'Fornecedor cadastrado com sucesso',
    updated: 'Fornecedor atualizado com sucesso',
    createFailed: 'Não foi possível cadastrar o fornecedor',
    duplicate: 'Já existe um fornecedor com este CNPJ',
    deleteConfirm: 'Tem certeza que deseja excluir este fornecedor?',
    deleted: 'Fornecedor excluído com sucesso',
    empty: 'Nenhum fornecedor encontrado',
  },
};

/** What is typed into a form (digits for the masked fields) and what each field then shows. */
interface Typed {
  nome: string;
  /** Search text for the name without accents, e.g. "maria da conceicao luz d1x2". */
  nomeSemAcento: string;
  documento: string; // formatted, as shown
  dataNascimento?: string; // yyyy-MM-dd, clientes only
  telefone: { digits: string; shown: string };
  email: string;
  cep: { digits: string; shown: string };
  endereco: string;
  cidade: string;
  estado: string;
}

/** Fresh names and documents for this run and width, so reruns and the other width never collide. */
function valuesFor(register: Register, width: Width): Typed {
  const tag = `${width === 'phone' ? 'F' : 'D'}${Date.now().toString(36).toUpperCase()}`;
  if (register === CLIENTES) {
    return {
      nome: `Maria da Conceição Luz ${tag}`,
      nomeSemAcento: `maria da conceicao luz ${tag.toLowerCase()}`,
      documento: novoCpf(),
      dataNascimento: '1987-09-23',
      telefone: { digits: '48991234567', shown: '(48) 99123-4567' },
      email: `maria.${tag.toLowerCase()}@exemplo.com.br`,
      cep: { digits: '88062100', shown: '88062-100' },
      endereco: 'Rua das Rendeiras, 1200',
      cidade: 'Florianópolis',
      estado: 'SC',
    };
  }
  return {
    nome: `Confecções Maré Alta ${tag}`,
    nomeSemAcento: `confeccoes mare alta ${tag.toLowerCase()}`,
    documento: novoCnpj(),
    telefone: { digits: '4733345566', shown: '(47) 3334-5566' },
    email: `vendas.${tag.toLowerCase()}@marealta.com.br`,
    cep: { digits: '88350000', shown: '88350-000' },
    endereco: 'Avenida Primeiro de Maio, 455',
    cidade: 'Brusque',
    estado: 'SC',
  };
}

/** Fills every field of a new record, the masked ones key by key, and checks what the masks show. */
async function fillForm(page: Page, register: Register, values: Typed): Promise<void> {
  await field(page, 'Nome').fill(values.nome);
  await typeMasked(page, register.document, soDigitos(values.documento));
  expect(await field(page, register.document).inputValue()).toBe(values.documento);
  if (values.dataNascimento) await field(page, 'Data de nascimento').fill(values.dataNascimento);
  await typeMasked(page, 'Telefone', values.telefone.digits);
  expect(await field(page, 'Telefone').inputValue()).toBe(values.telefone.shown);
  await field(page, 'Email').fill(values.email);
  await typeMasked(page, 'CEP', values.cep.digits);
  expect(await field(page, 'CEP').inputValue()).toBe(values.cep.shown);
  await field(page, 'Endereço').fill(values.endereco);
  await field(page, 'Cidade').fill(values.cidade);
  await field(page, 'Estado').selectOption(values.estado);
}

/** Every field shows what was typed (after a refused save, nothing was lost). */
async function expectFormShows(page: Page, register: Register, values: Typed): Promise<void> {
  const shown = {
    nome: await field(page, 'Nome').inputValue(),
    documento: await field(page, register.document).inputValue(),
    dataNascimento: values.dataNascimento ? await field(page, 'Data de nascimento').inputValue() : undefined,
    telefone: await field(page, 'Telefone').inputValue(),
    email: await field(page, 'Email').inputValue(),
    cep: await field(page, 'CEP').inputValue(),
    endereco: await field(page, 'Endereço').inputValue(),
    cidade: await field(page, 'Cidade').inputValue(),
    estado: await field(page, 'Estado').inputValue(),
  };
  expect(shown).toEqual({
    nome: values.nome,
    documento: values.documento,
    dataNascimento: values.dataNascimento,
    telefone: values.telefone.shown,
    email: values.email,
    cep: values.cep.shown,
    endereco: values.endereco,
    cidade: values.cidade,
    estado: values.estado,
  });
}

/** Phones get cards, wider screens the table (polled: the first page may still be loading). */
async function expectListShape(page: Page, register: Register, width: Width): Promise<void> {
  const shape = async () => ({
    table: await page.getByRole('table', { name: register.title }).count(),
    cards: await page.getByRole('list', { name: register.title }).count(),
  });
  await expect.poll(shape).toEqual(width === 'desktop' ? { table: 1, cards: 0 } : { table: 0, cards: 1 });
}

/** The list shows exactly one row, and it is this record. */
async function expectOnlyRow(page: Page, register: Register, nome: string): Promise<void> {
  await expect.poll(async () => (await rowTexts(page, register.title)).map((text) => text.includes(nome))).toEqual([true]);
}

/** From the /cadastros hub (reached through the menu: top bar on desktop, bottom bar on phones), the register's card. */
async function openFromHub(page: Page, register: Register, width: Width): Promise<void> {
  const menu = width === 'desktop' ? page.getByRole('navigation', { name: 'Menu principal' }) : page.getByRole('navigation', { name: 'Atalhos' });
  await menu.getByRole('link', { name: 'Cadastros', exact: true }).click();
  await waitForPath(page, '/cadastros');
  await page.getByRole('main').getByRole('link', { name: new RegExp(`^${register.title}`) }).click();
  await waitForPath(page, register.path);
}

/**
 * From the menu: the desktop submenu opens on hover; on phones the "Menu" drawer lists the registers.
 * Relatórios has a "Fornecedores" entry too: the link is the one to this register's path.
 */
async function openFromMenu(page: Page, register: Register, width: Width): Promise<void> {
  const entry = (menu: Locator) => menu.getByRole('link', { name: register.title, exact: true }).and(page.locator(`[href="${register.path}"]`));
  if (width === 'desktop') {
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await menu.getByRole('link', { name: 'Cadastros', exact: true }).hover();
    await entry(menu).click();
  } else {
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await entry(page.getByRole('dialog', { name: 'Menu' })).click();
  }
  await waitForPath(page, register.path);
}

async function registerFlow(page: Page, url: (path: string) => string, register: Register, width: Width): Promise<void> {
  const values = valuesFor(register, width);
  await page.getByRole('heading', { name: register.title, exact: true }).waitFor();
  await expectListShape(page, register, width);

  // 1. New record through the masks; saved, back on the list with the new row first.
  await page.getByRole('button', { name: register.newLabel }).click();
  await waitForPath(page, `${register.path}/novo`);
  await fillForm(page, register, values);
  await page.getByRole('button', { name: register.createLabel }).click();
  await expectToast(page, register.texts.created);
  await waitForPath(page, register.path);
  await expect.poll(async () => (await listRows(page, register.title).first().textContent()) ?? '').toContain(values.nome);
  await expectListShape(page, register, width);

  // 2. Accent-free search by name, and by the document's digits alone; the URL carries ?busca=.
  await searchList(page, values.nomeSemAcento);
  await expectOnlyRow(page, register, values.nome);
  await searchList(page, soDigitos(values.documento));
  await expectOnlyRow(page, register, values.nome);

  // 3. The row's edit button (editar/:id): the record loads, a new phone is saved.
  const edit = page.getByRole('link', { name: `Editar ${values.nome}` });
  const id = /\/editar\/(\d+)$/.exec((await edit.getAttribute('href')) ?? '')?.[1];
  expect(id, 'o botão de editar leva a editar/:id').toBeDefined();
  await edit.click();
  await waitForPath(page, `${register.path}/editar/${id}`);
  await expect.poll(() => field(page, 'Nome').inputValue()).toBe(values.nome);
  expect(await field(page, register.document).inputValue()).toBe(values.documento);
  const novoTelefone = { digits: '48988776655', shown: '(48) 98877-6655' };
  await typeMasked(page, 'Telefone', novoTelefone.digits);
  expect(await field(page, 'Telefone').inputValue()).toBe(novoTelefone.shown);
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expectToast(page, register.texts.updated);
  await waitForPath(page, register.path);

  // 4. The other edit shape typed in the address bar (:id/editar): it shows the new phone; deactivate.
  await page.goto(url(`${register.path}/${id}/editar`));
  await waitForSettled(page);
  await page.getByRole('heading', { name: register.editTitle }).waitFor();
  await expect.poll(() => field(page, 'Telefone').inputValue()).toBe(novoTelefone.shown);
  const status = page.getByRole('switch', { name: 'Status' });
  expect(await status.getAttribute('aria-checked')).toBe('true');
  await status.click();
  await expect.poll(() => status.getAttribute('aria-checked')).toBe('false');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expectToast(page, register.texts.updated);
  await waitForPath(page, register.path);

  // The status filter: "Inativos" shows it (with the new phone), "Ativos" does not.
  await searchList(page, values.nomeSemAcento);
  await expectOnlyRow(page, register, values.nome);
  const statusFilter = page.getByRole('combobox', { name: 'Status' });
  await statusFilter.selectOption({ label: 'Inativos' });
  await waitForParam(page, 'status', 'inativo');
  await expectOnlyRow(page, register, values.nome);
  const [row] = await rowTexts(page, register.title);
  expect(row).toContain('Inativo');
  expect(row).toContain(novoTelefone.shown);
  await statusFilter.selectOption({ label: 'Ativos' });
  await waitForParam(page, 'status', 'ativo');
  await expect.poll(() => page.getByText(register.texts.empty, { exact: true }).isVisible()).toBe(true);
  expect(await listRows(page, register.title).count()).toBe(0);
  await statusFilter.selectOption({ label: 'Todos' });
  await waitForParam(page, 'status', null);
  await expectOnlyRow(page, register, values.nome);

  // 5. A new record with the same document is refused: toast, message under the field, nothing lost, no navigation.
  await page.getByRole('button', { name: register.newLabel }).click();
  await waitForPath(page, `${register.path}/novo`);
  const duplicate: Typed = { ...values, nome: `${values.nome} Filial`, email: `outro.${values.email}` };
  await fillForm(page, register, duplicate);
  await page.getByRole('button', { name: register.createLabel }).click();
  await expect.poll(() => page.getByText(register.texts.duplicate, { exact: true }).isVisible()).toBe(true);
  await expectToast(page, register.texts.createFailed);
  expect(new URL(page.url()).pathname).toBe(`${register.path}/novo`);
  expect(await field(page, register.document).getAttribute('aria-invalid')).toBe('true');
  await expectFormShows(page, register, duplicate);
  // Leaving the unsaved form asks first.
  await page.getByRole('button', { name: 'Cancelar', exact: true }).click();
  const discard = page.getByRole('alertdialog', { name: 'Descartar alterações?' });
  await discard.getByRole('button', { name: 'Sair sem salvar' }).click();
  await waitForPath(page, register.path);

  // 6. Delete with its confirmation; a search for it then finds nothing.
  await searchList(page, values.nomeSemAcento);
  await expectOnlyRow(page, register, values.nome);
  await page.getByRole('button', { name: `Excluir ${values.nome}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirmar exclusão' });
  await expect.poll(() => confirm.getByText(register.texts.deleteConfirm, { exact: true }).isVisible()).toBe(true);
  await confirm.getByRole('button', { name: 'Excluir', exact: true }).click();
  await expectToast(page, register.texts.deleted);
  await expect.poll(() => confirm.isVisible()).toBe(false);
  await searchList(page, soDigitos(values.documento));
  await expect.poll(() => page.getByText(register.texts.empty, { exact: true }).isVisible()).toBe(true);
  expect(await listRows(page, register.title).count()).toBe(0);
}

describe.each([
  ['phone', PHONE.width],
  ['desktop', LAPTOP_WIDTH],
] as const)('Clientes and Fornecedores at %s width', (width, pixels) => {
  it(
    'create, search, edit on both routes, deactivate, refuse a duplicate document and delete, for a cliente and a fornecedor',
    async () => {
      const { page, url } = await newPage({ width: pixels });
      await signInAsAdmin(page, url);

      await openFromHub(page, CLIENTES, width);
      await registerFlow(page, url, CLIENTES, width);

      await openFromMenu(page, FORNECEDORES, width);
      await registerFlow(page, url, FORNECEDORES, width);
    },
    180_000,
  );
});
