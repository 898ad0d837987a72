import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, type BadgeVariant } from '@loja/shared-ui';
import { Row } from './helpers';

const variants: BadgeVariant[] = ['default', 'secondary', 'success', 'destructive', 'warning', 'outline', 'accent'];

const meta = {
  title: 'Componentes/Badge',
  component: Badge,
  args: { children: 'Entrada', variant: 'success' },
  argTypes: {
    variant: { control: 'select', options: variants },
    children: { control: 'text' },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Entrada: Story = {};

export const Saida: Story = { name: 'Saída', args: { children: 'Saída', variant: 'destructive' } };

export const Esgotado: Story = { args: { children: 'ESGOTADO', variant: 'accent' } };

export const Status: Story = {
  render: (args) => (
    <Row>
      <Badge {...args} variant="success">Finalizada</Badge>
      <Badge {...args} variant="warning">Pendente</Badge>
      <Badge {...args} variant="destructive">Cancelada</Badge>
      <Badge {...args} variant="outline">Inativo</Badge>
      <Badge {...args} variant="default">Novo</Badge>
      <Badge {...args} variant="secondary">Biquínis</Badge>
    </Row>
  ),
};
