import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Drawer } from '@loja/shared-ui';
import { fn } from 'storybook/test';
import { Stack } from './helpers';

const meta = {
  title: 'Sobreposições/Drawer',
  component: Drawer,
  args: {
    open: true,
    title: 'Menu',
    description: 'Maria Silva · maria@exemplo.com',
    onOpenChange: fn(),
  },
  argTypes: {
    children: { control: false },
    footer: { control: false },
    trigger: { control: false },
  },
  render: (args) => (
    <Drawer {...args} footer={<Button variant="outline" fullWidth>Sair</Button>}>
      <Stack $width="100%">
        <Button variant="ghost">Início</Button>
        <Button variant="ghost">Categoria</Button>
        <Button variant="ghost">Contato</Button>
      </Stack>
    </Drawer>
  ),
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MenuMobile: Story = { name: 'Menu mobile' };

export const ComGatilho: Story = {
  name: 'Com gatilho',
  args: { open: undefined, trigger: <Button variant="outline">Menu</Button> },
};
