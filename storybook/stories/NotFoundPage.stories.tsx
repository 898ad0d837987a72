import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { NotFoundPage } from '@loja/shared-ui';

const meta = {
  title: 'Feedback/NotFoundPage',
  component: NotFoundPage,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <MemoryRouter initialEntries={['/catalogo/biquini-que-nao-existe']}>{Story()}</MemoryRouter>],
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/catalogo/biquini-que-nao-existe`: the page the shell and the catalogue show for a path with no page. */
export const EnderecoInexistente: Story = { name: 'Endereço inexistente' };
