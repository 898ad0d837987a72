import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pagination } from '@loja/shared-ui';
import { useEffect, useState } from 'react';
import { fn } from 'storybook/test';

const meta = {
  title: 'Componentes/Pagination',
  component: Pagination,
  args: { page: 1, totalPages: 10, maxPages: 5, previousLabel: 'Anterior', nextLabel: 'Próxima', onPageChange: fn() },
  argTypes: {
    page: { control: { type: 'number', min: 1 } },
    totalPages: { control: { type: 'number', min: 0 } },
    maxPages: { control: { type: 'number', min: 1, max: 9 } },
  },
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    useEffect(() => setPage(args.page), [args.page]);
    return (
      <Pagination
        {...args}
        page={page}
        onPageChange={(next) => {
          setPage(next);
          args.onPageChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PrimeiraPagina: Story = { name: 'Primeira página' };

export const NoMeio: Story = { name: 'No meio', args: { page: 6 } };

export const UltimaPagina: Story = { name: 'Última página', args: { page: 10 } };

export const PoucasPaginas: Story = { name: 'Poucas páginas', args: { page: 2, totalPages: 3 } };

/** Issue 25: a 390 px phone shows all 4 pages (every number up to 5), on one line. */
export const CelularQuatroPaginas: Story = {
  name: 'Celular (390 px), 4 páginas',
  args: { page: 1, totalPages: 4 },
  decorators: [(Story) => <div style={{ width: 358 }}>{Story()}</div>],
};
