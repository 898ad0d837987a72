/**
 * The cliente form without a backend: the spec's required messages, the check digits, the
 * unsaved-changes prompt and an edit address without a valid id. Saving for real (and failing for
 * real) is in ClienteFormPage.integration.test.tsx. The page is mounted inside the remote's own
 * routes, as the shell mounts them, so "back to the list" is the real list route.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders, installOfflineClient } from '@loja/shared-ui/testing';
import CadastrosRoutes from '../../routes';

function renderForm(url = '/cadastros/clientes/novo') {
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

describe('ClienteFormPage: validation (spec 001 §5)', () => {
  it('submitting an empty form shows every required message and saves nothing', async () => {
    const { user, router } = renderForm();
    expect(screen.getByRole('heading', { name: 'Novo Cliente' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cadastrar cliente' }));

    expect(await screen.findByText('Nome é obrigatório')).toBeInTheDocument();
    expect(campo(/^Nome/)).toHaveAccessibleDescription('Nome é obrigatório');
    expect(campo(/^CPF/)).toHaveAccessibleDescription('CPF é obrigatório');
    expect(campo(/^Telefone/)).toHaveAccessibleDescription('Telefone é obrigatório');
    expect(campo(/^Email/)).toHaveAccessibleDescription('Email é obrigatório');
    // optional fields stay quiet
    expect(campo(/^Cidade/)).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Não foi possível cadastrar o cliente')).not.toBeInTheDocument();
    expect(path(router)).toBe('/cadastros/clientes/novo');
  });

  it("a CPF with wrong check digits is 'CPF inválido', a bad e-mail 'Email inválido'", async () => {
    const { user } = renderForm();
    await user.type(campo(/^CPF/), '52998224724');
    expect(campo(/^CPF/)).toHaveValue('529.982.247-24');
    await user.type(campo(/^Email/), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Cadastrar cliente' }));

    await waitFor(() => expect(campo(/^CPF/)).toHaveAccessibleDescription('CPF inválido'));
    expect(campo(/^Email/)).toHaveAccessibleDescription('Email inválido');
  });
});

describe('ClienteFormPage: leaving', () => {
  it("leaving a form with changes asks 'Descartar alterações?'; staying keeps what was typed", async () => {
    const { user, router } = renderForm();
    await user.type(campo(/^Nome/), 'Ana Souza');

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByRole('alertdialog', { name: 'Descartar alterações?' })).toBeInTheDocument();
    expect(path(router)).toBe('/cadastros/clientes/novo');

    await user.click(screen.getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(campo(/^Nome/)).toHaveValue('Ana Souza');

    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    await user.click(await screen.findByRole('button', { name: 'Sair sem salvar' }));
    await waitFor(() => expect(path(router)).toBe('/cadastros/clientes'));
    expect(await screen.findByRole('heading', { name: 'Clientes' })).toBeInTheDocument();
  });

  it('an untouched form leaves at once', async () => {
    const { user, router } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));

    await waitFor(() => expect(path(router)).toBe('/cadastros/clientes'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('ClienteFormPage: an edit address without a valid id', () => {
  it.each(['/cadastros/clientes/editar/abc', '/cadastros/clientes/0/editar'])(
    "%s says 'Não foi possível carregar os dados do cliente' and returns to the list",
    async (url) => {
      const { router } = renderForm(url);

      expect(await screen.findByText('Não foi possível carregar os dados do cliente')).toBeInTheDocument();
      await waitFor(() => expect(path(router)).toBe('/cadastros/clientes'));
    },
  );
});
