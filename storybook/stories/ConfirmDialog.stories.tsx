import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, ConfirmDialog } from '@loja/shared-ui';
import { fn } from 'storybook/test';

const meta = {
  title: 'Sobreposições/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Tem certeza?',
    description: 'Esta ação não pode ser desfeita. O produto será removido permanentemente.',
    confirmLabel: 'Remover',
    cancelLabel: 'Cancelar',
    destructive: true,
    loading: false,
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    destructive: { control: 'boolean', description: 'Botão de confirmação vermelho' },
    loading: { control: 'boolean' },
    trigger: { control: false },
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RemoverProduto: Story = { name: 'Remover produto' };

export const Neutro: Story = {
  args: { title: 'Descartar alterações?', description: 'As alterações não salvas serão perdidas.', confirmLabel: 'Descartar', destructive: false },
};

export const Removendo: Story = { args: { loading: true } };

export const ComGatilho: Story = {
  name: 'Com gatilho',
  args: { open: undefined, trigger: <Button variant="destructive">Excluir</Button> },
};
