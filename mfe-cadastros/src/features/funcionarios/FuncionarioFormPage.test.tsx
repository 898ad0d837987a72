/**
 * The employee form without a backend: the tabs "Dados Pessoais" and "Usuário", the login e-mail
 * that follows the employee's, a refused save that opens the tab with the errors, the page a
 * non-admin gets and an edit address without a valid id. Saving for real is in
 * FuncionarioFormPage.integration.test.tsx. Mounted in the remote's routes, as the shell does.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@loja/shared-ui';
import { renderWithProviders, type TestRole, installOfflineClient } from '@loja/shared-ui/testing';
import CadastrosRoutes from '../../routes';

function renderForm(role: TestRole = 'admin', url = '/cadastros/funcionarios/novo') {
  return renderWithProviders(<CadastrosRoutes section="cadastros" />, { role, url, path: '/cadastros/*' });
}
type User = ReturnType<typeof renderForm>['user'];

const campo = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, select' });
const aba = (name: 'Dados Pessoais' | 'Usuário') => screen.getByRole('tab', { name });
const criarUsuario = () => screen.getByRole('switch', { name: 'Criar usuário para este funcionário' });

/** Every required field of the Dados Pessoais tab, valid. */
async function preencherDados(user: User) {
  await user.type(campo(/^Nome/), 'Juliana Martins');
  await user.type(campo(/^CPF/), '52998224725');
  await user.type(campo(/^Telefone/), '48991012020');
  await user.type(campo(/^Email/), 'juliana@lojapraia.com.br');
  await user.type(campo(/^Cargo/), 'Vendedora');
  await user.type(campo(/^Salário/), '2350,50');
  await user.type(campo(/^Data de admissão/), '2026-11-02');
}

let uninstall: () => void;
beforeEach(() => {
  uninstall = installOfflineClient();
});
afterEach(() => {
  act(() => dismissToast());
  uninstall();
});

// These tests type a whole employee (about 90 keys, each re-rendering the two-tab form): on a 2-core
// machine running the other test lane they have taken more than the default 15 s.
const TYPES_A_WHOLE_EMPLOYEE = { timeout: 40_000 };

describe('FuncionarioFormPage: new employee', TYPES_A_WHOLE_EMPLOYEE, () => {
  it('has the tabs "Dados Pessoais" (open) and "Usuário", where a login is optional and of type Funcionário by default', async () => {
    const { user } = renderForm();

    expect(screen.getByRole('heading', { name: 'Novo Funcionário' })).toBeInTheDocument();
    expect(aba('Dados Pessoais')).toHaveAttribute('aria-selected', 'true');
    expect(campo(/^Cargo/)).toBeInTheDocument();

    await user.click(aba('Usuário'));
    expect(aba('Usuário')).toHaveAttribute('aria-selected', 'true');
    expect(criarUsuario()).not.toBeChecked();
    expect(screen.queryByLabelText(/^Senha/)).not.toBeInTheDocument();

    await user.click(criarUsuario());
    expect(campo(/^Email de acesso/)).toHaveValue('');
    expect(campo(/^Senha/)).toHaveAttribute('type', 'password');
    expect(campo(/^Tipo de usuário/)).toHaveDisplayValue('Funcionário');
    const tipos = screen.getAllByRole('option').map((o) => o.textContent);
    expect(tipos).toEqual(expect.arrayContaining(['Administrador', 'Funcionário', 'Usuário']));
    expect(tipos).not.toContain('Cliente');
  });

  it("the login e-mail follows the employee's while it is typed, and stops once changed by hand", async () => {
    const { user } = renderForm();
    await user.type(campo(/^Email/), 'juliana@lojapraia.com.br');

    await user.click(aba('Usuário'));
    await user.click(criarUsuario());
    expect(campo(/^Email de acesso/)).toHaveValue('juliana@lojapraia.com.br');

    await user.click(aba('Dados Pessoais'));
    await user.type(campo(/^Email/), '.sc');
    await user.click(aba('Usuário'));
    expect(campo(/^Email de acesso/)).toHaveValue('juliana@lojapraia.com.br.sc');

    await user.clear(campo(/^Email de acesso/));
    await user.type(campo(/^Email de acesso/), 'ju@lojapraia.com.br');
    await user.click(aba('Dados Pessoais'));
    await user.clear(campo(/^Email/));
    await user.type(campo(/^Email/), 'juliana.martins@email.com');
    await user.click(aba('Usuário'));
    expect(campo(/^Email de acesso/)).toHaveValue('ju@lojapraia.com.br');
  });

  it("a short password, saved from the Dados Pessoais tab, opens the Usuário tab with 'Senha deve ter pelo menos 6 caracteres'", async () => {
    const { user, router } = renderForm();
    await preencherDados(user);
    await user.click(aba('Usuário'));
    await user.click(criarUsuario());
    await user.type(campo(/^Senha/), '12345');
    await user.click(aba('Dados Pessoais'));

    await user.click(screen.getByRole('button', { name: 'Cadastrar funcionário' }));

    await waitFor(() => expect(aba('Usuário')).toHaveAttribute('aria-selected', 'true'));
    expect(campo(/^Senha/)).toHaveAccessibleDescription('Senha deve ter pelo menos 6 caracteres');
    expect(campo(/^Email de acesso/)).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Não foi possível cadastrar o funcionário')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cadastros/funcionarios/novo');
  });

  it('an empty employee, saved from the Usuário tab, opens Dados Pessoais with the required messages', async () => {
    const { user } = renderForm();
    await user.click(aba('Usuário'));

    await user.click(screen.getByRole('button', { name: 'Cadastrar funcionário' }));

    await waitFor(() => expect(aba('Dados Pessoais')).toHaveAttribute('aria-selected', 'true'));
    expect(campo(/^Nome/)).toHaveAccessibleDescription('Nome é obrigatório');
    // Issue 23 §6: the focus is on the first field in error.
    await waitFor(() => expect(campo(/^Nome/)).toHaveFocus());
    expect(campo(/^Cargo/)).toHaveAccessibleDescription('Cargo é obrigatório');
    expect(campo(/^Salário/)).toHaveAccessibleDescription('Salário é obrigatório');
    expect(campo(/^Data de admissão/)).toHaveAccessibleDescription('Data de admissão é obrigatória');
    expect(campo(/^Data de nascimento/)).not.toHaveAttribute('aria-invalid');
  });
});

describe('FuncionarioFormPage: who may use it', () => {
  it.each<[TestRole, string]>([
    ['funcionario', '/cadastros/funcionarios/novo'],
    ['user', '/cadastros/funcionarios/novo'],
  ])('%s opening %s sees that only an admin may, and no form', async (role, url) => {
    renderForm(role, url);

    expect(await screen.findByText('Apenas administradores podem cadastrar ou alterar funcionários.')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cadastrar funcionário' })).not.toBeInTheDocument();
  });
});

describe('FuncionarioFormPage: errors on both tabs (issue 23 §6)', TYPES_A_WHOLE_EMPLOYEE, () => {
  it('a save from the Usuário tab with errors on both opens Dados Pessoais first and marks the Usuário tab', async () => {
    const { user } = renderForm();
    await user.click(aba('Usuário'));
    await user.click(criarUsuario());
    await user.type(campo(/^Senha/), '12345');

    await user.click(screen.getByRole('button', { name: 'Cadastrar funcionário' }));

    await waitFor(() => expect(aba('Dados Pessoais')).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() => expect(campo(/^Nome/)).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('Corrija os campos com erro na aba Usuário.');
    expect(screen.getByTestId('erros-usuario')).toBeInTheDocument();
    expect(screen.getByTestId('erros-dados')).toBeInTheDocument();
  });
});

describe('FuncionarioFormPage: an edit address without a valid id', () => {
  it.each(['/cadastros/funcionarios/editar/abc', '/cadastros/funcionarios/0/editar'])(
    "%s says 'Não foi possível carregar os dados do funcionário' and returns to the list",
    async (url) => {
      const { router } = renderForm('admin', url);

      expect(await screen.findByText('Não foi possível carregar os dados do funcionário')).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/cadastros/funcionarios'));
    },
  );
});
