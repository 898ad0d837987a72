import { act, screen, waitFor } from '@testing-library/react';
import { Form, Formik, useFormikContext } from 'formik';
import { Link, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormikDateInput, FormikMaskedInput, FormikMoneyInput, FormikUfSelect, FormikInput } from '../components/Formik';
import { dismissToast } from '../components/Toast';
import type { ApiError } from '../platform/api';
import { renderWithProviders } from '../test/renderWithProviders';
import {
  constraintName,
  constraintErrors,
  cpf,
  date,
  FormActions,
  FormGrid,
  FormSection,
  money,
  PG_UNIQUE_VIOLATION,
  submitForm,
  telefone,
  toFormValues,
  toRow,
  uf,
  UnsavedChangesPrompt,
  Yup,
  type RowLike,
} from './index';

afterEach(() => {
  act(() => dismissToast());
});

const schema = Yup.object({
  nome: Yup.string().trim().required('Nome é obrigatório'),
  cpf: cpf().required('CPF é obrigatório'),
  telefone: telefone(),
  estado: uf(),
  salario: money(),
  data_nascimento: date({ max: '2030-12-31' }),
});
type Values = Yup.InferType<typeof schema>;
const EMPTY = { nome: '', cpf: '', telefone: '', estado: '', salario: '', data_nascimento: '' } as const;

/** Shows Formik's values, so a test can read what the form holds. */
function ValuesProbe() {
  const { values, dirty } = useFormikContext<Values>();
  return (
    <output data-testid="valores" data-dirty={String(dirty)}>
      {JSON.stringify(values)}
    </output>
  );
}

const formValues = () => JSON.parse(screen.getByTestId('valores').textContent ?? '{}') as Record<string, unknown>;

interface ClienteFormProps {
  row?: RowLike<Values> | null;
  save: (row: ReturnType<typeof toRow<Values>>) => Promise<unknown>;
}

function ClienteForm({ row = null, save }: ClienteFormProps) {
  const navigate = useNavigate();
  return (
    <Formik<Values>
      initialValues={toFormValues<Values>(row, EMPTY)}
      validationSchema={schema}
      onSubmit={submitForm<Values>({
        save: (values) => save(toRow(values)),
        success: 'Cliente cadastrado com sucesso',
        failure: 'Não foi possível cadastrar o cliente',
        onSaved: () => navigate('/clientes'),
        fieldErrors: (error) =>
          error.code === PG_UNIQUE_VIOLATION && constraintName(error) === 'clientes_cpf_unico'
            ? { cpf: 'Já existe um cliente com este CPF' }
            : undefined,
      })}
    >
      <Form noValidate>
        <UnsavedChangesPrompt />
        <FormSection title="Dados pessoais">
          <FormGrid>
            <FormikInput name="nome" label="Nome" required />
            <FormikMaskedInput name="cpf" label="CPF" mask="cpf" required />
            <FormikMaskedInput name="telefone" label="Telefone" mask="telefone" />
            <FormikUfSelect name="estado" label="Estado" />
            <FormikMoneyInput name="salario" label="Salário" />
            <FormikDateInput name="data_nascimento" label="Data de nascimento" />
          </FormGrid>
        </FormSection>
        <FormActions onCancel={() => navigate('/clientes')} />
        <ValuesProbe />
        <Link to="/clientes">Clientes</Link>
      </Form>
    </Formik>
  );
}

function renderForm(props: ClienteFormProps) {
  return renderWithProviders(<ClienteForm {...props} />, {
    url: '/clientes/novo',
    path: '/clientes/novo',
    routes: [{ path: '/clientes', element: <h1>Lista de clientes</h1> }],
  });
}

describe('masked inputs', () => {
  it('type CPF, telefone (10 then 11 digits) and money the Brazilian way into Formik', async () => {
    const { user } = renderForm({ save: vi.fn() });
    await user.type(screen.getByLabelText(/CPF/), '52998224725');
    expect(screen.getByLabelText(/CPF/)).toHaveValue('529.982.247-25');

    const fone = screen.getByLabelText('Telefone');
    await user.type(fone, '4833330000');
    expect(fone).toHaveValue('(48) 3333-0000');
    await user.clear(fone);
    await user.type(fone, '48999990000');
    expect(fone).toHaveValue('(48) 99999-0000');

    const salario = screen.getByLabelText('Salário');
    await user.type(salario, '1234,56');
    expect(salario).toHaveValue('1.234,56');

    await user.selectOptions(screen.getByLabelText('Estado'), 'SC');
    expect(screen.getByRole('option', { name: 'Santa Catarina (SC)' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Data de nascimento'), '1990-05-20');

    await waitFor(() =>
      expect(formValues()).toMatchObject({
        cpf: '529.982.247-25',
        telefone: '(48) 99999-0000',
        salario: 1234.56,
        estado: 'SC',
        data_nascimento: '1990-05-20',
      }),
    );
  });

  it('show a loaded row formatted without marking the form dirty', async () => {
    renderForm({ row: { nome: 'Ana', cpf: '52998224725', telefone: '4833330000', salario: 1500.5, estado: null }, save: vi.fn() });
    expect(screen.getByLabelText(/CPF/)).toHaveValue('529.982.247-25');
    expect(screen.getByLabelText('Telefone')).toHaveValue('(48) 3333-0000');
    expect(screen.getByLabelText('Salário')).toHaveValue('1.500,50');
    expect(screen.getByTestId('valores')).toHaveAttribute('data-dirty', 'false');
  });

  it('shows the schema message under the masked field, tied by aria-describedby', async () => {
    const { user } = renderForm({ save: vi.fn() });
    const field = screen.getByLabelText(/CPF/);
    await user.type(field, '52998224724');
    await user.tab();
    expect(await screen.findByText('CPF inválido')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('CPF inválido');
  });
});

describe('submitForm', () => {
  const duplicate: ApiError = {
    code: '23505',
    message: 'duplicate key value violates unique constraint "clientes_cpf_unico"',
    details: 'Key (somente_digitos(cpf))=(52998224725) already exists.',
  };

  it('a failed save keeps every value, shows the failure toast and the field error', async () => {
    const save = vi.fn().mockRejectedValue(duplicate);
    const { user, router } = renderForm({ save });
    await user.type(screen.getByLabelText(/Nome/), 'Ana Souza');
    await user.type(screen.getByLabelText(/CPF/), '52998224725');
    await user.type(screen.getByLabelText('Telefone'), '48999990000');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Não foi possível cadastrar o cliente')).toBeInTheDocument();
    expect(screen.getByText('Erro').closest('[data-variant]')).toHaveAttribute('data-variant', 'destructive');
    expect(await screen.findByText('Já existe um cliente com este CPF')).toBeInTheDocument();
    expect(screen.getByLabelText(/CPF/)).toHaveAccessibleDescription('Já existe um cliente com este CPF');
    expect(save).toHaveBeenCalledWith({
      nome: 'Ana Souza',
      cpf: '529.982.247-25',
      telefone: '(48) 99999-0000',
      estado: null,
      salario: null,
      data_nascimento: null,
    });
    expect(screen.getByLabelText(/Nome/)).toHaveValue('Ana Souza');
    expect(screen.getByLabelText(/CPF/)).toHaveValue('529.982.247-25');
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/clientes/novo');
  });

  it('a successful save toasts, marks the form clean and navigates without asking', async () => {
    const save = vi.fn().mockResolvedValue({ id: 1 });
    const { user, router } = renderForm({ save });
    await user.type(screen.getByLabelText(/Nome/), 'Ana Souza');
    await user.type(screen.getByLabelText(/CPF/), '52998224725');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByRole('heading', { name: 'Lista de clientes' })).toBeInTheDocument();
    expect(screen.getByText('Cliente cadastrado com sucesso')).toBeInTheDocument();
    expect(screen.queryByText('Descartar alterações?')).toBeNull();
    expect(router.state.location.pathname).toBe('/clientes');
  });

  it('reads the constraint name of an ApiError', () => {
    expect(constraintName(duplicate)).toBe('clientes_cpf_unico');
    expect(
      constraintName({ code: '23514', message: 'new row for relation "clientes" violates check constraint "clientes_cpf_valido"' }),
    ).toBe('clientes_cpf_valido');
    expect(constraintName({ message: 'Failed to fetch' })).toBeUndefined();
    expect(constraintName(null)).toBeUndefined();
  });

  it('maps the constraint a save broke to the errors under the fields', () => {
    const cpfErrors = constraintErrors({ clientes_cpf_unico: { cpf: 'Já existe um cliente com este CPF' } });
    expect(cpfErrors(duplicate)).toEqual({ cpf: 'Já existe um cliente com este CPF' });
    expect(cpfErrors({ message: 'violates check constraint "clientes_nome_check"' })).toBeUndefined();
    expect(cpfErrors({ message: 'violates check constraint "toString"' })).toBeUndefined();
    expect(cpfErrors({ message: 'Failed to fetch' })).toBeUndefined();
  });
});

describe('UnsavedChangesPrompt', () => {
  it('asks before leaving a dirty form; Continuar editando stays, Sair sem salvar leaves', async () => {
    const { user, router } = renderForm({ save: vi.fn() });
    await user.type(screen.getByLabelText(/Nome/), 'Ana');
    await user.click(screen.getByRole('link', { name: 'Clientes' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Descartar alterações?' });
    expect(dialog).toHaveTextContent('As alterações que você fez ainda não foram salvas.');
    await user.click(screen.getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/clientes/novo');
    expect(screen.getByLabelText(/Nome/)).toHaveValue('Ana');

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await screen.findByRole('alertdialog', { name: 'Descartar alterações?' });
    await user.click(screen.getByRole('button', { name: 'Sair sem salvar' }));
    expect(await screen.findByRole('heading', { name: 'Lista de clientes' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/clientes');
  });

  it('leaves a clean form without asking', async () => {
    const { user, router } = renderForm({ save: vi.fn() });
    await user.click(screen.getByRole('link', { name: 'Clientes' }));
    expect(await screen.findByRole('heading', { name: 'Lista de clientes' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/clientes');
  });

  it('guards reload and close only while dirty', async () => {
    const { user } = renderForm({ save: vi.fn() });
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(screen.getByLabelText(/Nome/), 'Ana');
    expect(unload()).toBe(true);
  });
});
