// Issue 11, products end to end in Chromium as the demo admin, on a phone (390 px: the editor's tabs,
// the dialogs and the list's cards at that width; issue 23 §5): a product is created with a
// category made in "Nova Categoria" (a duplicate name refused in the dialog), refuses a 6 MB file
// and a PDF before any upload, takes a principal and a secundária image (real PNGs made here), gets
// a custom colour made from an "R, G, B" paste (the five default colours offer no delete) and a
// grade of that colour and Preto x 3 sizes whose stock the product total follows (every unit in the
// ledger), is priced, and shows in the storefront with both images, its colours and sizes. Deleting
// it is refused (it has movements); a product without movements is deleted with its image files.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeToasts, expectToast, field, listRows, signInAsAdmin } from '../src/backoffice.ts';
import { serviceRows } from '../src/backend.ts';
import { PHONE, closePage, newPage, system, waitForPath, waitForSettled } from '../src/harness.ts';
import { solidPng } from '../src/png.ts';

interface Imagem {
  tipo_imagem: string;
  url_imagem: string;
}
const imagensDo = (id: number) => serviceRows<Imagem>(`produto_imagens?select=tipo_imagem,url_imagem&produto_id=eq.${id}&order=tipo_imagem`);
const produtoNamed = async (nome: string) =>
  (await serviceRows<{ id: number; estoque_atual: number; preco_custo: number; preco_sugerido: number; categoria_id: number | null }>(
    `produtos?select=id,estoque_atual,preco_custo,preco_sugerido,categoria_id&nome=eq.${encodeURIComponent(nome)}`,
  ))[0];
const categoriasNamed = (nome: string) => serviceRows<{ id: number; descricao: string | null }>(`categorias?select=id,descricao&nome=eq.${encodeURIComponent(nome)}`);
const coresNamed = (nome: string) => serviceRows<{ rgb_hex: string }>(`cores_personalizadas?select=rgb_hex&nome=eq.${encodeURIComponent(nome)}`);

/** sum(entradas) - sum(saídas) of a product's movements. */
async function ledger(id: number): Promise<number> {
  const rows = await serviceRows<{ tipo: string; quantidade: number }>(`movimentacoes_estoque?select=tipo,quantidade&produto_id=eq.${id}`);
  return rows.reduce((sum, m) => sum + (m.tipo === 'entrada' ? m.quantidade : -m.quantidade), 0);
}

/** What a browser gets for a stored image url (relative to the API, as the seed stores them). */
const imageStatus = async (url: string) => (await fetch(`${system().supabaseUrl}${url}`)).status;

const fileInput = (page: Page, slot: string) => page.getByLabel(`Arquivo da imagem ${slot}`);

/**
 * "Nova Categoria" on the product form (spec 001 §2): the category is created and chosen on the
 * product; the same name again is refused in the dialog, and Esc gives focus back to its opener.
 */
async function novaCategoria(page: Page, nome: string): Promise<void> {
  const abrir = page.getByRole('button', { name: 'Nova Categoria' });
  const dialog = page.getByRole('dialog', { name: 'Nova Categoria' });
  await abrir.click();
  await dialog.getByLabel(/^Nome/).fill(nome);
  await dialog.getByLabel(/^Descrição/).fill('Saídas, kimonos e vestidos leves');
  await dialog.getByRole('button', { name: 'Criar categoria' }).click();
  await expectToast(page, 'Categoria criada com sucesso');
  await expect.poll(() => dialog.count()).toBe(0);
  const [criada] = await categoriasNamed(nome);
  expect(criada).toEqual({ id: expect.any(Number), descricao: 'Saídas, kimonos e vestidos leves' });
  await expect.poll(() => field(page, 'Categoria').inputValue()).toBe(String(criada.id));
  expect(await field(page, 'Categoria').locator('option:checked').textContent()).toBe(nome);

  await abrir.click();
  await dialog.getByLabel(/^Nome/).fill(nome);
  await dialog.getByRole('button', { name: 'Criar categoria' }).click();
  await expect.poll(() => dialog.getByText('Já existe uma categoria com este nome', { exact: true }).isVisible()).toBe(true);
  await expectToast(page, 'Não foi possível criar a categoria');
  expect(await categoriasNamed(nome)).toHaveLength(1);
  await page.keyboard.press('Escape');
  await expect.poll(() => dialog.count()).toBe(0);
  await expect.poll(() => abrir.evaluate((button) => button === document.activeElement)).toBe(true);
}

async function newProduct(page: Page, url: (path: string) => string, nome: string, categoria?: string): Promise<number> {
  await page.goto(url('/cadastros/produtos/novo'));
  await waitForSettled(page);
  await expect.poll(() => field(page, 'Nome').isEnabled()).toBe(true);
  expect(await page.getByRole('tab', { name: 'Imagens' }).isDisabled()).toBe(true);
  if (categoria) await novaCategoria(page, categoria);
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
  // A phone lists the products as cards, not the table.
  await expect.poll(() => listRows(page, 'Produtos').filter({ hasText: nome }).count()).toBe(1);
  expect(await page.getByRole('table', { name: 'Produtos' }).count()).toBe(0);
  await page.getByRole('button', { name: `Excluir ${nome}` }).first().click();
  const dialog = page.getByRole('alertdialog', { name: 'Tem certeza?' });
  await dialog.getByRole('button', { name: 'Remover' }).click();
}

describe('produtos', () => {
  it('on a phone: creates with a new category, illustrates, grades in a custom colour and prices a product that the storefront then shows; deletes follow the ledger', async () => {
    const opened = await newPage({ width: PHONE.width });
    const { page, url } = opened;
    const tag = Date.now().toString(36);
    const nome = `Saída de Praia Crochê ${tag}`;
    const categoria = `Saídas ${tag}`;
    const lavanda = `Lavanda ${tag}`;

    await signInAsAdmin(page, url);
    await closeToasts(page);
    const id = await newProduct(page, url, nome, categoria);
    expect((await produtoNamed(nome)).categoria_id).toBe((await categoriasNamed(categoria))[0].id);

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
    await page.getByRole('button', { name: 'Finalizar' }).click();
    await waitForPath(page, '/cadastros/produtos');

    // A custom colour from an "R, G, B" paste; the five default colours offer no delete, a custom one does.
    await page.goto(url(`/cadastros/produtos/${id}/editar?aba=grade`));
    await waitForSettled(page);
    await page.getByRole('button', { name: 'Cores', exact: true }).click();
    const cores = page.getByRole('dialog', { name: 'Cores personalizadas' });
    const padrao = await serviceRows<{ nome: string }>('cores_personalizadas?select=nome&id=lte.5&order=id');
    expect(padrao.map((c) => c.nome)).toEqual(['Preto', 'Branco', 'Azul', 'Vermelho', 'Amarelo']);
    for (const { nome: cor } of padrao) {
      const item = cores.getByRole('list', { name: 'Cores' }).getByRole('listitem').filter({ hasText: cor });
      await expect.poll(() => item.first().textContent()).toContain('Padrão');
      expect(await cores.getByRole('button', { name: `Remover cor ${cor}`, exact: true }).count(), cor).toBe(0);
    }
    expect(await cores.getByRole('button', { name: 'Remover cor Coral', exact: true }).count()).toBe(1);
    await cores.getByLabel(/^Nome da cor/).fill(lavanda);
    await cores.getByLabel('Colar RGB').fill('200, 162, 200');
    await cores.getByRole('button', { name: 'Aplicar', exact: true }).click();
    await expectToast(page, 'Cor RGB aplicada com sucesso');
    await cores.getByRole('button', { name: 'Salvar cor' }).click();
    await expectToast(page, 'Cor salva com sucesso');
    expect(await coresNamed(lavanda)).toEqual([{ rgb_hex: '#C8A2C8' }]);
    await expect.poll(() => cores.getByRole('button', { name: `Remover cor ${lavanda}`, exact: true }).count()).toBe(1);
    await cores.getByRole('button', { name: 'Fechar', exact: true }).click();
    await expect.poll(() => cores.count()).toBe(0);

    // Grade: the new colour and Preto x 3 sizes, then stock on two of them; the product total follows.
    await page.getByRole('button', { name: 'Montar grade' }).first().click();
    const montar = page.getByRole('dialog', { name: 'Montar Grade do Produto' });
    for (const escolha of [lavanda, 'Preto', 'P', 'M', 'G']) await montar.getByRole('button', { name: escolha, exact: true }).click();
    await montar.getByRole('button', { name: 'Criar 6 grades' }).click();
    await expectToast(page, '6 grades criadas com sucesso');
    const grades = await serviceRows<{ cor: string; cor_rgb: string }>(`grades_produto?select=cor,cor_rgb&produto_id=eq.${id}&cor=eq.${encodeURIComponent(lavanda)}`);
    expect(grades).toEqual(Array.from({ length: 3 }, () => ({ cor: lavanda, cor_rgb: '#C8A2C8' })));
    for (const [grade, estoque] of [['Preto / P', '3'], [`${lavanda} / M`, '2']] as const) {
      await page.getByRole('button', { name: `Editar grade ${grade}` }).click();
      const editar = page.getByRole('dialog', { name: 'Editar Grade' });
      await editar.getByLabel(/^Estoque\s*$/).fill(estoque);
      await editar.getByRole('button', { name: 'Salvar' }).click();
      await expectToast(page, 'Grade atualizada com sucesso');
    }
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
    await precificacao.getByRole('button', { name: 'Salvar precificação' }).click();
    await expectToast(page, 'Cadastro atualizado com sucesso!');
    expect(await produtoNamed(nome)).toMatchObject({ preco_custo: 13, preco_sugerido: 88 });

    // The storefront, as a visitor: both images, the two colours and the three sizes.
    const visitor = await newPage({ width: PHONE.width, accountDialogSeen: true });
    await visitor.page.goto(visitor.url(`/catalogo?busca=${encodeURIComponent(nome)}`));
    await visitor.page.getByRole('button', { name: `Ver detalhes de ${nome}` }).click();
    const detalhes = visitor.page.getByRole('dialog', { name: nome });
    await expect.poll(() => detalhes.getByRole('button', { name: 'Ver imagem 2 de 2' }).count()).toBe(1);
    for (const escolha of ['Preto', lavanda, 'P', 'M', 'G']) {
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
