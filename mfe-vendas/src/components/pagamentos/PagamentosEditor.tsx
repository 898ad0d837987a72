import { Button, FormikInput, FormikMoneyInput, FormikSelect, IconButton, Yup, isolatedSubmit, money } from '@loja/shared-ui';
import { formatDate } from '@loja/shared-ui/format';
import { Formik, type FormikHelpers } from 'formik';
import { Trash2 } from 'lucide-react';
import styled from 'styled-components';
import type { FormaPagamento } from '../../hooks/api';
import { centavos, formatCentavos, type Centavos } from '../dinheiro';
import { PAGAMENTO_MESSAGES } from './messages';
import { faltando, recusaDoPagamento, trocoDe, type PagamentoAdicionado } from './pagamentos';
import type { PixDaLoja } from './pix';
import { PixQrCode } from './PixQrCode';
import { useConsultarValesQuery, useLazyConsultarValesQuery } from './vales';

const Painel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Totais = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  div {
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
  }
`;

const Lista = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Campos = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};
`;

const Largo = styled.div`
  grid-column: 1 / -1;
`;

/** The customer's vales with money left: one tap fills the code and the amount. */
const Vales = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

interface Valores {
  formaId: string;
  valor: number | '';
  recebido: number | '';
  parcelas: string;
  valeCodigo: string;
}

const esquema = Yup.object({
  formaId: Yup.string().required('Escolha a forma de pagamento.'),
  valor: money().required(PAGAMENTO_MESSAGES.recusa.valor),
  recebido: money(),
  parcelas: Yup.string(),
  valeCodigo: Yup.string().trim().max(20),
});

export interface PagamentosEditorProps {
  total: Centavos;
  pagamentos: readonly PagamentoAdicionado[];
  onChange: (pagamentos: PagamentoAdicionado[]) => void;
  formas: readonly FormaPagamento[];
  pix: PixDaLoja;
  disabled?: boolean;
  /** The sale's customer: their vales-troca with money left are offered when the form is vale-troca. */
  clienteId?: number | null;
}

const valorDoCampo = (valor: number | '') => (valor === '' ? 0 : centavos(valor));
const descricao = (p: PagamentoAdicionado) =>
  [
    p.nome,
    p.parcelas > 1 ? `${p.parcelas}x` : null,
    p.valor_recebido !== null && p.valor_recebido > p.valor ? `recebido ${formatCentavos(p.valor_recebido)}` : null,
    p.vale_codigo ?? null,
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * The payments of a sale: split across forms until the total is covered (issue 24). Dinheiro asks
 * what was received and shows the troco; crédito the installments, up to the form's maximum; Pix
 * shows the QR code and "copia e cola" of a static Pix for the amount. Amounts in centavos.
 */
export function PagamentosEditor({ total, pagamentos, onChange, formas, pix, disabled, clienteId = null }: PagamentosEditorProps) {
  const falta = faltando(total, pagamentos);
  const troco = trocoDe(pagamentos);
  const aceitaVale = formas.some((f) => f.tipo === 'vale');
  const { data: valesDoCliente = [] } = useConsultarValesQuery({ clienteId: clienteId ?? 0 }, { skip: !aceitaVale || clienteId === null });
  const [consultarVale] = useLazyConsultarValesQuery();

  const adicionar = async (valores: Valores, helpers: FormikHelpers<Valores>) => {
    const forma = formas.find((f) => String(f.id) === valores.formaId);
    if (!forma) return;
    const valeCodigo = forma.tipo === 'vale' ? valores.valeCodigo.trim().toUpperCase() : null;
    const pagamento = {
      forma_pagamento_id: forma.id,
      valor: valorDoCampo(valores.valor),
      parcelas: forma.tipo === 'credito' ? Number(valores.parcelas || '1') : 1,
      valor_recebido: forma.tipo === 'dinheiro' && valores.recebido !== '' ? centavos(valores.recebido) : null,
      vale_codigo: valeCodigo,
    };
    const recusa = recusaDoPagamento(forma, pagamento, falta);
    if (recusa) {
      helpers.setFieldError(recusa === 'recebido' ? 'recebido' : recusa === 'parcelas' ? 'parcelas' : 'valor', PAGAMENTO_MESSAGES.recusa[recusa]);
      return;
    }
    if (valeCodigo !== null) {
      // The database checks the vale again under its lock; this saves the round trip of a sale refused.
      if (!valeCodigo) {
        helpers.setFieldError('valeCodigo', PAGAMENTO_MESSAGES.valeSemCodigo);
        return;
      }
      const vale = (await consultarVale({ codigo: valeCodigo }).unwrap().catch(() => []))[0];
      const jaUsado = pagamentos.filter((p) => p.vale_codigo === valeCodigo).reduce((s, p) => s + p.valor, 0);
      const problema = !vale
        ? PAGAMENTO_MESSAGES.valeNaoEncontrado
        : vale.vencido
          ? PAGAMENTO_MESSAGES.valeVencido(formatDate(vale.valido_ate))
          : jaUsado + pagamento.valor > vale.saldo
            ? PAGAMENTO_MESSAGES.valeSaldo(formatCentavos(vale.saldo - jaUsado))
            : null;
      if (problema) {
        helpers.setFieldError('valeCodigo', problema);
        return;
      }
    }
    onChange([...pagamentos, { ...pagamento, nome: forma.nome, tipo: forma.tipo }]);
    helpers.resetForm({ values: { formaId: valores.formaId, valor: (falta - pagamento.valor) / 100 || '', recebido: '', parcelas: '1', valeCodigo: '' } });
  };

  return (
    <Painel aria-label="Pagamento">
      <Totais>
        <div>
          <dt>Total</dt>
          <dd>{formatCentavos(total)}</dd>
        </div>
        <div>
          <dt>{PAGAMENTO_MESSAGES.falta}</dt>
          <dd data-testid="falta-pagar">{formatCentavos(falta)}</dd>
        </div>
        {troco > 0 ? (
          <div>
            <dt>{PAGAMENTO_MESSAGES.troco}</dt>
            <dd data-testid="troco">{formatCentavos(troco)}</dd>
          </div>
        ) : null}
      </Totais>
      {pagamentos.length > 0 ? (
        <Lista aria-label="Pagamentos adicionados">
          {pagamentos.map((p, indice) => (
            <li key={`${p.forma_pagamento_id}-${indice}`}>
              <span>{descricao(p)}</span>
              <span>
                <strong>{formatCentavos(p.valor)}</strong>{' '}
                <IconButton
                  aria-label={PAGAMENTO_MESSAGES.remover(p.nome)}
                  icon={<Trash2 size={16} aria-hidden />}
                  variant="ghost"
                  size="sm"
                  disabled={disabled}
                  onClick={() => onChange(pagamentos.filter((_, i) => i !== indice))}
                />
              </span>
            </li>
          ))}
        </Lista>
      ) : null}
      {falta > 0 && total > 0 ? (
        <Formik<Valores>
          initialValues={{ formaId: formas[0] ? String(formas[0].id) : '', valor: falta / 100, recebido: '', parcelas: '1', valeCodigo: '' }}
          enableReinitialize
          validationSchema={esquema}
          onSubmit={adicionar}
        >
          {({ values, handleSubmit, setValues, isSubmitting }) => {
            const forma = formas.find((f) => String(f.id) === values.formaId);
            const valor = valorDoCampo(values.valor);
            const recebido = values.recebido === '' ? 0 : centavos(values.recebido);
            return (
              <Campos noValidate onSubmit={isolatedSubmit(handleSubmit)} aria-label={PAGAMENTO_MESSAGES.adicionar}>
                <FormikSelect name="formaId" label={PAGAMENTO_MESSAGES.forma} options={formas.map((f) => ({ value: String(f.id), label: f.nome }))} />
                <FormikMoneyInput name="valor" label={PAGAMENTO_MESSAGES.valor} />
                {forma?.tipo === 'dinheiro' ? (
                  <FormikMoneyInput
                    name="recebido"
                    label={PAGAMENTO_MESSAGES.recebido}
                    hint={recebido > valor ? `${PAGAMENTO_MESSAGES.troco}: ${formatCentavos(recebido - valor)}` : undefined}
                  />
                ) : null}
                {forma?.tipo === 'credito' && forma.maximo_parcelas > 1 ? (
                  <FormikSelect
                    name="parcelas"
                    label={PAGAMENTO_MESSAGES.parcelas}
                    options={Array.from({ length: forma.maximo_parcelas }, (_, i) => ({
                      value: String(i + 1),
                      label: `${i + 1}x de ${formatCentavos(Math.round(valor / (i + 1)))}`,
                    }))}
                  />
                ) : null}
                {forma?.tipo === 'vale' ? <FormikInput name="valeCodigo" label={PAGAMENTO_MESSAGES.valeCodigo} placeholder="VT-XXXXXXXX" autoComplete="off" /> : null}
                <Button type="submit" variant="secondary" disabled={disabled} loading={isSubmitting}>
                  {PAGAMENTO_MESSAGES.adicionar}
                </Button>
                {forma?.tipo === 'vale' && valesDoCliente.length > 0 ? (
                  <Vales aria-label={PAGAMENTO_MESSAGES.valesDoCliente}>
                    {valesDoCliente.map((v) => (
                      <Button
                        key={v.codigo}
                        type="button"
                        variant="outline"
                        size="sm"
                        onClick={() => void setValues({ ...values, valeCodigo: v.codigo, valor: Math.min(v.saldo, falta) / 100 })}
                      >
                        {PAGAMENTO_MESSAGES.usarVale(v.codigo, formatCentavos(v.saldo))}
                      </Button>
                    ))}
                  </Vales>
                ) : null}
                {forma?.tipo === 'pix' && valor > 0 ? (
                  <Largo>
                    <PixQrCode loja={pix} valor={valor} />
                  </Largo>
                ) : null}
              </Campos>
            );
          }}
        </Formik>
      ) : total > 0 ? (
        <p role="status">{PAGAMENTO_MESSAGES.pago}</p>
      ) : null}
    </Painel>
  );
}
