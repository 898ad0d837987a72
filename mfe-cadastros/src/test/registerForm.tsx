/**
 * A register form without a backend, for the registers the form kit (`RegisterForm`) renders with
 * the spec's required fields: each register's `*FormPage.test.tsx` gives its route, its words and
 * its document field; this driver checks the spec's required messages, the check digits, the unsaved-changes
 * prompt and an edit address without a valid id the same way for each. Saving for real (and
 * failing for real) is in each register's `*FormPage.integration.test.tsx`. The page is mounted
 * inside the remote's own routes, as the shell mounts them, so "back to the list" is the real list route.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders, installOfflineClient } from '@loja/shared-ui/testing';
import type { RegisterFormMessages } from '@loja/shared-ui';
import CadastrosRoutes from '../routes';
import { DOCUMENTOS, type Documento } from './documentos';

export interface RegisterFormCase {
  recurso: 'clientes' | 'fornecedores';
  messages: RegisterFormMessages & { listTitle: string; createFailed: string };
  /** The register's document (test/documentos.ts: its label, the spec's messages, a number with wrong check digits). */
  documento: Documento;
  /** The spec's words, written out so a change of wording in messages.ts fails here. */
  words: Partial<Record<keyof RegisterFormCase['messages'], string>>;
}

/** What a person types: a name, and an e-mail without its domain. */
const nome = 'Ana Souza';
const badEmail = 'ana@';

const campo = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, select' });

export function describeRegisterForm({ recurso, messages, documento: field, words }: RegisterFormCase) {
  const documento = DOCUMENTOS[field];
  let uninstall: () => void;
  beforeEach(() => {
    // The list the form returns to asks for its page; nobody answers.
    uninstall = installOfflineClient();
  });
  afterEach(() => uninstall());

  describe(`the ${recurso} form (spec 001 §5)`, () => {
    const base = `/cadastros/${recurso}`;
    const renderForm = (url = `${base}/novo`) =>
      renderWithProviders(<CadastrosRoutes section="cadastros" />, { role: 'funcionario', url, path: '/cadastros/*' });
    const path = (router: ReturnType<typeof renderForm>['router']) => router.state.location.pathname;

    it('says what the spec says', () => {
      expect(messages).toMatchObject(words);
    });

    it(`submitting an empty '${messages.newTitle}' shows every required message and saves nothing`, async () => {
      const { user, router } = renderForm();
      expect(screen.getByRole('heading', { name: messages.newTitle })).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: messages.createLabel }));

      expect(await screen.findByText('Nome é obrigatório')).toBeInTheDocument();
      expect(campo(/^Nome/)).toHaveAccessibleDescription('Nome é obrigatório');
      expect(campo(documento.label)).toHaveAccessibleDescription(documento.required);
      expect(campo(/^Telefone/)).toHaveAccessibleDescription('Telefone é obrigatório');
      expect(campo(/^Email/)).toHaveAccessibleDescription('Email é obrigatório');
      // optional fields stay quiet
      expect(campo(/^Cidade/)).not.toHaveAttribute('aria-invalid');
      expect(screen.queryByText(messages.createFailed)).not.toBeInTheDocument();
      expect(path(router)).toBe(`${base}/novo`);
    });

    it(`wrong check digits are '${documento.invalid}', a bad e-mail 'Email inválido'`, async () => {
      const { user } = renderForm();
      await user.type(campo(documento.label), documento.typed);
      expect(campo(documento.label)).toHaveValue(documento.shown);
      await user.type(campo(/^Email/), badEmail);
      await user.click(screen.getByRole('button', { name: messages.createLabel }));

      await waitFor(() => expect(campo(documento.label)).toHaveAccessibleDescription(documento.invalid));
      expect(campo(/^Email/)).toHaveAccessibleDescription('Email inválido');
    });

    it("leaving with changes asks 'Descartar alterações?'; staying keeps what was typed; an untouched form leaves at once", async () => {
      const { user, router } = renderForm();
      await user.type(campo(/^Nome/), nome);

      await user.click(screen.getByRole('button', { name: 'Cancelar' }));
      expect(await screen.findByRole('alertdialog', { name: 'Descartar alterações?' })).toBeInTheDocument();
      expect(path(router)).toBe(`${base}/novo`);

      await user.click(screen.getByRole('button', { name: 'Continuar editando' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(campo(/^Nome/)).toHaveValue(nome);

      await user.click(screen.getByRole('button', { name: 'Voltar' }));
      await user.click(await screen.findByRole('button', { name: 'Sair sem salvar' }));
      await waitFor(() => expect(path(router)).toBe(base));
      expect(await screen.findByRole('heading', { name: messages.listTitle })).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: messages.newTitle }));
      await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(path(router)).toBe(base));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });

    it.each(['editar/abc', '0/editar'])(`%s says '${messages.loadOne}' and returns to the list`, async (rota) => {
      const { router } = renderForm(`${base}/${rota}`);

      expect(await screen.findByText(messages.loadOne)).toBeInTheDocument();
      await waitFor(() => expect(path(router)).toBe(base));
    });
  });
}
