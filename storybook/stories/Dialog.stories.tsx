import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Dialog, DialogClose, Input } from '@loja/shared-ui';
import { fn } from 'storybook/test';
import { Stack } from './helpers';

const meta = {
  title: 'Sobreposições/Dialog',
  component: Dialog,
  args: {
    open: true,
    title: 'Nova Categoria',
    description: 'Cadastre uma categoria para organizar os produtos.',
    size: 'md',
    hideCloseButton: false,
    onOpenChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
    title: { control: 'text' },
    description: { control: 'text' },
    children: { control: false },
    footer: { control: false },
    trigger: { control: false },
  },
  render: (args) => (
    <Dialog
      {...args}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">Cancelar</Button>
          </DialogClose>
          <Button>Salvar</Button>
        </>
      }
    >
      <Stack $width="100%">
        <Input label="Nome" placeholder="Ex.: Biquínis" />
        <Input label="Descrição" placeholder="Opcional" />
      </Stack>
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Aberto: Story = {};

export const ComGatilho: Story = {
  name: 'Com gatilho',
  args: { open: undefined, trigger: <Button>Nova Categoria</Button> },
};
