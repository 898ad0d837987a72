import { Button, Dialog, FormikDateInput, FormikMoneyInput, FormikSelect, FormikTextArea, isolatedSubmit, media, toast } from '@loja/shared-ui';
import { Formik } from 'formik';
import { useState } from 'react';
import styled from 'styled-components';
import { centavos, formatCentavos, toastDaFalha, type Centavos } from '../../../components';
import { useListFormasPagamentoAtivasQuery } from '../../../hooks';
import { useBaixarTituloMutation, useListContasFinanceirasQuery } from '../api';
import { CONTAS_MESSAGES, FINANCEIRO_MESSAGES as M } from '../messages';
import type { Lado } from '../params';
import { baixaSchema, hojeNaLoja } from '../schema';

const Formulario = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Largo = styled.div`
  ${media.sm} {
    grid-column: 1 / -1;
  }
`;

/** Juros, multa, desconto, tarifa: two by two even on a phone (short amounts). */
const Extras = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  ${media.sm} {
    grid-column: 1 / -1;
  }
`;

const Movimentado = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-variant-numeric: tabular-nums;
  ${media.sm} {
    grid-column: 1 / -1;
  }
`;

const reais = (v: number | '' | undefined | null) => (typeof v === 'number' ? centavos(v) : 0);

/**
 * The baixa (issue 26): the part of the saldo it settles (partial allowed), juros, multa, desconto and
 * tarifa, the day and the conta financeira the money moved in. What enters (receber) or leaves (pagar)
 * the conta is shown as it is typed. Recorded by baixar_titulo; a refusal keeps the values.
 */
export function BaixaDialog({ tituloId, lado, saldo, contaPadrao }: { tituloId: number; lado: Lado; saldo: Centavos; contaPadrao: string | null }) {
  const [aberto, setAberto] = useState(false);
  const [baixar] = useBaixarTituloMutation();
  const { data: contas = [] } = useListContasFinanceirasQuery();
  const { data: formas = [] } = useListFormasPagamentoAtivasQuery();
  const textos = CONTAS_MESSAGES[lado];
  const contaInicial = contas.find((c) => c.nome === contaPadrao)?.id;
  return (
    <Dialog open={aberto} onOpenChange={setAberto} trigger={<Button>{textos.baixar}</Button>} title={textos.baixar} description={`${M.saldo}: ${formatCentavos(saldo)}`}>
      <Formik
        initialValues={{
          valor: saldo / 100 as number | '',
          data: hojeNaLoja(),
          contaFinanceiraId: contaInicial ? String(contaInicial) : '',
          juros: '' as number | '',
          multa: '' as number | '',
          desconto: '' as number | '',
          tarifa: '' as number | '',
          formaPagamentoId: '',
          observacoes: '',
        }}
        validationSchema={baixaSchema(saldo / 100, formatCentavos(saldo))}
        onSubmit={async (v) => {
          try {
            await baixar({
              tituloId,
              valor: reais(v.valor),
              data: v.data,
              contaFinanceiraId: Number(v.contaFinanceiraId),
              juros: reais(v.juros),
              multa: reais(v.multa),
              desconto: reais(v.desconto),
              tarifa: reais(v.tarifa),
              formaPagamentoId: v.formaPagamentoId ? Number(v.formaPagamentoId) : null,
              observacoes: v.observacoes.trim(),
            }).unwrap();
            toast({ title: 'Sucesso', description: textos.baixado, variant: 'success' });
            setAberto(false);
          } catch (error) {
            toast({ ...toastDaFalha(error, M.baixaFalhou), variant: 'destructive' });
          }
        }}
      >
        {({ handleSubmit, isSubmitting, values }) => (
          <Formulario noValidate onSubmit={isolatedSubmit(handleSubmit)} aria-label={textos.baixar}>
            <FormikMoneyInput name="valor" label={M.valor} hint={M.baixaValorDica} required />
            <FormikDateInput name="data" label={M.data} max={hojeNaLoja()} required />
            <Largo>
              <FormikSelect name="contaFinanceiraId" label={M.conta} required placeholder="Selecione..." options={contas.map((c) => ({ value: String(c.id), label: c.nome }))} />
            </Largo>
            <Extras>
              <FormikMoneyInput name="juros" label={M.juros} />
              <FormikMoneyInput name="multa" label={M.multa} />
              <FormikMoneyInput name="desconto" label={M.desconto} />
              <FormikMoneyInput name="tarifa" label={M.tarifa} />
            </Extras>
            <Largo>
              <FormikSelect name="formaPagamentoId" label={M.forma} placeholder="Nenhuma" options={formas.map((f) => ({ value: String(f.id), label: f.nome }))} />
            </Largo>
            <Largo>
              <FormikTextArea name="observacoes" label={M.observacoes} rows={2} />
            </Largo>
            <Movimentado role="status">
              <span>{M.movimentado(lado)}</span>
              <strong>{formatCentavos(reais(values.valor) + reais(values.juros) + reais(values.multa) - reais(values.desconto) - reais(values.tarifa))}</strong>
            </Movimentado>
            <Largo>
              <Button type="submit" fullWidth loading={isSubmitting} loadingText={M.registrando}>
                {M.registrar}
              </Button>
            </Largo>
          </Formulario>
        )}
      </Formik>
    </Dialog>
  );
}
