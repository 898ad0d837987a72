import { Button, Dialog, toast } from '@loja/shared-ui';
import { useState } from 'react';
import { PagamentosEditor, faltando, formatCentavos, toastDaFalha, type Centavos, type PagamentoAdicionado } from '../../../components';
import { useConfirmarPedidoMutation, useGetLojaParaVendaQuery, useListFormasPagamentoAtivasQuery } from '../../../hooks';
import { VENDAS_MESSAGES } from '../messages';

/**
 * Confirms a storefront order with its payment (confirmar_pedido): its units leave the stock as a
 * Venda movement and the money goes into the open cash session.
 */
export function ConfirmarPedidoDialog({ id, total }: { id: number; total: Centavos }) {
  const [aberto, setAberto] = useState(false);
  const [pagamentos, setPagamentos] = useState<PagamentoAdicionado[]>([]);
  const { data: formas = [] } = useListFormasPagamentoAtivasQuery();
  const { data: loja } = useGetLojaParaVendaQuery();
  const [confirmar, { isLoading }] = useConfirmarPedidoMutation();
  const pago = faltando(total, pagamentos) === 0;

  const enviar = async () => {
    try {
      const { troco } = await confirmar({ id, pagamentos }).unwrap();
      toast({
        title: 'Sucesso',
        description: troco > 0 ? `${VENDAS_MESSAGES.confirmado} Troco: ${formatCentavos(troco)}.` : VENDAS_MESSAGES.confirmado,
        variant: 'success',
      });
      setAberto(false);
      setPagamentos([]);
    } catch (error) {
      toast({ ...toastDaFalha(error, VENDAS_MESSAGES.confirmFailed), variant: 'destructive' });
    }
  };

  return (
    <Dialog
      open={aberto}
      onOpenChange={setAberto}
      size="lg"
      trigger={<Button>Confirmar pedido</Button>}
      title="Confirmar pedido"
      description="Registre o pagamento: o estoque sai e o valor entra no caixa aberto."
      footer={
        <Button onClick={() => void enviar()} disabled={!pago} loading={isLoading} loadingText="Confirmando...">
          Confirmar
        </Button>
      }
    >
      <PagamentosEditor
        total={total}
        pagamentos={pagamentos}
        onChange={setPagamentos}
        formas={formas}
        pix={{ chave: loja?.pix_chave ?? null, nome: loja?.nome ?? '', cidade: loja?.pix_cidade ?? null }}
        disabled={isLoading}
      />
    </Dialog>
  );
}
