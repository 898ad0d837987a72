import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, FormikInput, FormikMaskedInput, FormikSelect, FormikSwitch, FormikTextArea, Yup, email, telefone } from '@loja/shared-ui';
import { Form, Formik } from 'formik';
import { fn } from 'storybook/test';
import { Row, Stack } from './helpers';

const schema = Yup.object({
  nome: Yup.string().required('Nome é obrigatório'),
  telefone: telefone().required('Telefone é obrigatório'),
  email: email().required('Email é obrigatório'),
  cargo: Yup.string().required('Cargo é obrigatório'),
  observacoes: Yup.string(),
  ativo: Yup.boolean(),
});

type Values = Yup.InferType<typeof schema>;

const empty: Values = { nome: '', telefone: '', email: '', cargo: '', observacoes: '', ativo: true };

interface FormDemoProps {
  mostrarErros: boolean;
  onSubmit: (values: Values) => void;
}

function FormDemo({ mostrarErros, onSubmit }: FormDemoProps) {
  return (
    <Formik<Values>
      key={String(mostrarErros)}
      initialValues={empty}
      validationSchema={schema}
      initialTouched={mostrarErros ? { nome: true, telefone: true, email: true, cargo: true } : {}}
      initialErrors={
        mostrarErros
          ? { nome: 'Nome é obrigatório', telefone: 'Telefone é obrigatório', email: 'Email é obrigatório', cargo: 'Cargo é obrigatório' }
          : {}
      }
      onSubmit={(values) => onSubmit(values)}
    >
      <Form noValidate>
        <Stack>
          <FormikInput name="nome" label="Nome" required />
          <FormikMaskedInput name="telefone" label="Telefone" mask="telefone" placeholder="(11) 98765-4321" required />
          <FormikInput name="email" label="Email" type="email" required />
          <FormikSelect
            name="cargo"
            label="Cargo"
            placeholder="Selecione..."
            required
            options={[
              { value: 'vendedor', label: 'Vendedor(a)' },
              { value: 'gerente', label: 'Gerente' },
              { value: 'estoquista', label: 'Estoquista' },
            ]}
          />
          <FormikTextArea name="observacoes" label="Observações" />
          <FormikSwitch name="ativo" label="Status" />
          <Row>
            <Button type="submit">Salvar</Button>
            <Button type="reset" variant="outline">
              Cancelar
            </Button>
          </Row>
        </Stack>
      </Form>
    </Formik>
  );
}

const meta = {
  title: 'Formulários/Formik',
  component: FormDemo,
  args: { mostrarErros: false, onSubmit: fn() },
  argTypes: { mostrarErros: { control: 'boolean', description: 'Mostra as mensagens do Yup' } },
} satisfies Meta<typeof FormDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NovoFuncionario: Story = { name: 'Novo funcionário' };

export const ComErrosDeValidacao: Story = { name: 'Com erros de validação', args: { mostrarErros: true } };
