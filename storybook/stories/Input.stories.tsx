import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input } from '@loja/shared-ui';
import { Stack } from './helpers';

const meta = {
  title: 'Formulários/Input',
  component: Input,
  args: {
    label: 'Nome',
    placeholder: 'Nome completo',
    hint: '',
    error: '',
    disabled: false,
    required: false,
    type: 'text',
  },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text', description: 'Texto de ajuda sob o campo' },
    error: { control: 'text', description: 'Mensagem de erro (Yup) sob o campo' },
    type: { control: 'select', options: ['text', 'email', 'password', 'number', 'date', 'tel'] },
  },
  render: (args) => (
    <Stack>
      <Input {...args} />
    </Stack>
  ),
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Padrao: Story = { name: 'Padrão' };

export const ComDica: Story = {
  name: 'Com dica',
  args: { label: 'Email', type: 'email', placeholder: 'voce@exemplo.com', hint: 'Usaremos para confirmar o cadastro.' },
};

export const ComErro: Story = {
  name: 'Com erro',
  args: { label: 'CPF', placeholder: '000.000.000-00', error: 'CPF é obrigatório', required: true },
};

export const Desabilitado: Story = { args: { label: 'Estoque atual', value: '12', disabled: true, readOnly: true } };
