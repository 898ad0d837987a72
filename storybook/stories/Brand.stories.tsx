import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { Brand } from '@loja/shared-ui';

const meta = {
  title: 'Componentes/Brand',
  component: Brand,
  decorators: [(Story) => <MemoryRouter>{Story()}</MemoryRouter>],
} satisfies Meta<typeof Brand>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the 404 page: a router link back to the catalogue. */
export const ParaOCatalogo: Story = { name: 'Link para o catálogo', args: { to: '/catalogo' } };

/** In the storefront's header: back to the top of the page. */
export const NoCabecalho: Story = { name: 'No cabeçalho da loja', args: { href: '#topo' } };
