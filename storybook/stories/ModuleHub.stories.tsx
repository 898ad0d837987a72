import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { Boxes, Users } from 'lucide-react';
import { ModuleHub } from '@loja/shared-ui';

const meta = {
  title: 'Layout/ModuleHub',
  component: ModuleHub,
  decorators: [(Story) => <MemoryRouter>{Story()}</MemoryRouter>],
  args: {
    title: 'Cadastros',
    description: 'Clientes, fornecedores, funcionários e produtos',
    entries: [
      { to: '/cadastros/clientes', title: 'Clientes', description: 'Cadastro de clientes', icon: <Users size={24} aria-hidden /> },
      { to: '/cadastros/produtos', title: 'Produtos', description: 'Produtos, grades e imagens', icon: <Boxes size={24} aria-hidden /> },
    ],
  },
} satisfies Meta<typeof ModuleHub>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cadastros: Story = {};

export const Estoque: Story = {
  args: {
    title: 'Estoque',
    description: 'Produtos, movimentações e ferramentas de estoque',
    entries: [
      { to: '/estoque/produtos', title: 'Produtos', description: 'Estoque atual dos produtos' },
      { to: '/estoque/movimentacao', title: 'Movimentação', description: 'Entradas e saídas' },
      { to: '/estoque/balanco', title: 'Balanço', description: 'Contagem de inventário' },
    ],
  },
};
