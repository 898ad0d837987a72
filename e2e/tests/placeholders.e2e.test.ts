// Issue 13, in Chromium: every entry of the back-office menus (desktop bar with hover submenus; the
// phone's slide-in menu and bottom bar) and every hub card opens a page, never the 404; the WhatsApp
// number changed in Configuração > Empresa reaches the storefront's checkout link, floating button
// and /links; a funcionario can save the company settings neither in the UI nor through the API.
import { afterAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { expectToast, field, signInAsStaff } from '../src/backoffice.ts';
import { restAs, serviceRows } from '../src/backend.ts';
import { DEMO, DESKTOP, PHONE, clientNavigate, newPage, system, waitForPath, waitForSettled } from '../src/harness.ts';
import { catalogue, waitForGrid } from '../src/storefront.ts';

const LAPTOP_WIDTH = 1366;

/** Spec 001 §2: the top menu's sections, in order, and the five of the phone's bottom bar. */
const SECTIONS = ['Dashboard', 'Cadastros', 'Estoque', 'Vendas', 'Financeiro', 'Relatórios', 'Configuração'];
const BOTTOM_BAR = ['Dashboard', 'Cadastros', 'Estoque', 'Vendas', 'Financeiro'];

/** Spec 001 §2's route table: every list, hub and page a menu leads to (forms and /links are reached from pages). */
const SPEC_PATHS = [
  '/dashboard',
  '/cadastros',
  '/cadastros/clientes',
  '/cadastros/fornecedores',
  '/cadastros/funcionarios',
  '/cadastros/produtos',
  '/estoque',
  '/estoque/produtos',
  '/estoque/movimentacao',
  '/estoque/balanco',
  '/estoque/gestor-preco',
  '/estoque/gestor-promocao',
  '/vendas',
  '/vendas/vendas',
  '/vendas/orcamento',
  '/vendas/orcamento-compra',
  '/financeiro',
  '/financeiro/contas-receber',
  '/financeiro/contas-pagar',
  '/relatorios',
  '/relatorios/clientes',
  '/relatorios/fornecedores',
  '/relatorios/ordem-fornecimento',
  '/relatorios/vendas',
  '/relatorios/financeiro',
  '/configuracao',
  '/configuracao/empresa',
  '/catalogo',
];

/** The spec's own placeholders ("the module is under development"): the only menu pages allowed to say so. */
const UNDER_DEVELOPMENT_BY_SPEC = new Set(['/estoque/balanco', '/estoque/gestor-preco', '/estoque/gestor-promocao']);

interface MenuSection {
  label: string;
  path: string;
  entries: { label: string; path: string }[];
}

/** The sections and their entries as a menu renders them (`ul > li > a` + the entry's own `ul` of links). */
function readMenu(nav: Locator): Promise<MenuSection[]> {
  return nav.evaluate((root) =>
    Array.from(root.querySelectorAll(':scope > ul > li'), (li) => {
      const top = li.querySelector(':scope > a')!;
      return {
        label: (top.textContent ?? '').trim(),
        path: top.getAttribute('href') ?? '',
        entries: Array.from(li.querySelectorAll(':scope > ul a'), (a) => ({ label: (a.textContent ?? '').trim(), path: a.getAttribute('href') ?? '' })),
      };
    }),
  );
}

/** The spec's sections and routes are all in the menu (a missing entry fails here, not silently). */
function expectSpecCoverage(menu: MenuSection[]): void {
  expect(menu.map((s) => s.label)).toEqual(SECTIONS);
  expect(coveredSpecPaths(menu)).toEqual([...SPEC_PATHS].sort());
}

/** The spec's paths the menu links to, sorted. */
function coveredSpecPaths(menu: MenuSection[]): string[] {
  const paths = menu.flatMap((s) => [s.path, ...s.entries.map((e) => e.path)]);
  return paths.filter((p) => SPEC_PATHS.includes(p)).sort();
}

/**
 * The page at `path` is a real screen: a level-1 heading that is not the 404's, no "Oops! Page not
 * found", no module error panel, and "Módulo em desenvolvimento" only where the spec has a placeholder.
 */
async function expectPage(page: Page, path: string): Promise<string> {
  await waitForPath(page, path);
  await waitForSettled(page);
  // The title of the "em desenvolvimento" page exactly (a hub's description may say it is a module in development).
  const underDevelopment = page.getByText('Módulo em desenvolvimento', { exact: true });
  // The router keeps the previous screen on show while the new route's chunk loads (a transition),
  // so the URL can already be `path` while a placeholder left behind is still there: wait it out.
  if (!UNDER_DEVELOPMENT_BY_SPEC.has(path)) await expect.poll(() => underDevelopment.count(), { message: `${path} em desenvolvimento` }).toBe(0);
  const heading = page.locator('h1').locator('visible=true').first();
  await expect.poll(() => heading.count(), { message: `${path}: título da página` }).toBe(1);
  const title = ((await heading.textContent()) ?? '').trim();
  expect(title, path).not.toBe('404');
  expect(await page.getByText('Oops! Page not found').count(), path).toBe(0);
  expect(await page.getByText('Não foi possível carregar este módulo.').count(), path).toBe(0);
  return title;
}

/** Back from a card's page to its hub, as the browser's back button does (client-side: popstate). */
async function backTo(page: Page, path: string): Promise<void> {
  await page.goBack();
  await waitForPath(page, path);
  await waitForSettled(page);
}

/** From the storefront (Configuração's "Catálogo") back into the back-office, in the same page. */
async function returnTo(page: Page, path: string): Promise<void> {
  await clientNavigate(page, path);
  await waitForSettled(page);
}

/**
 * On a section's hub: its cards are its menu entries, and each card opens its page. Returns the hub's
 * card paths. (The cards are the hub's links in the main area.)
 */
async function checkHubCards(page: Page, section: MenuSection): Promise<void> {
  const cards = page.getByRole('main').locator('a[href]').locator('visible=true');
  await expect.poll(() => cards.count(), { message: `${section.path}: cartões` }).toBeGreaterThan(0);
  const hrefs = await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs, section.path).toEqual(section.entries.map((e) => e.path));
  for (const href of hrefs) {
    await page.getByRole('main').locator(`a[href="${href}"]`).locator('visible=true').click();
    await expectPage(page, href);
    await backTo(page, section.path);
  }
}

describe.each([
  ['desktop', LAPTOP_WIDTH],
  ['phone', PHONE.width],
] as const)('back-office menus at %s width', (label, width) => {
  it('every menu, submenu, bottom-bar entry and hub card opens a page, never the 404', async () => {
    const { page, url } = await newPage({ width });
    await signInAsStaff(page, url, 'admin');
    const visited = new Set<string>();

    if (label === 'desktop') {
      const nav = page.getByRole('navigation', { name: 'Menu principal' });
      // The submenus come from each remote's ./navigation, loaded after the sign-in: wait for all of them.
      await expect.poll(async () => coveredSpecPaths(await readMenu(nav))).toEqual([...SPEC_PATHS].sort());
      const menu = await readMenu(nav);
      expectSpecCoverage(menu);
      for (const section of menu) {
        const top = nav.locator(`:scope > ul > li > a[href="${section.path}"]`);
        await top.click();
        await expectPage(page, section.path);
        visited.add(section.path);
        if (section.entries.length > 0) await checkHubCards(page, section);
        for (const entry of section.entries) {
          // The submenu opens on hover, under its section.
          await top.hover();
          const link = nav.locator(`a[href="${entry.path}"]`);
          await expect.poll(() => link.isVisible(), { message: `submenu ${section.label} > ${entry.label}` }).toBe(true);
          await link.click();
          await expectPage(page, entry.path);
          visited.add(entry.path);
          if (!entry.path.startsWith(section.path)) await returnTo(page, section.path);
        }
      }
    } else {
      const sheetNav = page.getByRole('navigation', { name: 'Menu', exact: true });
      const openMenu = async () => {
        await page.getByRole('button', { name: 'Abrir menu' }).click();
        await sheetNav.waitFor({ state: 'visible' });
      };
      await openMenu();
      // Each remote's entries arrive with its manifest: wait for all of them, as on a wide screen.
      await expect.poll(async () => coveredSpecPaths(await readMenu(sheetNav))).toEqual([...SPEC_PATHS].sort());
      const menu = await readMenu(sheetNav);
      await page.keyboard.press('Escape');
      await sheetNav.waitFor({ state: 'hidden' });
      expectSpecCoverage(menu);

      // The bottom bar: the five shortcuts of the spec, each to its section.
      const bar = page.getByRole('navigation', { name: 'Atalhos' });
      const shortcuts = bar.getByRole('link');
      expect(await shortcuts.evaluateAll((links) => links.map((a) => a.getAttribute('aria-label')))).toEqual(BOTTOM_BAR);
      for (const name of BOTTOM_BAR) {
        const section = menu.find((s) => s.label === name)!;
        await bar.getByRole('link', { name, exact: true }).click();
        await expectPage(page, section.path);
      }

      // The slide-in menu: each section (then its hub's cards) and each of its entries.
      for (const section of menu) {
        for (const target of [section, ...section.entries]) {
          await openMenu();
          await sheetNav.locator(`a[href="${target.path}"]`).click();
          await sheetNav.waitFor({ state: 'hidden' });
          await expectPage(page, target.path);
          visited.add(target.path);
          if (target === section && section.entries.length > 0) await checkHubCards(page, section);
          if (!target.path.startsWith(section.path)) await returnTo(page, section.path);
        }
      }
    }
    expect([...visited].filter((p) => SPEC_PATHS.includes(p)).sort()).toEqual([...SPEC_PATHS].sort());
  });
});

interface EmpresaRow {
  nome: string;
  whatsapp: string;
  cnpj: string | null;
  endereco: string | null;
  telefone: string | null;
  email: string | null;
  website: string | null;
  instagram: string | null;
  updated_at: string;
}

const EMPRESA_COLUMNS = 'nome,whatsapp,cnpj,endereco,telefone,email,website,instagram,updated_at';
const empresaNoBanco = async () => (await serviceRows<EmpresaRow>(`empresa?select=${EMPRESA_COLUMNS}&id=eq.1`))[0];

/** Writes the company row with the service key (past row-level security): the test's clean-up. */
async function restoreEmpresa(row: Partial<EmpresaRow>): Promise<void> {
  const { supabaseUrl, anonKey, serviceKey } = system();
  const { updated_at: _updatedAt, ...columns } = row;
  const res = await fetch(`${supabaseUrl}/rest/v1/empresa?id=eq.1`, {
    method: 'PATCH',
    headers: { apikey: anonKey, authorization: `Bearer ${serviceKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(columns),
  });
  if (!res.ok) throw new Error(`restaurar empresa: ${res.status} ${await res.text()}`);
}

describe('Configuração > Empresa', () => {
  let original: EmpresaRow | undefined;
  afterAll(async () => {
    if (original) await restoreEmpresa(original);
  });

  it("the admin's new WhatsApp number is the storefront's checkout link, floating button and /links", async () => {
    original = await empresaNoBanco();
    // A number no other run left behind: (48) 9NNNN-NNNN from the clock.
    const local = `489${String(Date.now()).slice(-8)}`;
    const novo = `55${local}`;
    expect(novo).not.toBe(original.whatsapp);

    const { page, url } = await newPage({ width: LAPTOP_WIDTH });
    await signInAsStaff(page, url, 'admin');
    await clientNavigate(page, '/configuracao/empresa');
    const whatsapp = field(page, 'WhatsApp da loja (checkout e contato)');
    // The field shows the stored 55DDNNNNNNNNN as its hint asks, "(48) 99999-0000" (issue 23 §6).
    const shown = (digits: string) => `(${digits.slice(2, 4)}) ${digits.slice(4, 9)}-${digits.slice(9)}`;
    await expect.poll(() => whatsapp.inputValue()).toBe(shown(original.whatsapp ?? ''));
    // Typed as a person writes it: "(48) 9xxxx-xxxx"; it stays so, and is stored as 55 + the digits.
    await whatsapp.fill('');
    await whatsapp.pressSequentially(shown(novo));
    await whatsapp.press('Tab');
    await expect.poll(() => whatsapp.inputValue()).toBe(shown(novo));
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expectToast(page, 'Dados da empresa salvos com sucesso');
    expect((await empresaNoBanco()).whatsapp).toBe(novo);

    // The storefront in the same tab (client-side, as the menu's Catálogo goes): floating button first.
    await clientNavigate(page, '/catalogo');
    await waitForGrid(page);
    // Read by its landmark, not its role: at desktop widths the button steps aside (hidden) while the
    // banners' next arrow is under it on the first screen (issue 25 §4).
    const floating = page.getByRole('complementary', { name: 'Atendimento' }).locator('a[aria-label="Fale conosco pelo WhatsApp"]');
    await expect.poll(() => floating.getAttribute('href')).toMatch(new RegExp(`^https://wa\\.me/${novo}\\?text=`));

    // A product in the bag, then Finalizar Compra opens wa.me/<new number> (answered locally: no internet here).
    const produtos = await catalogue();
    const semGrade = produtos.find((p) => p.grades.length === 0 && p.estoque_atual > 0);
    const comGrade = produtos.find((p) => p.grades.some((g) => g.estoque_atual > 0));
    const produto = semGrade ?? comGrade!;
    const busca = page.getByRole('searchbox', { name: 'Buscar produtos' }).locator('visible=true');
    await busca.fill(produto.nome);
    await busca.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('busca')).toBe(produto.nome);
    await waitForGrid(page);
    const card = page.getByRole('article', { name: produto.nome });
    if (!semGrade) {
      const grade = produto.grades.find((g) => g.estoque_atual > 0)!;
      await card.getByRole('button', { name: grade.cor, exact: true }).click();
      await card.getByRole('button', { name: grade.tamanho.toLowerCase() === 'unico' ? 'UNC' : grade.tamanho, exact: true }).click();
    }
    await card.getByRole('button', { name: 'Adicionar à sacola' }).click();
    const bag = page.getByRole('button', { name: 'Abrir sacola (1 item)' });
    await expect.poll(() => bag.isVisible()).toBe(true);
    await page.context().route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'WhatsApp' }));
    await bag.click();
    const sheet = page.getByRole('dialog', { name: 'MINHA SACOLA' });
    const [popup] = await Promise.all([page.context().waitForEvent('page'), sheet.getByRole('button', { name: 'Finalizar Compra' }).click()]);
    await expect.poll(() => popup.url()).not.toBe('about:blank');
    expect(popup.url()).toMatch(new RegExp(`^https://wa\\.me/${novo}\\?text=`));
    expect(decodeURIComponent(new URL(popup.url()).searchParams.get('text') ?? '')).toContain(produto.nome);
    await popup.close();

    // /links, for a visitor in a fresh browser context: read from the database, not this tab's cache.
    const visitor = await newPage({ width: PHONE.width });
    await visitor.page.goto(visitor.url('/links'));
    const cta = visitor.page.getByRole('link', { name: 'Fale conosco no WhatsApp' });
    await expect.poll(() => cta.getAttribute('href')).toMatch(new RegExp(`^https://wa\\.me/${novo}\\?text=`));
  });

  it('a funcionario sees the settings read-only, and the API changes no row for them', async () => {
    const antes = await empresaNoBanco();
    const { page, url } = await newPage({ width: DESKTOP.width });
    await signInAsStaff(page, url, 'funcionario');
    await clientNavigate(page, '/configuracao/empresa');
    await expect.poll(() => page.getByText('Somente administradores podem alterar estes dados.').isVisible()).toBe(true);
    const nome = field(page, 'Nome da empresa');
    expect(await nome.inputValue()).toBe(antes.nome);
    expect(await nome.isDisabled()).toBe(true);
    expect(await field(page, 'WhatsApp da loja (checkout e contato)').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Salvar' }).count()).toBe(0);

    // Straight to PostgREST with the funcionario's token: row-level security leaves no row to update.
    const funcionario = await restAs(DEMO.funcionario.email, DEMO.funcionario.password);
    const resposta = await funcionario('empresa?id=eq.1', {
      method: 'PATCH',
      body: JSON.stringify({ nome: 'Loja Tomada', whatsapp: '5511999990000' }),
    });
    const corpo = await resposta.text();
    expect({ status: resposta.status, corpo }).toEqual({ status: 200, corpo: '[]' });
    expect(await empresaNoBanco()).toEqual(antes);
    // Reading is still allowed: the same token sees the row, unchanged.
    const leitura = await funcionario('empresa?select=nome,whatsapp&id=eq.1');
    expect(await leitura.json()).toEqual([{ nome: antes.nome, whatsapp: antes.whatsapp }]);
  });
});
