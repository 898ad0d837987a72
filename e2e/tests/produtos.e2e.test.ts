// Issue 11, products end to end in Chromium as the demo admin: a product is created, refuses a 6 MB
// file and a PDF before any upload, takes a principal and a secundária image (real PNGs made here),
// gets a grade of 2 colours x 3 sizes whose stock the product total follows (every unit in the
// ledger), is priced, and shows in the storefront with both images, its colours and sizes. Deleting
// it is refused (it has movements); a product without movements is deleted with its image files.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeToasts, expectToast, field, signInAsAdmin } from '../src/backoffice.ts';
import { serviceRows } from '../src/backend.ts';
import { closePage, newPage, saveScreenshot, system, waitForPath, waitForSettled } from '../src/harness.ts';
import { solidPng } from '../src/png.ts';

const LAPTOP_WIDTH = 1366;

interface Imagem {
  tipo_imagem: string;
  url_imagem: string;
}
const imagensDo = (id: number) => serviceRows<Imagem>(`produto_imagens?select=tipo_imagem,url_imagem&produto_id=eq.${id}&order=tipo_imagem`);
const produtoNamed = async (nome: string) =>
  (await serviceRows<{ id: number; estoque_atual: number; preco_custo: number; preco_sugerido: number }>(
    `produtos?select=id,estoque_atual,preco_custo,preco_sugerido&nome=eq.${encodeURIComponent(nome)}`,
  ))[0];

/** sum(entradas) - sum(saídas) of a product's movements. */
async function ledger(id: number): Promise<number> {
  const rows = await serviceRows<{ tipo: string; quantidade: number }>(`movimentacoes_estoque?select=tipo,quantidade&produto_id=eq.${id}`);
  return rows.reduce((sum, m) => sum + (m.tipo === 'entrada' ? m.quantidade : -m.quantidade), 0);
}

/** What a browser gets for a stored image url (relative to the API, as the seed stores them). */
const imageStatus = async (url: string) => (await fetch(`${system().supabaseUrl}${url}`)).status;

const fileInput = (page: Page, slot: string) => page.getByLabel(`Arquivo da imagem ${slot}`);

async function newProduct(page: Page, url: (path: string) => string, nome: string): Promise<number> {
  await page.goto(url('/cadastros/produtos/novo'));
  await waitForSettled(page);
  await expect.poll(() => field(page, 'Nome').isEnabled()).toBe(true);
  expect(await page.getByRole('tab', { name: 'Imagens' }).isDisabled()).toBe(true);
  await field(page, 'Nome').fill(nome);
  await field(page, 'Referência').fill(`E2E-${Date.now().toString(36)}`);
  await field(page, 'Preço de venda').pressSequentially('89,90');
  await page.getByRole('button', { name: 'Salvar produto' }).click();
  await expectToast(page, 'Produto cadastrado com sucesso. Agora você pode adicionar imagens.');
  await expect.poll(() => page.getByRole('tab', { name: 'Imagens', selected: true }).count()).toBe(1);
  return (await produtoNamed(nome)).id;
}

async function upload(page: Page, slot: string, name: string, rgb: readonly [number, number, number]): Promise<void> {
  await fileInput(page, slot).setInputFiles({ name, mimeType: 'image/png', buffer: solidPng(900, 1125, rgb) });
  await expectToast(page, 'Imagem salva com sucesso');
}

async function deleteFromList(page: Page, url: (path: string) => string, nome: string): Promise<void> {
  await page.goto(url(`/cadastros/produtos?busca=${encodeURIComponent(nome)}`));
  await waitForSettled(page);
  await page.getByRole('button', { name: `Excluir ${nome}` }).first().click();
  const dialog = page.getByRole('alertdialog', { name: 'Tem certeza?' });
  await dialog.getByRole('button', { name: 'Remover' }).click();
}

describe('produtos', () => {
  it('creates, illustrates, grades and prices a product that the storefront then shows; deletes follow the ledger', async () => {
    const opened = await newPage({ width: LAPTOP_WIDTH });
    const { page, url } = opened;
    const tag = Date.now().toString(36);
    const nome = `Saída de Praia Crochê ${tag}`;

    await signInAsAdmin(page, url);
    await closeToasts(page);
    const id = await newProduct(page, url, nome);

    // Refused before any upload: a file over 5 MB and a PDF.
    await fileInput(page, 'Principal').setInputFiles({ name: 'foto-enorme.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024, 1) });
    await expectToast(page, 'O arquivo deve ter no máximo 5MB');
    await fileInput(page, 'Principal').setInputFiles({ name: 'tabela-de-medidas.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await expectToast(page, 'Por favor, selecione apenas arquivos de imagem');
    expect(await imagensDo(id)).toEqual([]);

    await upload(page, 'Principal', 'Saída Crochê Frente.png', [255, 111, 97]);
    await upload(page, 'Secundária', 'Saída Crochê Costas.png', [63, 191, 173]);
    const imagens = await imagensDo(id);
    expect(imagens.map((i) => i.tipo_imagem)).toEqual(['principal', 'secundaria']);
    for (const imagem of imagens) {
      expect(imagem.url_imagem).toMatch(new RegExp(`^/storage/v1/object/public/imagens/produto/${id}/\\d+_saida-croche-(frente|costas)\\.\\w+$`));
      expect(await imageStatus(imagem.url_imagem)).toBe(200);
    }
    await saveScreenshot(page, 'produto-imagens-1366');
    await page.getByRole('button', { name: 'Finalizar' }).click();
    await waitForPath(page, '/cadastros/produtos');

    // Grade: 2 colours x 3 sizes, then stock on two of them; the product total follows.
    await page.goto(url(`/cadastros/produtos/${id}/editar?aba=grade`));
    await waitForSettled(page);
    await page.getByRole('button', { name: 'Montar grade' }).first().click();
    const montar = page.getByRole('dialog', { name: 'Montar Grade do Produto' });
    for (const escolha of ['Preto', 'Branco', 'P', 'M', 'G']) await montar.getByRole('button', { name: escolha, exact: true }).click();
    await montar.getByRole('button', { name: 'Criar 6 grades' }).click();
    await expectToast(page, '6 grades criadas com sucesso');
    for (const [grade, estoque] of [['Preto / P', '3'], ['Branco / M', '2']] as const) {
      await page.getByRole('button', { name: `Editar grade ${grade}` }).click();
      const editar = page.getByRole('dialog', { name: 'Editar Grade' });
      await editar.getByLabel(/^Estoque\s*$/).fill(estoque);
      await editar.getByRole('button', { name: 'Salvar' }).click();
      await expectToast(page, 'Grade atualizada com sucesso');
    }
    await saveScreenshot(page, 'produto-grade-1366');
    await page.getByRole('tab', { name: 'Informações' }).click();
    await expect.poll(() => field(page, 'Estoque atual').inputValue()).toBe('5');
    expect(await produtoNamed(nome)).toMatchObject({ estoque_atual: 5 });
    expect(await ledger(id)).toBe(5);

    // Precificação: the live figures, then the saved cost and suggested price.
    await page.getByRole('tab', { name: 'Precificação' }).click();
    const precificacao = page.getByRole('form', { name: 'Precificação' });
    await precificacao.getByLabel(/^Marketing/).pressSequentially('2,00');
    await precificacao.getByLabel(/^Frete/).pressSequentially('3,00');
    await precificacao.getByLabel(/^Embalagem/).pressSequentially('1,50');
    await precificacao.getByLabel(/^Comissão/).pressSequentially('6,50');
    await precificacao.getByLabel(/^Preço de compra/).pressSequentially('31,00');
    await precificacao.getByLabel(/^Margem \(%\)/).fill('100');
    await expect.poll(() => page.getByText('R$ 88,00').count()).toBeGreaterThan(0);
    await saveScreenshot(page, 'produto-precificacao-1366');
    await precificacao.getByRole('button', { name: 'Salvar precificação' }).click();
    await expectToast(page, 'Cadastro atualizado com sucesso!');
    expect(await produtoNamed(nome)).toMatchObject({ preco_custo: 13, preco_sugerido: 88 });

    // The storefront, as a visitor: both images, the two colours and the three sizes.
    const visitor = await newPage({ width: LAPTOP_WIDTH, accountDialogSeen: true });
    await visitor.page.goto(visitor.url(`/catalogo?busca=${encodeURIComponent(nome)}`));
    await visitor.page.getByRole('button', { name: `Ver detalhes de ${nome}` }).click();
    const detalhes = visitor.page.getByRole('dialog', { name: nome });
    await expect.poll(() => detalhes.getByRole('button', { name: 'Ver imagem 2 de 2' }).count()).toBe(1);
    for (const escolha of ['Preto', 'Branco', 'P', 'M', 'G']) {
      expect(await detalhes.getByRole('button', { name: escolha, exact: true }).count(), escolha).toBe(1);
    }
    await closePage(visitor);

    // A product with movements cannot be deleted.
    await deleteFromList(page, url, nome);
    await expect.poll(() => page.getByText('Não é possível excluir', { exact: true }).count()).toBeGreaterThan(0);
    await expectToast(page, 'Este produto possui movimentações de estoque ou vendas registradas. Remova-as ou desative o produto.');
    expect(await produtoNamed(nome)).toMatchObject({ id });

    // One without movements goes, and its image files with it.
    const avulso = `Viseira Palha ${tag}`;
    const avulsoId = await newProduct(page, url, avulso);
    await upload(page, 'Principal', 'viseira.png', [200, 162, 200]);
    const [foto] = await imagensDo(avulsoId);
    expect(await imageStatus(foto.url_imagem)).toBe(200);
    await deleteFromList(page, url, avulso);
    await expectToast(page, 'Produto excluído com sucesso');
    expect(await produtoNamed(avulso)).toBeUndefined();
    expect(await imagensDo(avulsoId)).toEqual([]);
    await expect.poll(() => imageStatus(foto.url_imagem)).not.toBe(200);
    await closePage(opened);
  });
});
