import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  FormikDateInput,
  FormikMaskedInput,
  FormikMoneyInput,
  FormikUfSelect,
  cep,
  cnpj,
  cpf,
  date,
  money,
  telefone,
  uf,
  Yup,
} from '@loja/shared-ui';
import { Form, Formik } from 'formik';
import type { ReactNode } from 'react';
import { Stack } from './helpers';

/** The masked and typed fields of the form kit, each in a one-field Formik form. */
const schema = Yup.object({
  cpf: cpf().required('CPF é obrigatório'),
  cnpj: cnpj().required('CNPJ é obrigatório'),
  telefone: telefone().required('Telefone é obrigatório'),
  cep: cep(),
  salario: money().required('Salário é obrigatório'),
  data_admissao: date({ max: '2030-12-31' }).required('Data de admissão é obrigatória'),
  estado: uf(),
});
type Values = Yup.InferType<typeof schema>;

interface CampoDemoProps {
  /** Initial values of the form (as the database returns them). */
  valores: Partial<Record<keyof Values, string | number>>;
  /** Shows the fields as touched, with their errors. */
  mostrarErros: boolean;
  children: ReactNode;
}

function CampoDemo({ valores, mostrarErros, children }: CampoDemoProps) {
  const initial = { cpf: '', cnpj: '', telefone: '', cep: '', salario: '', data_admissao: '', estado: '', ...valores };
  return (
    <Formik
      key={`${String(mostrarErros)}${JSON.stringify(valores)}`}
      initialValues={initial}
      validationSchema={schema}
      initialTouched={mostrarErros ? Object.fromEntries(Object.keys(initial).map((k) => [k, true])) : {}}
      validateOnMount={mostrarErros}
      onSubmit={() => undefined}
    >
      <Form noValidate>
        <Stack>{children}</Stack>
      </Form>
    </Formik>
  );
}

const meta = {
  title: 'Formulários/Campos com máscara',
  component: CampoDemo,
  args: { valores: {}, mostrarErros: false, children: null },
  argTypes: {
    mostrarErros: { control: 'boolean', description: 'Mostra as mensagens do Yup' },
    children: { control: false },
  },
} satisfies Meta<typeof CampoDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Documentos: Story = {
  name: 'CPF e CNPJ (FormikMaskedInput)',
  args: {
    valores: { cpf: '529.982.247-25' },
    children: (
      <>
        <FormikMaskedInput name="cpf" label="CPF" mask="cpf" required placeholder="000.000.000-00" />
        <FormikMaskedInput name="cnpj" label="CNPJ" mask="cnpj" required placeholder="00.000.000/0000-00" />
      </>
    ),
  },
};

export const DocumentosInvalidos: Story = {
  name: 'CPF e CNPJ inválidos',
  args: { ...Documentos.args, valores: { cpf: '529.982.247-24', cnpj: '11.222.333/0001-82' }, mostrarErros: true },
};

export const TelefoneECep: Story = {
  name: 'Telefone e CEP (FormikMaskedInput)',
  args: {
    valores: { telefone: '(48) 99999-0000', cep: '88010-000' },
    children: (
      <>
        <FormikMaskedInput
          name="telefone"
          label="Telefone"
          mask="telefone"
          required
          placeholder="(48) 99999-0000"
          hint="Celular com 9 dígitos ou fixo com 8"
        />
        <FormikMaskedInput name="cep" label="CEP" mask="cep" placeholder="00000-000" />
      </>
    ),
  },
};

export const Dinheiro: Story = {
  name: 'Salário (FormikMoneyInput)',
  args: {
    valores: { salario: 2350.5 },
    children: <FormikMoneyInput name="salario" label="Salário" required hint="Valor mensal bruto" />,
  },
};

export const DinheiroVazio: Story = {
  name: 'Salário obrigatório em branco',
  args: { ...Dinheiro.args, valores: {}, mostrarErros: true },
};

export const Data: Story = {
  name: 'Data de admissão (FormikDateInput)',
  args: {
    valores: { data_admissao: '2024-03-05' },
    children: <FormikDateInput name="data_admissao" label="Data de admissão" required max="2030-12-31" />,
  },
};

export const Estado: Story = {
  name: 'Estado (FormikUfSelect)',
  args: { valores: { estado: 'SC' }, children: <FormikUfSelect name="estado" label="Estado" /> },
};
