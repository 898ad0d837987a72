import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from '@loja/shared-ui';
import { Stack } from './helpers';

const motivos = ['Compra', 'Venda', 'Devolução', 'Ajuste de estoque', 'Perda', 'Outros'].map((m) => ({ value: m, label: m }));

const meta = {
  title: 'Formulários/Select',
  component: Select,
  args: {
    label: 'Motivo',
    placeholder: 'Selecione...',
    options: motivos,
    hint: '',
    error: '',
    disabled: false,
  },
  argTypes: {
    options: { control: 'object' },
    placeholder: { control: 'text' },
    error: { control: 'text' },
  },
  render: (args) => (
    <Stack>
      <Select {...args} />
    </Stack>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Padrao: Story = { name: 'Padrão' };

export const ItensPorPagina: Story = {
  name: 'Itens por página',
  args: {
    label: 'Itens por página',
    placeholder: undefined,
    defaultValue: '10',
    options: ['5', '10', '20', '50'].map((n) => ({ value: n, label: n })),
  },
};

export const ComErro: Story = {
  name: 'Com erro',
  args: {
    label: 'Tipo',
    options: [
      { value: 'entrada', label: 'Entrada' },
      { value: 'saida', label: 'Saída' },
    ],
    error: 'Selecione o tipo de movimentação',
  },
};
