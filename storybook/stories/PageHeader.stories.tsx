import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, PageHeader } from '@loja/shared-ui';
import { Plus } from 'lucide-react';
import { fn } from 'storybook/test';

const meta = {
  title: 'Componentes/PageHeader',
  component: PageHeader,
  args: {
    title: 'Clientes',
    description: 'Gerencie os clientes da loja',
    backLabel: 'Voltar',
    onBack: fn(),
    actions: <Button leftIcon={<Plus size={16} aria-hidden="true" />}>Novo Cliente</Button>,
  },
  argTypes: {
    title: { control: 'text' },
    description: { control: 'text' },
    actions: { control: false },
    as: { control: 'inline-radio', options: ['h1', 'h2'] },
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ComAcoes: Story = { name: 'Com ações' };

export const SemVoltar: Story = {
  name: 'Sem voltar',
  args: { title: 'Movimentação de Estoque', description: undefined, onBack: undefined },
};

export const Edicao: Story = {
  name: 'Edição',
  args: { title: 'Editar Fornecedor', description: undefined, actions: undefined },
};
