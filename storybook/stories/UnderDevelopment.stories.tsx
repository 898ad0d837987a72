import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { UnderDevelopment } from '@loja/shared-ui';

const meta = {
  title: 'Feedback/UnderDevelopment',
  component: UnderDevelopment,
  decorators: [(Story) => <MemoryRouter>{Story()}</MemoryRouter>],
  args: { title: 'Balanço' },
} satisfies Meta<typeof UnderDevelopment>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Balanco: Story = { name: 'Balanço' };

export const EmBreve: Story = {
  name: 'Em breve',
  args: { title: 'Clientes', message: 'Em breve', description: 'A lista de clientes chega na próxima entrega.' },
};
