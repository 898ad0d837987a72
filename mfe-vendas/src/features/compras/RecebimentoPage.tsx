import {
  Button,
  Card,
  CardContent,
  ConfirmDialog,
  FormikDateInput,
  FormikInput,
  FormikMoneyInput,
  FormikSwitch,
  FormikTextArea,
  Input,
  ListError,
  NotFoundContent,
  PageHeader,
  Skeleton,
  isolatedSubmit,
  media,
  toast,
} from '@loja/shared-ui';
import { Formik, getIn, useFormikContext } from 'formik';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatCentavos, toastDaFalha } from '../../components';
import { useGetCompraDetalheQuery, useReceberCompraMutation, type CompraDetalhe, type ItemCompra } from './api';
import { COMPRAS_MESSAGES as M } from './messages';
import { diasDepoisDeHoje, dividirEmParcelas, quantidadeDe, recebimentoSchema, type RecebimentoValues } from './schema';

const Formulario = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Rolavel = styled.div`
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  .num {
    text-align: right;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Quantidade = styled(Input)`
  width: 5rem;
  min-height: 2.25rem;
  text-align: right;
`;

const Botoes = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Grupo = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  legend {
    padding: 0 ${({ theme }) => theme.space[1]};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Two fields side by side from a tablet up, one under the other on a phone. */
const Par = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Erro = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.destructive};
`;

const Total = styled.p`
  margin: 0;
  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-variant-numeric: tabular-nums;
  }
`;

const falta = (i: ItemCompra) => Math.max(i.quantidade - i.quantidade_recebida, 0);
const nome = (i: ItemCompra) => (i.cor === null ? i.produto_nome : `${i.produto_nome} (${i.cor}/${i.tamanho})`);

function totalDoRecebimento(itens: ItemCompra[], quantidades: Record<string, number | ''>): number {
  return itens.reduce((soma, i) => soma + quantidadeDe(quantidades[i.id]) * i.custo_unitario, 0);
}

/** Installments follow the total, their number and the first due date; each stays editable after. */
function Parcelas({ itens }: { itens: ItemCompra[] }) {
  const { values, setFieldValue, errors, submitCount } = useFormikContext<RecebimentoValues>();
  const total = totalDoRecebimento(itens, values.quantidades);
  const n = Number(values.numParcelas);
  const chave = `${total}|${n}|${values.primeiroVencimento}`;
  const anterior = useRef(chave);
  useEffect(() => {
    if (anterior.current === chave) return;
    anterior.current = chave;
    void setFieldValue(
      'parcelas',
      dividirEmParcelas(total, n, values.primeiroVencimento || diasDepoisDeHoje(30)).map((p) => ({ vencimento: p.vencimento, valor: p.valor / 100 })),
    );
  }, [chave, total, n, values.primeiroVencimento, setFieldValue]);
  const erro = submitCount > 0 ? getIn(errors, 'parcelas') : undefined;

  return (
    <Grupo>
      <legend>{M.titulos}</legend>
      <FormikSwitch name="gerarTitulos" label={M.gerarTitulos} onLabel="Sim" offLabel="Não" />
      {values.gerarTitulos ? (
        <>
          <p>{M.parcelasPadrao}</p>
          <Par>
            <FormikInput name="numParcelas" type="number" label={M.parcelas} min={1} max={60} required />
            <FormikDateInput name="primeiroVencimento" label={M.primeiroVencimento} required />
          </Par>
          {values.parcelas.map((_, k) => (
            <Par key={k}>
              <FormikDateInput name={`parcelas.${k}.vencimento`} label={M.vencimento(k + 1)} required />
              <FormikMoneyInput name={`parcelas.${k}.valor`} label={M.valorParcela(k + 1)} required />
            </Par>
          ))}
          {typeof erro === 'string' ? <Erro role="alert">{erro}</Erro> : null}
        </>
      ) : null}
    </Grupo>
  );
}

function Celulas({ itens }: { itens: ItemCompra[] }) {
  const { values, setFieldValue, errors, submitCount } = useFormikContext<RecebimentoValues>();
  const erro = submitCount > 0 ? getIn(errors, 'quantidades') : undefined;
  return (
    <>
      <Botoes>
        <Button variant="outline" onClick={() => void setFieldValue('quantidades', Object.fromEntries(itens.map((i) => [String(i.id), falta(i) || ''])))}>
          {M.receberTudo}
        </Button>
        <Button variant="ghost" onClick={() => void setFieldValue('quantidades', {})}>
          {M.limpar}
        </Button>
      </Botoes>
      <Rolavel>
        <table aria-label="O que chegou">
          <thead>
            <tr>
              <th>Item</th>
              <th className="num">{M.falta}</th>
              <th className="num">{M.chegou}</th>
            </tr>
          </thead>
          <tbody>
            {itens.map((i) => (
              <tr key={i.id}>
                <td>
                  {i.produto_nome}
                  <small>
                    {i.cor === null ? 'sem grade' : `${i.cor} / ${i.tamanho}`} · pedido {i.quantidade}, recebido {i.quantidade_recebida}
                  </small>
                </td>
                <td className="num">{falta(i)}</td>
                <td className="num">
                  <Quantidade
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={99999}
                    step={1}
                    aria-label={`${M.chegou}: ${nome(i)}`}
                    value={values.quantidades[String(i.id)] ?? ''}
                    onChange={(e) =>
                      void setFieldValue('quantidades', { ...values.quantidades, [String(i.id)]: e.target.value === '' ? '' : Number(e.target.value) })
                    }
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Rolavel>
      {typeof erro === 'string' ? <Erro role="alert">{erro}</Erro> : null}
      <Total>
        {M.totalRecebimento}: <strong>{formatCentavos(totalDoRecebimento(itens, values.quantidades))}</strong>
      </Total>
    </>
  );
}

const inicial = (): RecebimentoValues => ({
  quantidades: {},
  gerarTitulos: true,
  // Fornecedores have no payment terms yet: one installment due in 30 days.
  numParcelas: 1,
  primeiroVencimento: diasDepoisDeHoje(30),
  parcelas: [],
  observacoes: '',
});

/**
 * /vendas/orcamento-compra/:id/receber (issue 27): what arrived, per cell (all or part of what is still
 * missing), and the títulos a pagar of this receipt (installments and due dates typed here). More than
 * is missing asks "Receber a mais?" first and is recorded as such. receber_compra writes it all or nothing.
 */
export function RecebimentoPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const compraId = Number(id);
  const valido = Number.isInteger(compraId) && compraId > 0;
  const { data: detalhe, isLoading, isError, refetch } = useGetCompraDetalheQuery(compraId, { skip: !valido });
  const [receber] = useReceberCompraMutation();
  const [aMais, setAMais] = useState<{ linhas: string; enviar: () => Promise<void> } | null>(null);
  const valores = useMemo(() => inicial(), []);

  if (!valido || detalhe === null) return <NotFoundContent />;
  if (isError) return <ListError message={M.loadCompra} onRetry={() => void refetch()} />;
  if (isLoading || !detalhe) return <Skeleton height="24rem" />;
  if (detalhe.compra.situacao !== 'aberto' && detalhe.compra.situacao !== 'parcial') return <NotFoundContent />;

  const { compra, itens }: CompraDetalhe = detalhe;

  const registrar = async (v: RecebimentoValues, receberAMais: boolean) => {
    try {
      const r = await receber({
        id: compra.id,
        itens: itens.filter((i) => quantidadeDe(v.quantidades[i.id]) > 0).map((i) => ({ item_id: i.id, quantidade: quantidadeDe(v.quantidades[i.id]) })),
        aMais: receberAMais,
        parcelas: v.gerarTitulos ? v.parcelas.map((p) => ({ vencimento: p.vencimento, valor: Math.round(Number(p.valor) * 100) })) : [],
        observacoes: (v.observacoes ?? '').trim(),
      }).unwrap();
      toast({ title: 'Sucesso', description: M.recebido(r.sequencia, compra.codigo), variant: 'success' });
      navigate('..', { relative: 'path' });
    } catch (error) {
      toast({ ...toastDaFalha(error, M.receberFalhou), variant: 'destructive' });
    }
  };

  return (
    <>
      <PageHeader
        title={M.recebimentoTitulo(compra.codigo)}
        description={M.recebimentoDescricao}
        actions={
          <Button variant="ghost" leftIcon={<ArrowLeft size={16} aria-hidden />} onClick={() => navigate('..', { relative: 'path' })}>
            Voltar
          </Button>
        }
      />
      <Card>
        <CardContent>
          <Formik
            initialValues={valores}
            validationSchema={recebimentoSchema}
            onSubmit={async (v, helpers) => {
              const total = totalDoRecebimento(itens, v.quantidades);
              const soma = v.gerarTitulos ? v.parcelas.reduce((s, p) => s + Math.round(Number(p.valor) * 100), 0) : total;
              if (soma !== total) {
                helpers.setFieldError('parcelas', M.parcelasNaoFecham(formatCentavos(soma), formatCentavos(total)));
                return;
              }
              const acima = itens.filter((i) => quantidadeDe(v.quantidades[i.id]) > falta(i));
              if (acima.length > 0) {
                setAMais({
                  linhas: acima.map((i) => `${nome(i)} (faltam ${falta(i)}, chegaram ${quantidadeDe(v.quantidades[i.id])})`).join('; '),
                  enviar: () => registrar(v, true),
                });
                return;
              }
              await registrar(v, false);
            }}
          >
            {({ handleSubmit, isSubmitting }) => (
              <Formulario noValidate onSubmit={isolatedSubmit(handleSubmit)} aria-label={M.recebimentoTitulo(compra.codigo)}>
                <Celulas itens={itens} />
                <Parcelas itens={itens} />
                <FormikTextArea name="observacoes" label={M.observacoes} rows={2} />
                <Botoes>
                  <Button type="submit" loading={isSubmitting} loadingText={M.recebendo}>
                    {M.confirmarRecebimento}
                  </Button>
                </Botoes>
              </Formulario>
            )}
          </Formik>
        </CardContent>
      </Card>
      <ConfirmDialog
        open={aMais !== null}
        onOpenChange={(aberto) => {
          if (!aberto) setAMais(null);
        }}
        title={M.confirmarAMais}
        description={aMais ? M.aMaisPergunta(aMais.linhas) : ''}
        confirmLabel={M.aMaisConfirmar}
        onConfirm={async () => {
          const enviar = aMais?.enviar;
          setAMais(null);
          await enviar?.();
        }}
      />
    </>
  );
}
