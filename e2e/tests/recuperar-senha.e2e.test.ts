// Issue 10, "Esqueci minha senha" end to end: from the sign-in dialog's link, through the recovery
// e-mail in the local mailbox, back to the page with "Nova senha", to a new password that signs in.
// A fresh customer account (signed up and confirmed through the API), so the demo logins keep theirs.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { authRequest, passwordGrant } from '../src/backend.ts';
import { newPage, signIn, signInDialog, system, waitForPath } from '../src/harness.ts';

interface MailMessage {
  subject: string;
  link?: string;
}

async function mailTo(email: string): Promise<MailMessage[]> {
  const res = await fetch(`${system().supabaseUrl}/mailbox/api/messages?to=${encodeURIComponent(email)}`);
  return (await res.json()) as MailMessage[];
}

/** The link of the newest message with this subject, once it has arrived. */
async function linkOf(email: string, subject: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      link = (await mailTo(email)).filter((m) => m.subject === subject).at(-1)?.link;
      return Boolean(link);
    })
    .toBe(true);
  return link!;
}

/** A confirmed customer account of this run: signed up as the storefront does, confirmed by its e-mail link. */
async function newCustomer(password: string): Promise<string> {
  const email = `recupera.${Date.now()}@exemplo.com.br`;
  const signUp = await authRequest('/signup', { email, password, data: { nome: 'Clara Recupera', telefone: '(48) 99911-2233' } });
  expect(signUp.status).toBe(200);
  const confirm = await fetch(await linkOf(email, 'Confirme seu cadastro'), { redirect: 'manual' });
  expect(confirm.status).toBe(303);
  return email;
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

describe('Esqueci minha senha', () => {
  it('from the dialog, through the mailbox, to a new password that signs in', async () => {
    const oldPassword = 'antiga123';
    const newPassword = 'nova-senha-456';
    const email = await newCustomer(oldPassword);
    const { page, url } = await newPage();
    await page.goto(url('/catalogo'));

    // The visitor's dialog opens by itself on the storefront; the header's Login opens it too.
    const dialog = signInDialog(page);
    await expect
      .poll(async () => (await dialog.isVisible()) || (await page.getByRole('button', { name: 'Login' }).isVisible()), { timeout: 30_000 })
      .toBe(true);
    if (!(await dialog.isVisible())) {
      // The dialog may still open by itself and cover the button (as in harness.signIn): then no click is needed.
      await page.getByRole('button', { name: 'Login' }).click({ timeout: 5_000 }).catch(() => undefined);
    }
    await dialog.waitFor({ state: 'visible', timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Esqueci minha senha' }).click();
    await dialog.getByLabel(/^E-mail/).fill(email);
    await dialog.getByRole('button', { name: 'Enviar link' }).click();
    await expect.poll(() => toast(page, 'Verifique seu e-mail').isVisible()).toBe(true);
    // Back on the Login form.
    await dialog.getByRole('button', { name: 'Entrar' }).waitFor({ state: 'visible' });

    // The e-mail's link leads back to the page the request came from, where "Nova senha" opens.
    const link = await linkOf(email, 'Redefinir senha');
    expect(new URL(link).searchParams.get('redirect_to')).toBe(url('/catalogo'));
    await page.goto(link);
    await waitForPath(page, '/catalogo');
    const novaSenha = page.getByRole('dialog', { name: 'Nova senha' });
    await novaSenha.waitFor({ state: 'visible', timeout: 20_000 });

    // The sign-up's rules: at least 6 characters, and the confirmation must match.
    await novaSenha.getByLabel(/^Nova senha/).fill('123');
    await novaSenha.getByLabel(/^Confirmar nova senha/).fill('456');
    await novaSenha.getByRole('button', { name: 'Salvar nova senha' }).click();
    await novaSenha.getByText('A senha deve ter pelo menos 6 caracteres').waitFor({ state: 'visible' });
    await novaSenha.getByText('As senhas não coincidem').waitFor({ state: 'visible' });

    await novaSenha.getByLabel(/^Nova senha/).fill(newPassword);
    await novaSenha.getByLabel(/^Confirmar nova senha/).fill(newPassword);
    await novaSenha.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect.poll(() => toast(page, 'Senha alterada!').isVisible()).toBe(true);
    await novaSenha.waitFor({ state: 'hidden' });

    // Signed in, and a customer stays on the storefront.
    const account = page.getByRole('button', { name: 'Minha Conta' });
    await account.waitFor({ state: 'visible' });
    expect(new URL(page.url()).pathname).toBe('/catalogo');

    // Sign out, then in again with the new password; the old one no longer works.
    await account.click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await page.getByRole('button', { name: 'Login' }).waitFor({ state: 'visible' });
    await signIn(page, email, newPassword);
    await account.waitFor({ state: 'visible' });
    const old = await passwordGrant(email, oldPassword);
    expect(old.status).toBe(400);
    expect(await old.json()).toMatchObject({ code: 'invalid_credentials' });
  });
});
