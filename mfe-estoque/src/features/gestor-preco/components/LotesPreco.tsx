import { Badge, Button, ConfirmDialog, EmptyState, ListFooter, Table, TableBody, TableCell, TableHead, TableHeader, TableRow, toast } from '@loja/shared-ui';
import { formatCount, formatDateTime } from '@loja/shared-ui/format';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { useListLotesPrecoQuery, useReverterLotePrecoMutation, type LotePreco } from '../api';
import { GESTOR_PRECO_MESSAGES as M } from '../messages';
import { Aviso, Numero, Secundario } from './estilos';

const POR_PAGINA = 10;

const Texto = styled.span`
  display: block;
  min-width: 12rem;
`;

const Lista = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

/** Where a batch stands: reverted by another, or itself a reversion. */
function Situacao({ lote }: { lote: LotePreco }) {
  if (lote.revertido_por !== null) return <Badge variant="warning">{M.revertidoPor(lote.revertido_por)}</Badge>;
  if (lote.reverte_lote_id !== null) return <Badge variant="secondary">{M.reversaoDe(lote.reverte_lote_id)}</Badge>;
  return <Badge variant="success">Aplicado</Badge>;
}

/**
 * The batches applied, newest first, each with "Reverter" (issue 27): every product of the batch goes back
 * to its price before it, as a new batch. When a product's price changed after the batch, the database
 * refuses naming it (hint 'confirmar'); the screen then asks, and "Reverter mesmo assim" puts that product
 * back too. A batch is reverted once.
 */
export function LotesPreco({ canWrite }: { canWrite: boolean }) {
  const [pagina, setPagina] = useState(1);
  const { data, isLoading, isError, refetch } = useListLotesPrecoQuery({ page: pagina, pageSize: POR_PAGINA });
  const [reverter, { isLoading: revertendo }] = useReverterLotePrecoMutation();
  const [pedido, setPedido] = useState<LotePreco | null>(null);
  const [conflito, setConflito] = useState<{ lote: LotePreco; mensagem: string } | null>(null);

  const executar = async (lote: LotePreco, confirmar: boolean) => {
    try {
      const feito = await reverter({ loteId: lote.id, confirmar }).unwrap();
      setPedido(null);
      setConflito(null);
      toast({ title: M.revertido(lote.id, formatCount(feito.produtos, 'produto', 'produtos'), feito.lote_id), variant: 'success' });
    } catch (error) {
      const e = error as { message?: string; hint?: string | null };
      setPedido(null);
      if (!confirmar && e.hint === 'confirmar' && e.message) {
        setConflito({ lote, mensagem: e.message });
        return;
      }
      setConflito(null);
      toast({ title: M.falhaReverter, description: e.message, variant: 'destructive' });
    }
  };

  if (isLoading) return <p role="status">{M.lotesCarregando}</p>;
  if (isError)
    return (
      <Lista>
        <Aviso $tom="erro" role="alert">
          {M.lotesErro}
        </Aviso>
        <Button variant="outline" onClick={() => void refetch()}>
          Tentar novamente
        </Button>
      </Lista>
    );
  if (!data || data.total === 0) return <EmptyState title={M.lotesVazio} />;

  return (
    <Lista>
      <Table aria-label={M.abaLotes}>
        <TableHeader>
          <TableRow>
            <TableHead>Lote</TableHead>
            <TableHead>Quando</TableHead>
            <TableHead>Regra e motivo</TableHead>
            <TableHead $align="right">Produtos</TableHead>
            <TableHead>Situação</TableHead>
            {canWrite ? (
              <TableHead $align="right">
                <span>Ações</span>
              </TableHead>
            ) : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {data.linhas.map((lote) => (
            <TableRow key={lote.id}>
              <TableCell $nowrap>#{lote.id}</TableCell>
              <TableCell $nowrap>
                {formatDateTime(lote.criado_em)}
                <Secundario>{lote.usuario ?? M.sistema}</Secundario>
              </TableCell>
              <TableCell>
                <Texto>
                  {lote.descricao}
                  <Secundario>{lote.motivo}</Secundario>
                </Texto>
              </TableCell>
              <TableCell $align="right">
                <Numero>{lote.produtos}</Numero>
              </TableCell>
              <TableCell $nowrap>
                <Situacao lote={lote} />
              </TableCell>
              {canWrite ? (
                <TableCell $align="right">
                  {lote.revertido_por === null ? (
                    <Button size="sm" variant="outline" leftIcon={<Undo2 size={16} aria-hidden />} aria-label={`${M.reverter} o lote #${lote.id}`} onClick={() => setPedido(lote)}>
                      {M.reverter}
                    </Button>
                  ) : null}
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ListFooter totalLabel={M.totalLotes} total={data.total} page={pagina} totalPages={Math.ceil(data.total / POR_PAGINA)} onPageChange={setPagina} />
      <ConfirmDialog
        open={pedido !== null}
        onOpenChange={(aberto) => {
          if (!aberto && !revertendo) setPedido(null);
        }}
        title={pedido ? M.reverterTitulo(pedido.id) : ''}
        description={M.reverterTexto}
        confirmLabel={M.reverter}
        loading={revertendo && pedido !== null}
        onConfirm={() => (pedido ? executar(pedido, false) : undefined)}
      />
      <ConfirmDialog
        open={conflito !== null}
        onOpenChange={(aberto) => {
          if (!aberto && !revertendo) setConflito(null);
        }}
        title={M.reverterMesmoAssimTitulo}
        description={conflito?.mensagem ?? ''}
        confirmLabel={M.reverterMesmoAssim}
        destructive
        loading={revertendo && conflito !== null}
        onConfirm={() => (conflito ? executar(conflito.lote, true) : undefined)}
      />
    </Lista>
  );
}
