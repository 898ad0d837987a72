/**
 * The form kit's page (`RegisterForm`) on its own, with a cliente register declared as a remote
 * declares one: the new and the edit form, the save through the create or update hook with the
 * spec's toasts and a database error under its field, back to the list, and the read-only notice.
 * The registers' own tests check only their fields and words.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormikInput, FormikMaskedInput } from '../components/Formik';
import { dismissToast } from '../components/Toast';
import type { ApiError } from '../platform/api';
import { renderWithProviders } from '../test/renderWithProviders';
import { READ_ONLY_FORM_MESSAGES, RegisterForm, Yup, constraintName, cpf, type RowOf } from './index';

afterEach(() => {
  act(() => dismissToast());
});

const schema = Yup.object({
  nome: Yup.string().trim().required('Nome é obrigatório'),
  cpf: cpf().required('CPF é obrigatório'),
  email: Yup.string().email('Email inválido'),
});
type Values = Yup.InferType<typeof schema>;
interface Cliente {
  id: number;
  nome: string;
  cpf: string;
  email: string | null;
}

const MESSAGES = {
  newTitle: 'Novo Cliente',
  editTitle: 'Editar Cliente',
  newDescription: 'Cadastre um novo cliente da loja',
  createLabel: 'Cadastrar cliente',
  loadingLabel: 'Carregando dados do cliente',
  loadOne: 'Não foi possível carregar os dados do cliente',
  created: 'Cliente cadastrado com sucesso',
  updated: 'Cliente atualizado com sucesso',
  createFailed: 'Não foi possível cadastrar o cliente',
  updateFailed: 'Não foi possível atualizar o cliente',
  readOnly: 'Apenas administradores e funcionários podem cadastrar ou alterar clientes.',
};
const ANA: Cliente = { id: 7, nome: 'Ana Souza', cpf: '529.982.247-25', email: null };

/** A cliente register over fake hooks: `create` and `update` resolve or reject as the test says. */
function renderRegister(url: string, { canWrite = true, create = vi.fn(), update = vi.fn() } = {}) {
  const endpoints = {
    get: (id: number, { skip }: { skip: boolean }) => ({ data: skip || id !== ANA.id ? undefined : ANA, isError: !skip && id !== ANA.id, refetch: async () => undefined }),
    create: () => [(row: RowOf<Values>) => ({ unwrap: () => create(row) })] as const,
    update: () => [(args: { id: number; changes: RowOf<Values> }) => ({ unwrap: () => update(args) })] as const,
  };
  const form = (
    <RegisterForm<Values, Cliente>
      endpoints={endpoints}
      access={{ canWrite, loading: false }}
      messages={MESSAGES}
      schema={schema}
      empty={{ nome: '', cpf: '', email: '' }}
      fieldErrors={(error: ApiError) => (constraintName(error) === 'clientes_cpf_unico' ? { cpf: 'Já existe um cliente com este CPF' } : undefined)}
    >
      <FormikInput name="nome" label="Nome" required />
      <FormikMaskedInput name="cpf" label="CPF" mask="cpf" required />
      <FormikInput name="email" label="Email" type="email" />
    </RegisterForm>
  );
  const ui = (
    <Routes>
      <Route index element={<h1>Lista de clientes</h1>} />
      <Route path="novo" element={form} />
      <Route path=":id/editar" element={form} />
    </Routes>
  );
  return { ...renderWithProviders(ui, { url, path: '/clientes/*' }), create, update };
}

describe('RegisterForm: a new record', () => {
  it("saves through create, says 'Cliente cadastrado com sucesso' and goes back to the list", async () => {
    const { user, router, create } = renderRegister('/clientes/novo');
    create.mockResolvedValue({ id: 8 });
    expect(screen.getByRole('heading', { name: 'Novo Cliente' })).toBeInTheDocument();
    expect(screen.getByText('Cadastre um novo cliente da loja')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Nome/), '  Bruno Lima ');
    await user.type(screen.getByLabelText(/CPF/), '52998224725');
    await user.click(screen.getByRole('button', { name: 'Cadastrar cliente' }));

    expect(await screen.findByRole('heading', { name: 'Lista de clientes' })).toBeInTheDocument();
    expect(screen.getByText('Cliente cadastrado com sucesso')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith({ nome: 'Bruno Lima', cpf: '529.982.247-25', email: null });
    expect(router.state.location.pathname).toBe('/clientes');
  });

  it('a refused save keeps the form, toasts the failure and shows the database error under its field', async () => {
    const { user, router, create } = renderRegister('/clientes/novo');
    create.mockRejectedValue({ code: '23505', message: 'duplicate key value violates unique constraint "clientes_cpf_unico"' });
    await user.type(screen.getByLabelText(/Nome/), 'Bruno Lima');
    await user.type(screen.getByLabelText(/CPF/), '52998224725');
    await user.click(screen.getByRole('button', { name: 'Cadastrar cliente' }));

    expect(await screen.findByText('Não foi possível cadastrar o cliente')).toBeInTheDocument();
    expect(await screen.findByText('Já existe um cliente com este CPF')).toBeInTheDocument();
    expect(screen.getByLabelText(/Nome/)).toHaveValue('Bruno Lima');
    expect(router.state.location.pathname).toBe('/clientes/novo');
  });
});

describe('RegisterForm: editing', () => {
  it("shows the record under 'Editar Cliente', saves through update and says 'Cliente atualizado com sucesso'", async () => {
    const { user, update } = renderRegister('/clientes/7/editar');
    update.mockResolvedValue(ANA);
    expect(screen.getByRole('heading', { name: 'Editar Cliente' })).toBeInTheDocument();
    expect(screen.getByText('Ana Souza')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveValue('');

    await user.type(screen.getByLabelText(/Email/), 'ana@loja.test');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    expect(await screen.findByText('Cliente atualizado com sucesso')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith({ id: 7, changes: { nome: 'Ana Souza', cpf: '529.982.247-25', email: 'ana@loja.test' } });
  });

  it("a record that cannot load says 'Não foi possível carregar os dados do cliente' and returns to the list", async () => {
    const { router } = renderRegister('/clientes/99/editar');
    expect(await screen.findByText('Não foi possível carregar os dados do cliente')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/clientes'));
  });
});

describe('RegisterForm: a login that may not write', () => {
  it.each(['/clientes/novo', '/clientes/7/editar'])(`%s shows '${READ_ONLY_FORM_MESSAGES.title}' and no field`, async (url) => {
    const { user, router } = renderRegister(url, { canWrite: false });
    expect(screen.getByText('Acesso restrito')).toBeInTheDocument();
    expect(screen.getByText('Apenas administradores e funcionários podem cadastrar ou alterar clientes.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Voltar para a lista' }));
    expect(router.state.location.pathname).toBe('/clientes');
  });
});
