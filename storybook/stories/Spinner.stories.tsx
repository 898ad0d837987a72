import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from '@loja/shared-ui';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  args: { label: 'Carregando...', size: 16 },
  argTypes: { size: { control: { type: 'range', min: 12, max: 48 } } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Carregando: Story = {};

export const CarregandoProdutos: Story = { name: 'Carregando produtos', args: { label: 'Carregando produtos...' } };

export const Decorativo: Story = { args: { label: undefined, size: 24 } };
