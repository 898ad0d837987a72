import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconButton } from '@loja/shared-ui';
import { Menu, MessageCircle, Pencil, ShoppingBag, Trash2 } from 'lucide-react';
import { fn } from 'storybook/test';
import { Row } from './helpers';

const meta = {
  title: 'Componentes/IconButton',
  component: IconButton,
  args: {
    'aria-label': 'Abrir sacola',
    icon: <ShoppingBag size={20} aria-hidden="true" />,
    variant: 'ghost',
    size: 'md',
    round: false,
    disabled: false,
    onClick: fn(),
  },
  argTypes: {
    'aria-label': { control: 'text', description: 'Nome acessível (obrigatório)' },
    variant: { control: 'select', options: ['primary', 'secondary', 'outline', 'ghost', 'destructive'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Padrao: Story = { name: 'Padrão' };

export const Redondo: Story = {
  args: { round: true, variant: 'primary', 'aria-label': 'Falar no WhatsApp', icon: <MessageCircle size={20} aria-hidden="true" /> },
};

export const AcoesDaLinha: Story = {
  name: 'Ações da linha',
  render: (args) => (
    <Row>
      <IconButton {...args} aria-label="Editar" icon={<Pencil size={16} aria-hidden="true" />} />
      <IconButton {...args} aria-label="Excluir" variant="ghost" icon={<Trash2 size={16} aria-hidden="true" />} />
      <IconButton {...args} aria-label="Menu" variant="outline" icon={<Menu size={16} aria-hidden="true" />} />
    </Row>
  ),
};
