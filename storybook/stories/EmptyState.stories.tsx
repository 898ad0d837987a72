import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, EmptyState } from '@loja/shared-ui';
import { PackageSearch, ShoppingBag } from 'lucide-react';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    title: 'Nenhum produto encontrado com os filtros selecionados.',
    description: 'Tente outra categoria ou limpe os filtros.',
    icon: <PackageSearch size={28} />,
    action: <Button variant="outline">Limpar filtros</Button>,
  },
  argTypes: {
    title: { control: 'text' },
    description: { control: 'text' },
    icon: { control: false },
    action: { control: false },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SemProdutos: Story = { name: 'Sem produtos' };

export const SacolaVazia: Story = {
  name: 'Sacola vazia',
  args: {
    title: 'Sua sacola está vazia',
    description: 'Adicione produtos para ver aqui.',
    icon: <ShoppingBag size={28} />,
    action: undefined,
  },
};

export const SemMovimentacoes: Story = {
  name: 'Sem movimentações',
  args: { title: 'Nenhuma movimentação encontrada', description: undefined, icon: undefined, action: undefined },
};
