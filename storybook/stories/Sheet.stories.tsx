import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, EmptyState, Sheet } from '@loja/shared-ui';
import { ShoppingBag } from 'lucide-react';
import { fn } from 'storybook/test';

const meta = {
  title: 'Sobreposições/Sheet',
  component: Sheet,
  args: {
    open: true,
    title: 'MINHA SACOLA',
    side: 'right',
    width: '28rem',
    onOpenChange: fn(),
  },
  argTypes: {
    side: { control: 'inline-radio', options: ['right', 'left'] },
    width: { control: 'text' },
    children: { control: false },
    footer: { control: false },
    trigger: { control: false },
  },
  render: (args) => (
    <Sheet {...args} footer={<Button fullWidth>Fazer Login para Comprar</Button>}>
      <EmptyState
        icon={<ShoppingBag size={28} />}
        title="Sua sacola está vazia"
        description="Adicione produtos para ver aqui."
      />
    </Sheet>
  ),
} satisfies Meta<typeof Sheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SacolaVazia: Story = { name: 'Sacola vazia' };

export const AEsquerda: Story = { name: 'À esquerda', args: { side: 'left', title: 'Menu' } };

export const ComGatilho: Story = {
  name: 'Com gatilho',
  args: { open: undefined, trigger: <Button variant="outline">Abrir sacola</Button> },
};
