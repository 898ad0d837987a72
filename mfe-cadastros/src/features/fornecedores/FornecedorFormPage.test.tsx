/**
 * The fornecedor form without a backend: the spec's required messages, the check digits, the
 * unsaved-changes prompt and an edit address without a valid id. Saving for real (and failing for
 * real) is in FornecedorFormPage.integration.test.tsx. The page is mounted inside the remote's own
 * routes, as the shell mounts them, so "back to the list" is the real list route.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders, installOfflineClient } from '@loja/shared-ui/testing';
import CadastrosRoutes from '../../routes';

function renderForm(url = '/cadastros/fornecedores/novo') {
  return renderWithProviders(<CadastrosRoutes section="cadastros" />, { role: 'funcionario', url, path: '/cadastros/*' });
}

const campo = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, select' });
const path = (router: ReturnType<typeof renderForm>['router']) => router.state.location.pathname;

let uninstall: () => void;
beforeEach(() => {
  // The list the form returns to asks for its page; nobody answers.
  uninstall = installOfflineClient();
});
afterEach(() => uninstall());

describe('FornecedorFormPage: validation (spec 001 §5)', () => {
  it('submitting an empty form shows every required message and saves nothing', async () => {
    const { user, router } = renderForm();
    expect(screen.getByRole('heading', { name: 'Novo Fornecedor' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cadastrar fornecedor' }));

    expect(await screen.findByText('Nome é obrigatório')).toBeInTheDocument();
    expect(campo(/^Nome/)).toHaveAccessibleDescription('Nome é obrigatório');
    expect(campo(/^CNPJ/)).toHaveAccessibleDescription('CNPJ é obrigatório');
    expect(campo(/^Telefone/)).toHaveAccessibleDescription('Telefone é obrigatório');
    expect(campo(/^Email/)).toHaveAccessibleDescription('Email é obrigatório');
    // optional fields stay quiet
    expect(campo(/^Cidade/)).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Não foi possível cadastrar o fornecedor')).not.toBeInTheDocument();
    expect(path(router)).toBe('/cadastros/fornecedores/novo');
  });

  it("a CNPJ with wrong check digits is 'CNPJ inválido', a bad e-mail 'Email inválido'", async () => {
    const { user } = renderForm();
    await user.type(campo(/^CNPJ/), '11222333000180');
    expect(campo(/^CNPJ/)).toHaveValue('11.222.333/0001-80');
    await user.type(campo(/^Email/), 'vendas@');
    await user.click(screen.getByRole('button', { name: 'Cadastrar fornecedor' }));

    await waitFor(() => expect(campo(/^CNPJ/)).toHaveAccessibleDescription('CNPJ inválido'));
    expect(campo(/^Email/)).toHaveAccessibleDescription('Email inválido');
  });
});

describe('FornecedorFormPage: leaving', () => {
  it("leaving a form with changes asks 'Descartar alterações?'; staying keeps what was typed", async () => {
    const { user, router } = renderForm();
    await user.type(campo(/^Nome/), 'Tecidos Maré');

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByRole('alertdialog', { name: 'Descartar alterações?' })).toBeInTheDocument();
    expect(path(router)).toBe('/cadastros/fornecedores/novo');

    await user.click(screen.getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(campo(/^Nome/)).toHaveValue('Tecidos Maré');

    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    await user.click(await screen.findByRole('button', { name: 'Sair sem salvar' }));
    await waitFor(() => expect(path(router)).toBe('/cadastros/fornecedores'));
    expect(await screen.findByRole('heading', { name: 'Fornecedores' })).toBeInTheDocument();
  });

  it('an untouched form leaves at once', async () => {
    const { user, router } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));

    await waitFor(() => expect(path(router)).toBe('/cadastros/fornecedores'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('FornecedorFormPage: an edit address without a valid id', () => {
  it.each(['/cadastros/fornecedores/editar/abc', '/cadastros/fornecedores/0/editar'])(
    "%s says 'Não foi possível carregar os dados do fornecedor' and returns to the list",
    async (url) => {
      const { router } = renderForm(url);

      expect(await screen.findByText('Não foi possível carregar os dados do fornecedor')).toBeInTheDocument();
      await waitFor(() => expect(path(router)).toBe('/cadastros/fornecedores'));
    },
  );
});
