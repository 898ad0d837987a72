import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, IconButton, Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@loja/shared-ui';
import { formatBRL, formatDateTime } from '@loja/shared-ui/format';
import { Pencil, Trash2 } from 'lucide-react';

const movimentacoes = [
  { id: 1, produto: 'Biquíni Tropical', tipo: 'entrada', quantidade: 20, motivo: 'Compra', preco: 59.9, data: '2024-11-04T09:15:00-03:00' },
  { id: 2, produto: 'Chapéu de Palha', tipo: 'saida', quantidade: 2, motivo: 'Venda', preco: null, data: '2024-11-05T16:40:00-03:00' },
  { id: 3, produto: 'Maiô Coral', tipo: 'saida', quantidade: 1, motivo: 'Avaria', preco: 89, data: '2024-11-06T11:05:00-03:00' },
];

interface TableDemoProps {
  linhas: number;
  legenda: string;
}

function TableDemo({ linhas, legenda }: TableDemoProps) {
  return (
    <Table>
      {legenda ? <TableCaption>{legenda}</TableCaption> : null}
      <TableHeader>
        <TableRow>
          <TableHead>Produto</TableHead>
          <TableHead>Tipo</TableHead>
          <TableHead $align="right">Quantidade</TableHead>
          <TableHead>Motivo</TableHead>
          <TableHead $align="right">Preço unitário</TableHead>
          <TableHead>Data</TableHead>
          <TableHead $align="right">Ações</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {movimentacoes.slice(0, linhas).map((m) => (
          <TableRow key={m.id}>
            <TableCell>{m.produto}</TableCell>
            <TableCell>
              <Badge variant={m.tipo === 'entrada' ? 'success' : 'destructive'}>{m.tipo === 'entrada' ? 'Entrada' : 'Saída'}</Badge>
            </TableCell>
            <TableCell $align="right">{m.quantidade}</TableCell>
            <TableCell>{m.motivo}</TableCell>
            <TableCell $align="right">{formatBRL(m.preco, '-')}</TableCell>
            <TableCell>{formatDateTime(m.data)}</TableCell>
            <TableCell $align="right">
              <IconButton aria-label={`Editar ${m.produto}`} size="sm" icon={<Pencil size={16} aria-hidden="true" />} />
              <IconButton aria-label={`Excluir ${m.produto}`} size="sm" icon={<Trash2 size={16} aria-hidden="true" />} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const meta = {
  title: 'Componentes/Table',
  component: TableDemo,
  args: { linhas: 3, legenda: 'Movimentação de Estoque' },
  argTypes: { linhas: { control: { type: 'range', min: 0, max: 3 } } },
} satisfies Meta<typeof TableDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Movimentacoes: Story = { name: 'Movimentações' };
