// Storefront helpers for the e2e suite: the seeded catalogue read straight from the REST API (what
// the test expects, found independently of the UI), the local mailbox, and the WhatsApp message
// laid out as the storefront spec says.
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { system } from './harness.ts';

export interface SeedGrade {
  id: number;
  cor: string;
  tamanho: string;
  estoque_atual: number;
}

export interface SeedProduct {
  id: number;
  nome: string;
  preco_venda: number;
  estoque_atual: number;
  categoria_id: number;
  grades: SeedGrade[];
}

async function rest<T>(path: string): Promise<T> {
  const { supabaseUrl, anonKey } = system();
  const res = await fetch(`${supabaseUrl}/rest/v1/${path}`, { headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` } });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Names in Portuguese order, as the storefront sorts them (ICU pt-BR in the database, the same CLDR rules here). */
const PT_BR = new Intl.Collator('pt-BR');

/** The active catalogue in the storefront's default order (name, then id). */
export const catalogue = async () =>
  (await rest<SeedProduct[]>('catalogo_produtos?select=id,nome,preco_venda,estoque_atual,categoria_id,grades:grades_produto(id,cor,tamanho,estoque_atual)')).sort(
    (a, b) => PT_BR.compare(a.nome, b.nome) || a.id - b.id,
  );

export const company = async () => (await rest<{ whatsapp: string }[]>('empresa_publica?select=whatsapp&id=eq.1'))[0];

/**
 * A product with a grade in stock and a second one, in another colour, with at least 2 units (the
 * flow buys 1 + 2). `nth` picks another such product: a test that checks out reserves those units,
 * so its phone and desktop runs must not buy the same ones.
 */
export function productWithTwoVariants(products: SeedProduct[], nth = 0): { produto: SeedProduct; a: SeedGrade; b: SeedGrade } {
  let found = 0;
  for (const produto of products) {
    const a = produto.grades.find((g) => g.estoque_atual > 0);
    const b = produto.grades.find((g) => g.cor !== a?.cor && g.estoque_atual >= 2);
    if (a && b && found++ === nth) return { produto, a, b };
  }
  throw new Error(`o seed não tem ${nth + 1} produtos com duas cores em estoque`);
}

export async function confirmationLink(email: string): Promise<string> {
  const { supabaseUrl } = system();
  let link: string | undefined;
  await expect
    .poll(async () => {
      const res = await fetch(`${supabaseUrl}/mailbox/api/messages?to=${encodeURIComponent(email)}`);
      link = ((await res.json()) as { link?: string }[])[0]?.link;
      return Boolean(link);
    })
    .toBe(true);
  return link!;
}

export const brl = (value: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value);
export const displaySize = (size: string) => (size.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase() === 'unico' ? 'UNC' : size);

export interface ExpectedLine {
  nome: string;
  preco: number;
  quantidade: number;
  grade?: { cor: string; tamanho: string };
}

/**
 * The checkout text as spec 000 §7 lays it out (greeting; Produto n, name, Tamanho, Cor, Quantidade,
 * Subtotal; total), with the recorded order's "Pedido V-000123" after the greeting (issue 24).
 */
export function expectedMessage(lines: ExpectedLine[], codigoPedido?: string): string {
  const blocks = lines.map((l, i) =>
    [
      `*Produto ${i + 1}*`,
      l.nome,
      ...(l.grade ? [`Tamanho: ${displaySize(l.grade.tamanho)}`, `Cor: ${l.grade.cor}`] : []),
      `Quantidade: ${l.quantidade}`,
      `Subtotal: ${brl(l.preco * l.quantidade)}`,
    ].join('\n'),
  );
  const total = lines.reduce((sum, l) => sum + l.preco * l.quantidade, 0);
  const pedido = codigoPedido ? [`Pedido ${codigoPedido}`] : [];
  return ['Olá! Gostaria de finalizar a minha compra:', ...pedido, ...blocks, `*Total da compra: ${brl(total)}*`].join('\n\n');
}

/** The prices shown on the cards of the current grid page. */
export async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.getByTestId('produto-card').evaluateAll((cards) =>
    cards.map((card) => (card.textContent ?? '').match(/R\$\s*([\d.]+,\d{2})/)?.[1] ?? ''),
  );
  return texts.map((t) => Number(t.replace(/\./g, '').replace(',', '.')));
}

export const cardNames = (page: Page) =>
  page.getByTestId('produto-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label') ?? ''));

/** Waits until the URL's query has `param` = `value` (null: absent). */
export async function waitForParam(page: Page, param: string, value: string | null): Promise<void> {
  await expect.poll(() => new URL(page.url()).searchParams.get(param)).toBe(value);
}

/** Waits for the grid to show the results of the current URL (no stale, dimmed page). */
export async function waitForGrid(page: Page): Promise<void> {
  await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
  await expect.poll(() => page.getByText('Carregando produtos...').count()).toBe(0);
}

/** The visitor's account dialog opens by itself 1 s after load: close it (it does not come back in this visit). */
export async function dismissAutoAccountDialog(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Acesse sua conta' });
  await dialog.waitFor({ state: 'visible', timeout: 10_000 });
  await page.keyboard.press('Escape');
  await expect.poll(() => dialog.isVisible()).toBe(false);
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Whether two boxes (page.boundingBox(), viewport pixels) share any area. */
export const overlaps = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Boxes of the toasts on screen now (sonner's list items). */
export async function toastBoxes(page: Page): Promise<Box[]> {
  const boxes: Box[] = [];
  for (const toast of await page.locator('[data-sonner-toast]').all()) {
    const box = (await toast.isVisible()) ? await toast.boundingBox() : null;
    if (box) boxes.push(box);
  }
  return boxes;
}

/** A toast is on screen, and none covers any of `targets` (named for the failure message). */
export async function expectNoToastOver(page: Page, targets: Record<string, Locator>): Promise<void> {
  const toasts = await toastBoxes(page);
  expect(toasts.length, 'a toast is on screen').toBeGreaterThan(0);
  for (const [name, target] of Object.entries(targets)) {
    const box = await target.boundingBox();
    expect(box, name).not.toBeNull();
    for (const toast of toasts) expect(overlaps(toast, box!), `a toast covers "${name}"`).toBe(false);
  }
}
