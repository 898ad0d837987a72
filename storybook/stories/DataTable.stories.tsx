import type { Meta, StoryObj } from '@storybook/react-vite';
import { ActiveBadge, Button, DataTable, Toaster, type DataTableSort, type ViewMode } from '@loja/shared-ui';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { fn } from 'storybook/test';
import { CLIENTES_EXEMPLO, CLIENTE_TEXTOS, acoesCliente, colunasClientes, ordenarClientes } from './clientesExemplo';

interface ClientesTableProps {
  view: ViewMode;
  loading: boolean;
  /** No rows: the empty state. */
  vazio: boolean;
  /** A user who cannot write: WhatsApp only, no editar/excluir. */
  somenteLeitura: boolean;
  /** No row actions at all. */
  semAcoes: boolean;
  ordem: DataTableSort;
  onSortChange: (sort: DataTableSort) => void;
}

/**
 * The clientes list of mfe-cadastros without its backend: the header order is kept here and the
 * sample rows sorted as the database would (starting from `ordem`; the story remounts it when that
 * arg changes). Below the md breakpoint the table always shows cards.
 */
function ClientesTable({ view, loading, vazio, somenteLeitura, semAcoes, ordem, onSortChange }: ClientesTableProps) {
  const [sort, setSort] = useState(ordem);
  return (
    <>
      <Toaster />
      <DataTable
        label="Clientes"
        columns={colunasClientes}
        rows={vazio ? [] : ordenarClientes(CLIENTES_EXEMPLO.slice(0, 8), sort)}
        getRowId={(cliente) => String(cliente.id)}
        view={view}
        loading={loading}
        loadingText={CLIENTE_TEXTOS.loading}
        emptyText={CLIENTE_TEXTOS.empty}
        emptyDescription={vazio ? 'Nenhum cliente corresponde à busca "Guilherme".' : undefined}
        emptyAction={vazio ? <Button variant="outline">Limpar filtros</Button> : undefined}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          onSortChange(next);
        }}
        cardBadge={(cliente) => <ActiveBadge ativo={cliente.ativo} />}
        rowActions={semAcoes ? undefined : (cliente) => acoesCliente(cliente, { somenteLeitura })}
      />
    </>
  );
}

const meta = {
  title: 'Listas/DataTable',
  component: ClientesTable,
  render: (args) => <ClientesTable key={`${args.ordem.column}.${args.ordem.ascending}`} {...args} />,
  decorators: [(Story) => <MemoryRouter initialEntries={['/cadastros/clientes']}>{Story()}</MemoryRouter>],
  parameters: { layout: 'fullscreen' },
  args: {
    view: 'lista',
    loading: false,
    vazio: false,
    somenteLeitura: false,
    semAcoes: false,
    ordem: { column: 'nome', ascending: true },
    onSortChange: fn(),
  },
  argTypes: {
    view: { control: 'inline-radio', options: ['lista', 'cards'] },
    ordem: { control: 'object' },
  },
} satisfies Meta<typeof ClientesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Lista: Story = {};

export const Cards: Story = { args: { view: 'cards' } };

export const Carregando: Story = { args: { loading: true } };

export const Vazia: Story = { args: { vazio: true } };

export const OrdenadaPorCidade: Story = {
  name: 'Ordenada por cidade (decrescente)',
  args: { ordem: { column: 'cidade', ascending: false } },
};

export const SomenteLeitura: Story = { name: 'Somente leitura', args: { somenteLeitura: true } };

export const SomenteLeituraCards: Story = { name: 'Somente leitura (cards)', args: { somenteLeitura: true, view: 'cards' } };

export const SemAcoes: Story = { name: 'Sem ações', args: { semAcoes: true } };
