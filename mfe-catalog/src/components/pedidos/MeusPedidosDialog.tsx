import { useId, useState } from 'react';
import styled from 'styled-components';
import { ChevronDown, Package } from 'lucide-react';
import { Badge, Button, Dialog, EmptyState, Spinner, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@loja/shared-ui';
import { formatBRL, formatDate } from '@loja/shared-ui/format';
import { useGetItensMeuPedidoQuery, useGetMeusPedidosQuery, type MeuPedido } from './api';
import { MEUS_PEDIDOS, situacao } from './messages';

const Lista = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const Pedido = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
`;

const Cabecalho = styled.button`
  all: unset;
  box-sizing: border-box;
  width: 100%;
  display: grid;
  grid-template-columns: 1fr auto auto auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
  svg {
    transition: transform ${({ theme }) => theme.transitions.fast};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const Numero = styled.span`
  display: flex;
  flex-direction: column;
  strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Total = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
  white-space: nowrap;
`;

const Detalhe = styled.div`
  padding: 0 ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[4]};
`;

const Numerico = styled(TableCell)`
  text-align: right;
  white-space: nowrap;
`;

const Aviso = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface MeusPedidosDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Focus back to the control that opened it (it opens from state, not from a Trigger). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** Minha Conta → "Meus pedidos": the cliente's orders, newest first; a row opens its lines. */
export function MeusPedidosDialog({ open, onOpenChange, onCloseAutoFocus }: MeusPedidosDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} onCloseAutoFocus={onCloseAutoFocus} title={MEUS_PEDIDOS.titulo} size="lg">
      {open ? <MeusPedidos /> : null}
    </Dialog>
  );
}

function MeusPedidos() {
  const { data: pedidos, isLoading, isError, refetch } = useGetMeusPedidosQuery(undefined, { refetchOnMountOrArgChange: true });
  const [aberto, setAberto] = useState<number | null>(null);

  if (isLoading) return <Spinner label={MEUS_PEDIDOS.carregando} />;
  if (isError || !pedidos) {
    return (
      <EmptyState
        title={MEUS_PEDIDOS.erro}
        action={
          <Button variant="outline" onClick={() => void refetch()}>
            {MEUS_PEDIDOS.tentarNovamente}
          </Button>
        }
      />
    );
  }
  if (pedidos.length === 0) return <EmptyState icon={<Package size={28} />} title={MEUS_PEDIDOS.vazio} />;
  return (
    <Lista aria-label={MEUS_PEDIDOS.titulo}>
      {pedidos.map((pedido) => (
        <LinhaPedido
          key={pedido.id}
          pedido={pedido}
          aberto={aberto === pedido.id}
          onToggle={() => setAberto((atual) => (atual === pedido.id ? null : pedido.id))}
        />
      ))}
    </Lista>
  );
}

function LinhaPedido({ pedido, aberto, onToggle }: { pedido: MeuPedido; aberto: boolean; onToggle: () => void }) {
  const detalheId = useId();
  const { rotulo, variant } = situacao(pedido.situacao);
  return (
    <Pedido>
      <Cabecalho type="button" aria-expanded={aberto} aria-controls={detalheId} onClick={onToggle}>
        <Numero>
          <strong>{pedido.codigo}</strong>
          <span>{formatDate(pedido.criada_em)}</span>
        </Numero>
        <Total>{formatBRL(pedido.total)}</Total>
        <Badge variant={variant}>{rotulo}</Badge>
        <ChevronDown size={16} aria-hidden="true" />
      </Cabecalho>
      {aberto ? (
        <Detalhe id={detalheId}>
          <ItensPedido vendaId={pedido.id} codigo={pedido.codigo} />
        </Detalhe>
      ) : null}
    </Pedido>
  );
}

function ItensPedido({ vendaId, codigo }: { vendaId: number; codigo: string }) {
  const { data: itens, isLoading, isError } = useGetItensMeuPedidoQuery(vendaId);
  if (isLoading) return <Spinner label={MEUS_PEDIDOS.itensCarregando} />;
  if (isError || !itens) return <Aviso role="alert">{MEUS_PEDIDOS.itensErro}</Aviso>;
  return (
    <Table aria-label={`${MEUS_PEDIDOS.itensTitulo} ${codigo}`}>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">{MEUS_PEDIDOS.colunaProduto}</TableHead>
          <TableHead scope="col">{MEUS_PEDIDOS.colunaQuantidade}</TableHead>
          <TableHead scope="col">{MEUS_PEDIDOS.colunaPreco}</TableHead>
          <TableHead scope="col">{MEUS_PEDIDOS.colunaTotal}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {itens.map((item) => (
          <TableRow key={item.id}>
            <TableCell>{item.descricao}</TableCell>
            <Numerico>{item.quantidade}</Numerico>
            <Numerico>{formatBRL(item.preco_unitario)}</Numerico>
            <Numerico>{formatBRL(item.total)}</Numerico>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
