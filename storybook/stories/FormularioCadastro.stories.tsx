import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  FormActions,
  FormGrid,
  FormSection,
  FormStack,
  FormWide,
  FormikDateInput,
  FormikInput,
  FormikMaskedInput,
  FormikSwitch,
  FormikUfSelect,
  PG_UNIQUE_VIOLATION,
  PageHeader,
  Toaster,
  UnsavedChangesPrompt,
  Yup,
  campoAtivo,
  camposEndereco,
  camposPessoa,
  constraintName,
  emptyValues,
  submitForm,
  toFormValues,
  toRow,
  type RowLike,
} from '@loja/shared-ui';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { Link, RouterProvider, createMemoryRouter, useNavigate } from 'react-router-dom';
import { fn } from 'storybook/test';
import { Stack } from './helpers';

/** A customer form built only from the form kit, as mfe-cadastros builds it. */
const clienteSchema = Yup.object({
  ...camposPessoa({ nome: 'Nome é obrigatório', cpf: 'CPF é obrigatório', telefone: 'Telefone é obrigatório', email: 'Email é obrigatório' }),
  ...camposEndereco,
  ...campoAtivo,
});
type ClienteValues = Yup.InferType<typeof clienteSchema>;

const NOVO_CLIENTE = emptyValues(clienteSchema, { ativo: true });

const MARIA: RowLike<ClienteValues> = {
  nome: 'Maria Aparecida dos Santos',
  cpf: '529.982.247-25',
  telefone: '(48) 99999-0000',
  email: 'maria.santos@email.com.br',
  data_nascimento: '1988-11-02',
  endereco: 'Rua das Gaivotas, 120, Ingleses',
  cidade: 'Florianópolis',
  estado: 'SC',
  cep: '88058-000',
  ativo: true,
};

type Resultado = 'sucesso' | 'cpf duplicado' | 'falha';

interface ClienteFormProps {
  cliente: RowLike<ClienteValues> | null;
  resultado: Resultado;
  onSave: (row: unknown) => void;
}

function ClienteForm({ cliente, resultado, onSave }: ClienteFormProps) {
  const navigate = useNavigate();
  return (
    <Stack $width="64rem">
      <PageHeader title={cliente ? 'Editar Cliente' : 'Novo Cliente'} onBack={() => navigate('/clientes')} />
      <Formik<ClienteValues>
        initialValues={toFormValues<ClienteValues>(cliente, NOVO_CLIENTE)}
        validationSchema={clienteSchema}
        onSubmit={submitForm<ClienteValues>({
          save: async (values) => {
            const row = toRow(values);
            onSave(row);
            await new Promise((resolve) => setTimeout(resolve, 600));
            if (resultado === 'cpf duplicado') {
              throw { code: PG_UNIQUE_VIOLATION, message: 'duplicate key value violates unique constraint "clientes_cpf_unico"' };
            }
            if (resultado === 'falha') throw { message: 'Failed to fetch' };
            return row;
          },
          success: cliente ? 'Cliente atualizado com sucesso' : 'Cliente cadastrado com sucesso',
          failure: cliente ? 'Não foi possível atualizar o cliente' : 'Não foi possível cadastrar o cliente',
          onSaved: () => navigate('/clientes'),
          fieldErrors: (error) =>
            constraintName(error) === 'clientes_cpf_unico' ? { cpf: 'Já existe um cliente com este CPF' } : undefined,
        })}
      >
        <Form noValidate>
          <UnsavedChangesPrompt />
          <FormStack>
            <FormSection title="Dados pessoais">
              <FormGrid>
                <FormWide>
                  <FormikInput name="nome" label="Nome" required autoComplete="name" />
                </FormWide>
                <FormikMaskedInput name="cpf" label="CPF" mask="cpf" required placeholder="000.000.000-00" />
                <FormikDateInput name="data_nascimento" label="Data de nascimento" />
                <FormikMaskedInput name="telefone" label="Telefone" mask="telefone" required placeholder="(48) 99999-0000" />
                <FormikInput name="email" label="Email" type="email" required autoComplete="email" />
              </FormGrid>
            </FormSection>
            <FormSection title="Endereço" description="Opcional: usado nas entregas e no contato.">
              <FormGrid columns={3}>
                <FormWide>
                  <FormikInput name="endereco" label="Endereço" placeholder="Rua, número, bairro" />
                </FormWide>
                <FormikInput name="cidade" label="Cidade" />
                <FormikUfSelect name="estado" label="Estado" />
                <FormikMaskedInput name="cep" label="CEP" mask="cep" placeholder="00000-000" />
              </FormGrid>
            </FormSection>
            <FormSection title="Situação">
              <FormikSwitch name="ativo" label="Status" />
            </FormSection>
            <FormActions onCancel={() => navigate('/clientes')} />
          </FormStack>
        </Form>
      </Formik>
    </Stack>
  );
}

function Lista() {
  return (
    <Stack>
      <PageHeader title="Clientes" description="Você saiu do formulário." />
      <Link to="/clientes/novo">Voltar ao formulário</Link>
    </Stack>
  );
}

/** The form inside a memory data router (the prompt needs one) with the page's Toaster. */
function FormularioCliente(props: ClienteFormProps) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: '/clientes/novo', element: <ClienteForm {...props} /> },
        { path: '/clientes', element: <Lista /> },
      ],
      { initialEntries: ['/clientes/novo'] },
    ),
  );
  return (
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>
  );
}

const meta = {
  title: 'Formulários/Formulário de cadastro',
  component: FormularioCliente,
  args: { cliente: null, resultado: 'sucesso', onSave: fn() },
  argTypes: {
    resultado: { control: 'radio', options: ['sucesso', 'cpf duplicado', 'falha'], description: 'O que o banco responde ao salvar' },
    cliente: { control: false },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FormularioCliente>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NovoCliente: Story = { name: 'Novo cliente' };

export const EditarCliente: Story = { name: 'Editar cliente', args: { cliente: MARIA } };

export const CpfDuplicado: Story = {
  name: 'CPF já cadastrado (o banco recusa)',
  args: { cliente: MARIA, resultado: 'cpf duplicado' },
};
