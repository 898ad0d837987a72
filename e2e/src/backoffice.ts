// What the back-office register tests share: the signed-in admin page, the form fields by label,
// the toasts (sonner), and the register list's rows, a table on wide screens or cards on phones.
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEMO, signInThroughApi, waitForPath, waitForSettled } from './harness.ts';

/**
 * A demo staff login, signed in through the auth API (signing in is not what these tests are about;
 * the sign-in dialog has its own tests), then /dashboard opened and settled.
 */
export async function signInAsStaff(page: Page, url: (path: string) => string, login: 'admin' | 'funcionario'): Promise<void> {
  await signInThroughApi(page, url, DEMO[login].email, DEMO[login].password);
  await page.goto(url('/dashboard'));
  await waitForPath(page, '/dashboard');
  await waitForSettled(page);
  await expect.poll(() => page.getByRole('dialog', { name: 'Acesse sua conta' }).count()).toBe(0);
}

/** The demo admin, signed in on /dashboard. */
export const signInAsAdmin = (page: Page, url: (path: string) => string): Promise<void> => signInAsStaff(page, url, 'admin');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A form control by its label ("Nome", "CPF", "Estado", ...), exactly, with or without the required
 * field's "*" (hidden from screen readers, but part of the label's text that getByLabel matches).
 */
export const field = (page: Page, label: string): Locator => page.getByLabel(new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`));

/**
 * Empties a masked field and types into it key by key, as a person does (the mask formats as it goes).
 * Emptied with select-all and Backspace: Playwright's clear() selects programmatically, which the
 * mask (react-imask) does not see, so it deletes one character instead of the whole value.
 */
export async function typeMasked(page: Page, label: string, digits: string): Promise<void> {
  const input = field(page, label);
  await input.click();
  await input.press('ControlOrMeta+A');
  await input.press('Backspace');
  await input.pressSequentially(digits);
}

/** Sonner's toasts; one being closed keeps its element (data-removed) while it fades out. */
const toasts = (page: Page) => page.locator('[data-sonner-toast]');

/**
 * Waits for a toast with `text`, then closes it and waits until it is gone, so a later toast with
 * the same text is a new one and no toast covers the buttons at the foot of the screen.
 */
export async function expectToast(page: Page, text: string): Promise<void> {
  const toast = toasts(page).filter({ hasText: text });
  const showing = toast.and(page.locator(':not([data-removed="true"])'));
  await expect.poll(() => showing.count()).toBeGreaterThan(0);
  // Closing is housekeeping, not the behaviour under test: the click event is dispatched on the
  // button found by its attribute. A real click waited up to 5 s per toast for a stack that re-lays
  // itself out (bottom-left since issue 14) to be "stable", and a Radix dialog still closing keeps
  // aria-hidden on the toaster, which role queries skip (CI: estoque e2e). If the toast timed out
  // meanwhile it is already leaving, which is what the click was for.
  await showing
    .first()
    .locator('button[aria-label="Fechar notificação"]')
    .dispatchEvent('click', undefined, { timeout: 5_000 })
    .catch(async (error: unknown) => {
      if ((await showing.count()) > 0) throw error;
    });
  await expect.poll(() => toast.count()).toBe(0);
}

/** Closes every toast on screen (e.g. "Login realizado com sucesso!") and waits until they are gone. */
export async function closeToasts(page: Page): Promise<void> {
  const showing = toasts(page).and(page.locator(':not([data-removed="true"])'));
  // Dispatched, not clicked: see expectToast (a real click waits for the toast stack to be stable).
  while ((await showing.count()) > 0) {
    await showing
      .first()
      .locator('button[aria-label="Fechar notificação"]')
      .dispatchEvent('click', undefined, { timeout: 5_000 })
      .catch(() => undefined);
  }
  await expect.poll(() => toasts(page).count()).toBe(0);
}

/**
 * The rows of a register list named `label` ("Clientes"): the table's body rows on wide screens,
 * the cards (list items) on phones.
 */
export const listRows = (page: Page, label: string): Locator =>
  page
    .getByRole('table', { name: label })
    .locator('tbody tr')
    .or(page.getByRole('list', { name: label }).getByRole('listitem'));

/**
 * On a phone's card (DataTable's cards: the first column is the title, the others dt/dd pairs), the
 * value of the column `header` ("Estoque", "Grades").
 */
export const cardField = (card: Locator, header: string): Locator =>
  card.locator('dt').filter({ hasText: new RegExp(`^${escapeRegExp(header)}$`) }).locator('xpath=following-sibling::dd[1]');

/** The text of each row (a card's title, details and badge, or a table row's cells). */
export const rowTexts = (page: Page, label: string): Promise<string[]> => listRows(page, label).allTextContents();

/** Types a search into a list's box and commits it with Enter; waits for `?busca=` to carry it. */
export async function searchList(page: Page, text: string): Promise<void> {
  const box = page.getByRole('searchbox', { name: 'Buscar' });
  await box.fill(text);
  await box.press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('busca')).toBe(text);
}

/** Waits for a URL query parameter to be `value` (null: absent). */
export async function waitForParam(page: Page, param: string, value: string | null): Promise<void> {
  await expect.poll(() => new URL(page.url()).searchParams.get(param)).toBe(value);
}

/** Sign-out from the back-office header: "Sair" directly, or inside the user menu. */
export async function signOut(page: Page): Promise<void> {
  const direct = page.getByRole('button', { name: 'Sair' }).or(page.getByRole('menuitem', { name: 'Sair' }));
  if (!(await direct.first().isVisible())) {
    await page.getByRole('button', { name: /conta|usu[aá]rio|perfil|admin/i }).first().click();
  }
  await direct.first().click();
}
