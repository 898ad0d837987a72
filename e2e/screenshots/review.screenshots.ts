// `npm run screenshots`: the review pictures, written to e2e/.artifacts for a person to look at (not
// part of `npm test`; the sideways-scroll checks these pages had now run in every flow, through
// waitForSettled). Issue 23 §6 walks every screen at 390 (phone) and 1366 px (laptop): /catalogo and
// /dashboard; the product list, its filter sheet and every tab of the product editor; the stock
// screens; every register (list, new and edit form, each tab); the sign-in dialog, a read-only
// form and the back-office 404; the placeholders' screens; the storefront at the four widths a
// shopper uses (catalogue, a product's dialog, the bag, /links and the 404).
import { stat } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { catalogue } from '../src/storefront.ts';
import { DEMO, PHONE, clientNavigate, newPage, saveScreenshot, signInThroughApi, waitForPath, waitForSettled } from '../src/harness.ts';

/** The picture is ready: every image decoded (or failed) and no transition halfway. */
async function readyForPicture(page: Page): Promise<void> {
  // Lazy images below the fold would never load (and a full-page picture would show them blank):
  // for the picture, every image loads now.
  await page.evaluate(() => {
    for (const image of Array.from(document.images)) if (image.loading === 'lazy') image.loading = 'eager';
  });
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete), undefined, { timeout: 60_000 });
  // A sheet or dialog slides in: take the picture once it has arrived, not halfway.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
}

/** The seed's read-only staff login (usuarios.tipo 'user'; local-supabase/src/demo-logins.ts). */
const READ_ONLY = { email: 'leitura@lojapraia.com.br', password: 'leitura123' } as const;

/** The laptop width of the issue 23 walks. */
const LAPTOP = 1366;

describe.each([
  ['phone', PHONE.width],
  ['laptop', LAPTOP],
] as const)('screenshots at %s width', (label, width) => {
  it(`/catalogo (${label})`, async () => {
    // The account dialog already seen in this visit: it does not cover the picture.
    const { page, url } = await newPage({ width, accountDialogSeen: true });
    await page.goto(url('/catalogo'));
    await waitForSettled(page);
    await page.getByTestId('produto-card').first().waitFor();
    await readyForPicture(page);
    const path = await saveScreenshot(page, `catalogo-${label}`);
    expect((await stat(path)).size).toBeGreaterThan(10_000);
  });

  it(`/dashboard (${label})`, async () => {
    const { page, url } = await newPage({ width });
    await signInThroughApi(page, url, DEMO.admin.email, DEMO.admin.password);
    await page.goto(url('/dashboard'));
    await waitForPath(page, '/dashboard');
    await waitForSettled(page);
    await expect.poll(() => page.getByRole('heading', { name: 'Dashboard' }).first().isVisible()).toBe(true);
    // The charts sit below the first screen on a phone: the whole page, taken with a viewport as tall
    // as the page. A full-page capture resizes the page while it shoots, and the charts' responsive
    // boxes re-measured halfway came out blank.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width, height });
    await expect.poll(() => page.locator('main .recharts-bar-rectangle').count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator('main .recharts-cartesian-axis-tick').count()).toBeGreaterThan(0);
    await readyForPicture(page);
    const path = await saveScreenshot(page, `dashboard-${label}`);
    expect((await stat(path)).size).toBeGreaterThan(10_000);
  });

  it(`the product list and editor (${label})`, async () => {
    const { page, url } = await newPage({ width });
    await signInThroughApi(page, url, DEMO.admin.email, DEMO.admin.password);
    const pages = [
      ['produtos', '/cadastros/produtos', 'Produtos'],
      ['produto-informacoes', '/cadastros/produtos/1/editar', 'Editar Produto'],
      ['produto-imagens', '/cadastros/produtos/1/editar?aba=imagens', 'Imagens do produto'],
      ['produto-grade', '/cadastros/produtos/1/editar?aba=grade', 'Grades do produto'],
      ['produto-precificacao', '/cadastros/produtos/1/editar?aba=precificacao', 'Resumo da precificação'],
      ['produto-novo', '/cadastros/produtos/novo', 'Novo Produto'],
    ] as const;
    for (const [name, path, landmark] of pages) {
      await page.goto(url(path));
      await waitForSettled(page);
      const shown = page.getByRole('heading', { name: landmark }).or(page.getByLabel(landmark, { exact: true })).or(page.getByText(landmark, { exact: true }));
      await expect.poll(() => shown.locator('visible=true').count()).toBeGreaterThan(0);
      await readyForPicture(page);
      await saveScreenshot(page, `${name}-${label}`, { fullPage: true });
    }
    // The list's filters: a "Filtros" sheet on a phone, a row above the table on a laptop.
    await page.goto(url('/cadastros/produtos'));
    await waitForSettled(page);
    const filtros = page.getByRole('button', { name: /^Filtros/ }).locator('visible=true');
    if (await filtros.count()) {
      await filtros.click();
      await page.getByRole('dialog').waitFor();
    }
    await readyForPicture(page);
    await saveScreenshot(page, `produtos-filtros-${label}`);
    // "Nova Categoria" from the product editor.
    await page.goto(url('/cadastros/produtos/1/editar'));
    await waitForSettled(page);
    await page.getByRole('button', { name: 'Nova Categoria' }).click();
    await page.getByRole('dialog').waitFor();
    await readyForPicture(page);
    await saveScreenshot(page, `produto-nova-categoria-${label}`);
  });

  it(`the stock screens (${label})`, async () => {
    const { page, url } = await newPage({ width });
    await signInThroughApi(page, url, DEMO.funcionario.email, DEMO.funcionario.password);
    const pages = [
      ['estoque-produtos', '/estoque/produtos', 'Estoque de Produtos'],
      ['estoque-baixo', '/estoque/produtos?baixo=1', 'Estoque de Produtos'],
      ['estoque-kardex', '/estoque/produtos/1/kardex', 'Estoque final'],
      ['movimentacoes', '/estoque/movimentacao', 'Movimentação de Estoque'],
      ['movimentacao-nova', '/estoque/movimentacao/nova?produto=1&tipo=entrada', 'Produtos selecionados'],
      ['movimentacao-editar', '/estoque/movimentacao/editar/1', 'Salvar Alterações'],
    ] as const;
    for (const [name, path, landmark] of pages) {
      await page.goto(url(path));
      await waitForSettled(page);
      const shown = page
        .getByRole('heading', { name: landmark })
        .or(page.getByLabel(landmark, { exact: true }))
        .or(page.getByText(landmark, { exact: true }))
        .or(page.getByRole('button', { name: landmark }));
      await expect.poll(() => shown.locator('visible=true').count()).toBeGreaterThan(0);
      await readyForPicture(page);
      await saveScreenshot(page, `${name}-${label}`, { fullPage: true });
    }
  });
});

/** A page of the walk: its name, its path, and what shows that it has loaded (its data, not only its title). */
type WalkPage = readonly [name: string, path: string, ready?: (page: Page) => Promise<void>];

/** An edit form has loaded its record: the name field is filled. */
const nameFilled = async (page: Page) => {
  await expect.poll(() => page.getByLabel(/^Nome/).first().inputValue()).not.toBe('');
};
/** A list has its rows (or its empty state). */
const rowsShown = async (page: Page) => {
  await expect.poll(() => page.locator('main table tbody tr, main [role="row"], main li').locator('visible=true').count()).toBeGreaterThan(0);
};
/** Opens a form tab by its name. */
const openTab = (tab: string, before?: (page: Page) => Promise<void>) => async (page: Page) => {
  await before?.(page);
  await page.getByRole('tab', { name: tab }).click();
  await expect.poll(() => page.getByRole('tab', { name: tab }).getAttribute('aria-selected')).toBe('true');
};

/** Pictures of a list of pages, each reached client-side (as the menu goes) on one signed-in page. */
async function walk(page: Page, label: string, pages: readonly WalkPage[]): Promise<void> {
  for (const [name, path, ready] of pages) {
    await clientNavigate(page, path);
    await waitForSettled(page);
    const title = page.locator('main h1').locator('visible=true');
    await expect.poll(() => title.count(), { message: name }).toBeGreaterThan(0);
    await ready?.(page);
    await readyForPicture(page);
    await saveScreenshot(page, `${name}-${label}`, { fullPage: true });
  }
}

// Issue 23 §6: the registers, their forms and tabs, the read-only notice, the back-office 404 and the
// sign-in dialog at 390 and 1366 px.
describe.each([
  ['phone', PHONE.width],
  ['laptop', LAPTOP],
] as const)('registers walk at %s width', (label, width) => {
  it(`every register's list and form (${label})`, async () => {
    const { page, url } = await newPage({ width });
    await signInThroughApi(page, url, DEMO.admin.email, DEMO.admin.password);
    await page.goto(url('/cadastros'));
    await waitForSettled(page);
    await walk(page, label, [
      ['cadastros', '/cadastros'],
      ['clientes', '/cadastros/clientes', rowsShown],
      ['cliente-novo', '/cadastros/clientes/novo'],
      ['cliente-editar', '/cadastros/clientes/1/editar', nameFilled],
      ['fornecedores', '/cadastros/fornecedores', rowsShown],
      ['fornecedor-novo', '/cadastros/fornecedores/novo'],
      ['fornecedor-editar', '/cadastros/fornecedores/1/editar', nameFilled],
      ['funcionarios', '/cadastros/funcionarios', rowsShown],
      ['funcionario-novo-dados', '/cadastros/funcionarios/novo'],
      ['funcionario-novo-usuario', '/cadastros/funcionarios/novo', openTab('Usuário')],
      ['funcionario-editar-dados', '/cadastros/funcionarios/2/editar', nameFilled],
      ['funcionario-editar-usuario', '/cadastros/funcionarios/2/editar', openTab('Usuário', nameFilled)],
      ['categorias', '/cadastros/categorias', rowsShown],
      ['categoria-nova', '/cadastros/categorias/novo'],
      ['categoria-editar', '/cadastros/categorias/1/editar', nameFilled],
      ['backoffice-404-secao', '/cadastros/xyz'],
      ['backoffice-404', '/nao-existe'],
    ]);
  });

  it(`a read-only user's form and the sign-in dialog (${label})`, async () => {
    const readOnly = await newPage({ width });
    await signInThroughApi(readOnly.page, readOnly.url, READ_ONLY.email, READ_ONLY.password);
    await readOnly.page.goto(readOnly.url('/cadastros'));
    await waitForSettled(readOnly.page);
    await walk(readOnly.page, label, [
      ['cliente-novo-somente-leitura', '/cadastros/clientes/novo'],
      ['produto-editar-somente-leitura', '/cadastros/produtos/1/editar', nameFilled],
    ]);

    // Signed out, a back-office address asks staff to sign in, and "Esqueci minha senha" from there.
    const { page, url } = await newPage({ width });
    await page.goto(url('/dashboard'));
    const dialog = page.getByRole('dialog', { name: 'Acesse sua conta' });
    await dialog.waitFor();
    await readyForPicture(page);
    await saveScreenshot(page, `login-${label}`);
    await dialog.getByRole('button', { name: 'Esqueci minha senha' }).or(dialog.getByRole('link', { name: 'Esqueci minha senha' })).click();
    await readyForPicture(page);
    await saveScreenshot(page, `login-esqueci-senha-${label}`);

    // The storefront's dialog opens by itself on a first visit, with its "Cadastrar" tab.
    const shopper = await newPage({ width });
    await shopper.page.goto(shopper.url('/catalogo'));
    const shopperDialog = shopper.page.getByRole('dialog', { name: 'Acesse sua conta' });
    await shopperDialog.waitFor({ timeout: 30_000 });
    await readyForPicture(shopper.page);
    await saveScreenshot(shopper.page, `storefront-login-${label}`);
    await shopperDialog.getByRole('tab', { name: 'Cadastrar' }).click();
    await readyForPicture(shopper.page);
    await saveScreenshot(shopper.page, `storefront-login-cadastrar-${label}`);
  });
});

// Issue 13: the placeholders remote's screens (sales lists, a finance page, a report page, the company
// settings) at the phone width and at a 1366 px laptop, full page, with no sideways scroll.
describe.each([
  ['phone', PHONE.width],
  ['laptop', 1366],
] as const)('placeholders screenshots at %s width', (label, width) => {
  it(`vendas, orçamento, financeiro, relatório and empresa (${label})`, async () => {
    const { page, url } = await newPage({ width });
    // Signed in through the API: no sign-in toast covers each page's title and actions in the pictures.
    await signInThroughApi(page, url, DEMO.admin.email, DEMO.admin.password);
    await page.goto(url('/dashboard'));
    await waitForPath(page, '/dashboard');
    await waitForSettled(page);
    const pages = [
      ['vendas', '/vendas/vendas'],
      ['vendas-nova', '/vendas/vendas/nova'],
      ['vendas-caixa', '/vendas/caixa'],
      ['orcamento', '/vendas/orcamento'],
      ['orcamento-novo', '/vendas/orcamento/novo'],
      ['orcamento-compra', '/vendas/orcamento-compra'],
      ['formas-pagamento', '/configuracao/formas-pagamento'],
      ['contas-receber', '/financeiro/contas-receber'],
      ['relatorio-vendas', '/relatorios/vendas'],
      ['configuracao-empresa', '/configuracao/empresa'],
    ] as const;
    for (const [name, path] of pages) {
      // Client-side, as the menu goes: one sign-in and one load of each remote for all of them.
      await clientNavigate(page, path);
      await waitForSettled(page);
      const title = page.locator('main h1').locator('visible=true');
      await expect.poll(() => title.count(), { message: name }).toBe(1);
      expect(await title.textContent(), name).not.toBe('404');
      if (name === 'configuracao-empresa') await page.getByLabel(/^Nome da empresa/).waitFor();
      await readyForPicture(page);
      await saveScreenshot(page, `${name}-${label}`, { fullPage: true });
    }
  });
});

// Issue 14: the storefront as a shopper sees it, at 390, 768, 1024 and 1366 px.
describe.each([390, 768, 1024, 1366])('storefront screenshots at %i px', (width) => {
  it(`catalogue, product, bag, links and 404 (${width} px)`, async () => {
    const [produto] = (await catalogue()).filter((p) => p.estoque_atual > 0);
    const { page, url } = await newPage({ width });
    // A visitor with one line in the bag, and the sign-in dialog already dismissed.
    await page.addInitScript((line) => {
      window.localStorage.setItem('carrinho', JSON.stringify([line]));
      window.sessionStorage.setItem('loja:dialogo-conta-mostrado', '1');
    }, { produto: { id: produto.id, nome: produto.nome, preco_venda: produto.preco_venda, imagens: [] }, gradeSelecionada: null, quantidade: 2 });
    const shoot = async (name: string, fullPage: boolean) => {
      // Product photos load lazily: pass over the whole page once so a full-page picture shows them.
      if (fullPage) {
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
            window.scrollTo(0, y);
            await new Promise((next) => requestAnimationFrame(next));
          }
          window.scrollTo(0, 0);
        });
      }
      await readyForPicture(page);
      await saveScreenshot(page, `storefront-${name}-${width}`, { fullPage });
    };

    await page.goto(url('/catalogo'));
    await waitForSettled(page);
    await page.getByRole('heading', { name: 'Produtos', exact: true }).waitFor();
    await shoot('catalogo', true);

    await page.goto(url(`/catalogo?produto=${produto.id}`));
    // A full reload boots the shell again: on a busy 2-core machine past waitForSettled's 20 s.
    await expect.poll(() => page.getByText('Carregando...').count(), { timeout: 45_000 }).toBe(0);
    await waitForSettled(page);
    // The dialog waits for the catalogue and the product's photos: seconds on a busy 2-core machine.
    await page.getByRole('dialog', { name: produto.nome }).waitFor({ timeout: 30_000 });
    await shoot('produto', false);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /^Abrir sacola/ }).click();
    await page.getByRole('dialog', { name: 'MINHA SACOLA' }).waitFor();
    await shoot('sacola', false);

    await page.goto(url('/links'));
    await waitForSettled(page);
    await shoot('links', true);

    await page.goto(url('/nao-existe'));
    await page.getByText('Oops! Page not found').waitFor();
    await shoot('404', false);
    // Every photo of a full catalogue page at a desktop width: minutes on a busy 2-core machine.
  }, 240_000);
});
