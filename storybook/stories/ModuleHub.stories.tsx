import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { ArrowLeftRight, Boxes, Briefcase, ClipboardList, Truck, Users } from 'lucide-react';
import { ModuleHub, type ModuleHubEntry } from '@loja/shared-ui';

const CADASTROS: ModuleHubEntry[] = [
  { to: '/cadastros/clientes', title: 'Clientes', description: 'Cadastro de clientes', icon: <Users size={24} aria-hidden />, count: 1284 },
  { to: '/cadastros/fornecedores', title: 'Fornecedores', description: 'Cadastro de fornecedores', icon: <Truck size={24} aria-hidden />, count: 37 },
  { to: '/cadastros/funcionarios', title: 'Funcionários', description: 'Equipe e logins', icon: <Briefcase size={24} aria-hidden />, count: 1 },
  { to: '/cadastros/produtos', title: 'Produtos', description: 'Produtos, grades, imagens e preços', icon: <Boxes size={24} aria-hidden />, count: 0 },
];

const meta = {
  title: 'Layout/ModuleHub',
  component: ModuleHub,
  decorators: [(Story) => <MemoryRouter>{Story()}</MemoryRouter>],
  args: {
    title: 'Cadastros',
    description: 'Clientes, fornecedores, funcionários e produtos',
    viewKey: 'storybook:hub-cadastros',
    entries: CADASTROS,
  },
} satisfies Meta<typeof ModuleHub>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The counts the database gave, formatted pt-BR. */
export const Cadastros: Story = {};

/** While the counts are read: a placeholder where each number will be. */
export const CarregandoContagens: Story = {
  args: { entries: CADASTROS.map((entry) => ({ ...entry, count: 'loading' as const })) },
};

/** The counts could not be read: the cards stay, without a number. */
export const SemContagens: Story = {
  args: { entries: CADASTROS.map(({ count: _count, ...entry }) => entry) },
};

/** A hub whose screens are not counted. */
export const Estoque: Story = {
  args: {
    title: 'Estoque',
    description: 'Produtos, movimentações e ferramentas de estoque',
    viewKey: 'storybook:hub-estoque',
    entries: [
      { to: '/estoque/produtos', title: 'Produtos', description: 'Estoque atual dos produtos', icon: <Boxes size={24} aria-hidden /> },
      { to: '/estoque/movimentacao', title: 'Movimentação', description: 'Entradas e saídas', icon: <ArrowLeftRight size={24} aria-hidden /> },
      { to: '/estoque/balanco', title: 'Balanço', description: 'Contagem de inventário', icon: <ClipboardList size={24} aria-hidden /> },
    ],
  },
};
