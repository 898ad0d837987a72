import type { Meta, StoryObj } from '@storybook/react-vite';
import { ListFooter, PAGE_SIZES, PagePastEnd, PageSizeSelect } from '@loja/shared-ui';
import { useState } from 'react';
import { fn } from 'storybook/test';

interface RodapeProps {
  totalLabel: string;
  total: number;
  page: number;
  pageSize: number;
  /** Show the "Itens por página" select. */
  comTamanho: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
}

/**
 * ListFooter with its page and page size kept here (starting from the args; the story remounts it
 * when they change); the page count follows the total and the size.
 */
function Rodape({ totalLabel, total, page, pageSize, comTamanho, onPageChange, onPageSizeChange }: RodapeProps) {
  const [current, setCurrent] = useState(page);
  const [size, setSize] = useState(pageSize);
  return (
    <ListFooter
      totalLabel={totalLabel}
      total={total}
      page={current}
      totalPages={Math.ceil(total / size)}
      onPageChange={(next) => {
        setCurrent(next);
        onPageChange(next);
      }}
      pageSize={comTamanho ? size : undefined}
      pageSizes={PAGE_SIZES}
      onPageSizeChange={(next) => {
        setSize(next);
        setCurrent(1);
        onPageSizeChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Listas/ListFooter',
  component: Rodape,
  render: (args) => <Rodape key={`${args.page}-${args.pageSize}`} {...args} />,
  args: {
    totalLabel: 'Total de clientes',
    total: 1234,
    page: 1,
    pageSize: 10,
    comTamanho: true,
    onPageChange: fn(),
    onPageSizeChange: fn(),
  },
  argTypes: {
    total: { control: { type: 'number', min: 0 } },
    page: { control: { type: 'number', min: 1 } },
    pageSize: { control: 'inline-radio', options: [...PAGE_SIZES] },
  },
} satisfies Meta<typeof Rodape>;

export default meta;
type Story = StoryObj<typeof meta>;

export const VariasPaginas: Story = { name: 'Várias páginas' };

export const NoMeio: Story = { name: 'No meio da lista', args: { page: 62 } };

export const UmaPagina: Story = { name: 'Uma página só (sem paginação)', args: { total: 8 } };

export const SemTamanho: Story = {
  name: 'Sem "Itens por página"',
  args: { totalLabel: 'Total de produtos', total: 57, comTamanho: false },
};

export const ItensPorPagina: Story = {
  name: 'Itens por página',
  render: function Render() {
    const [size, setSize] = useState(20);
    return <PageSizeSelect value={size} options={PAGE_SIZES} onChange={setSize} />;
  },
};

export const PaginaInexistente: Story = {
  name: 'Página que não existe mais',
  render: () => <PagePastEnd lastPage={13} onGoToLastPage={fn()} />,
};

export const PaginaInexistenteUmaPagina: Story = {
  name: 'Página que não existe mais (lista de uma página)',
  render: () => <PagePastEnd lastPage={1} onGoToLastPage={fn()} />,
};
