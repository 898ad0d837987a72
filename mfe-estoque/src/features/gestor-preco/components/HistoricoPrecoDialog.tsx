import { Dialog, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@loja/shared-ui';
import { formatDateTime } from '@loja/shared-ui/format';
import { useGetHistoricoPrecoQuery } from '../api';
import { GESTOR_PRECO_MESSAGES as M } from '../messages';
import { Aviso, Numero, Secundario } from './estilos';
import { formatarPreco } from './formato';

export interface HistoricoPrecoDialogProps {
  produto: { id: number; nome: string } | null;
  onClose: () => void;
}

/** A product's price history (issue 27: who, when, from, to, why), newest first, from precos_historico. */
export function HistoricoPrecoDialog({ produto, onClose }: HistoricoPrecoDialogProps) {
  const { data, isLoading, isError } = useGetHistoricoPrecoQuery(produto?.id ?? 0, { skip: produto === null });
  return (
    <Dialog
      open={produto !== null}
      onOpenChange={(aberto) => {
        if (!aberto) onClose();
      }}
      title={produto ? M.historicoDe(produto.nome) : M.historico}
      description={data && data.length >= 100 ? M.historicoLimite : undefined}
      size="lg"
    >
      {isLoading ? (
        <p role="status">{M.historicoCarregando}</p>
      ) : isError ? (
        <Aviso $tom="erro" role="alert">
          {M.historicoErro}
        </Aviso>
      ) : !data || data.length === 0 ? (
        <p>{M.historicoVazio}</p>
      ) : (
        <Table aria-label={M.historico}>
          <TableHeader>
            <TableRow>
              <TableHead>Quando</TableHead>
              <TableHead>Quem</TableHead>
              <TableHead $align="right">De</TableHead>
              <TableHead $align="right">Para</TableHead>
              <TableHead>Motivo</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.map((h) => (
              <TableRow key={h.id}>
                <TableCell $nowrap>{formatDateTime(h.alterado_em)}</TableCell>
                <TableCell>{h.usuario ?? M.sistema}</TableCell>
                <TableCell $align="right">
                  <Numero>{formatarPreco(h.preco_anterior)}</Numero>
                </TableCell>
                <TableCell $align="right">
                  <Numero>{formatarPreco(h.preco_novo)}</Numero>
                </TableCell>
                <TableCell>
                  {h.motivo ?? '—'}
                  {h.lote_id !== null ? <Secundario>Lote #{h.lote_id}</Secundario> : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Dialog>
  );
}
