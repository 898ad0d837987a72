import { Button, Dialog, FormikTextArea, Yup, isolatedSubmit, toast } from '@loja/shared-ui';
import { Formik } from 'formik';
import { useState } from 'react';
import { toastDaFalha } from '../../../components';
import { useCancelarVendaMutation } from '../../../hooks';
import { VENDAS_MESSAGES } from '../messages';

const esquema = Yup.object({
  motivo: Yup.string().trim().required(VENDAS_MESSAGES.motivoObrigatorio).max(500, 'O motivo aceita no máximo 500 caracteres.'),
});

/**
 * Cancels a sale or an order with its reason (cancelar_venda): a pending order frees its units; a
 * confirmed sale (admin only, checked by the database too) returns its stock and its money.
 */
export function CancelarVendaDialog({ id, pedido, confirmada }: { id: number; pedido: boolean; confirmada: boolean }) {
  const [aberto, setAberto] = useState(false);
  const [cancelar] = useCancelarVendaMutation();
  const rotulo = pedido && !confirmada ? 'Cancelar pedido' : 'Cancelar venda';
  return (
    <Dialog
      open={aberto}
      onOpenChange={setAberto}
      trigger={<Button variant="destructive">{rotulo}</Button>}
      title={rotulo}
      description={
        confirmada
          ? 'As unidades voltam ao estoque e o valor recebido sai do caixa aberto (estorno).'
          : 'A reserva das unidades termina e elas voltam a ficar disponíveis.'
      }
    >
      <Formik
        initialValues={{ motivo: '' }}
        validationSchema={esquema}
        onSubmit={async ({ motivo }) => {
          try {
            await cancelar({ id, motivo: motivo.trim() }).unwrap();
            toast({ title: 'Sucesso', description: pedido && !confirmada ? VENDAS_MESSAGES.pedidoCancelado : VENDAS_MESSAGES.cancelada, variant: 'success' });
            setAberto(false);
          } catch (error) {
            toast({ ...toastDaFalha(error, VENDAS_MESSAGES.cancelFailed), variant: 'destructive' });
          }
        }}
      >
        {({ handleSubmit, isSubmitting }) => (
          <form noValidate onSubmit={isolatedSubmit(handleSubmit)}>
            <FormikTextArea name="motivo" label="Motivo do cancelamento" required rows={3} />
            <Button type="submit" variant="destructive" loading={isSubmitting} loadingText="Cancelando...">
              {`Confirmar cancelamento`}
            </Button>
          </form>
        )}
      </Formik>
    </Dialog>
  );
}
