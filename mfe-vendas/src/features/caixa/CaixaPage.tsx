import { Button, Card, CardContent, CardHeader, CardTitle, Dialog, EmptyState, FormikMoneyInput, FormikTextArea, ListError, PageHeader, Skeleton, isolatedSubmit, media, toast } from '@loja/shared-ui';
import { formatDateTime } from '@loja/shared-ui/format';
import { useAuth } from '@loja/shared-ui/platform';
import { Formik } from 'formik';
import { Wallet } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { centavos, emReais, formatCentavos, toastDaFalha } from '../../components';
import {
  useAbrirCaixaMutation,
  useFecharCaixaMutation,
  useGetResumoCaixaQuery,
  useMovimentarCaixaMutation,
  type FechamentoCaixa,
  type ResumoCaixa,
} from '../../hooks';
import { CAIXA_MESSAGES, textoDiferenca } from './messages';
import { aberturaSchema, fechamentoSchema, movimentoSchema } from './schema';

const Grade = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${media.md} {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
`;

const Dados = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .destaque {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Formulario = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 24rem;
`;

const Acoes = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** Opening: the cash in the drawer. */
function AbrirCaixa() {
  const [abrir] = useAbrirCaixaMutation();
  return (
    <Card>
      <CardContent>
        <EmptyState icon={<Wallet size={32} aria-hidden />} title={CAIXA_MESSAGES.fechado} description={CAIXA_MESSAGES.fechadoDescricao} />
        <Formik
          initialValues={{ valor: '' as number | '' }}
          validationSchema={aberturaSchema}
          onSubmit={async ({ valor }) => {
            try {
              await abrir(emReais(centavos(valor === '' ? 0 : valor))).unwrap();
              toast({ title: 'Sucesso', description: CAIXA_MESSAGES.aberto, variant: 'success' });
            } catch (error) {
              toast({ ...toastDaFalha(error, CAIXA_MESSAGES.abrirFalhou), variant: 'destructive' });
            }
          }}
        >
          {({ handleSubmit, isSubmitting }) => (
            <Formulario noValidate onSubmit={isolatedSubmit(handleSubmit)} aria-label="Abrir caixa">
              <FormikMoneyInput name="valor" label="Valor de abertura" required />
              <Button type="submit" loading={isSubmitting} loadingText="Abrindo...">
                Abrir caixa
              </Button>
            </Formulario>
          )}
        </Formik>
      </CardContent>
    </Card>
  );
}

/** Sangria (cash out) or suprimento (cash in), with its reason. */
function MovimentoDialog({ tipo }: { tipo: 'sangria' | 'suprimento' }) {
  const [aberto, setAberto] = useState(false);
  const [movimentar] = useMovimentarCaixaMutation();
  const titulo = tipo === 'sangria' ? 'Sangria' : 'Suprimento';
  return (
    <Dialog
      open={aberto}
      onOpenChange={setAberto}
      trigger={<Button variant="outline">{titulo}</Button>}
      title={titulo}
      description={tipo === 'sangria' ? 'Dinheiro retirado do caixa (depósito, pagamento).' : 'Dinheiro colocado no caixa (troco).'}
    >
      <Formik
        initialValues={{ valor: '' as number | '', motivo: '' }}
        validationSchema={movimentoSchema}
        onSubmit={async ({ valor, motivo }) => {
          try {
            await movimentar({ tipo, valor: emReais(centavos(valor === '' ? 0 : valor)), motivo: motivo.trim() }).unwrap();
            toast({ title: 'Sucesso', description: CAIXA_MESSAGES[tipo], variant: 'success' });
            setAberto(false);
          } catch (error) {
            toast({ ...toastDaFalha(error, CAIXA_MESSAGES.movimentoFalhou), variant: 'destructive' });
          }
        }}
      >
        {({ handleSubmit, isSubmitting }) => (
          <Formulario noValidate onSubmit={isolatedSubmit(handleSubmit)} aria-label={titulo}>
            <FormikMoneyInput name="valor" label="Valor" required />
            <FormikTextArea name="motivo" label="Motivo" required rows={2} />
            <Button type="submit" loading={isSubmitting} loadingText="Registrando...">
              Registrar {titulo.toLowerCase()}
            </Button>
          </Formulario>
        )}
      </Formik>
    </Dialog>
  );
}

/** Closing: the expected cash, the counted cash, the difference as it is typed. */
function FecharCaixaDialog({ esperado, onFechado }: { esperado: number; onFechado: (f: FechamentoCaixa) => void }) {
  const [aberto, setAberto] = useState(false);
  const [fechar] = useFecharCaixaMutation();
  return (
    <Dialog open={aberto} onOpenChange={setAberto} trigger={<Button variant="destructive">Fechar caixa</Button>} title="Fechar caixa">
      <Formik
        initialValues={{ contado: '' as number | '' }}
        validationSchema={fechamentoSchema}
        onSubmit={async ({ contado }) => {
          try {
            onFechado(await fechar(emReais(centavos(contado === '' ? 0 : contado))).unwrap());
            toast({ title: 'Sucesso', description: CAIXA_MESSAGES.fechadoSucesso, variant: 'success' });
            setAberto(false);
          } catch (error) {
            toast({ ...toastDaFalha(error, CAIXA_MESSAGES.fecharFalhou), variant: 'destructive' });
          }
        }}
      >
        {({ handleSubmit, isSubmitting, values }) => (
          <Formulario noValidate onSubmit={isolatedSubmit(handleSubmit)} aria-label="Fechar caixa">
            <Dados>
              <dt>Dinheiro esperado</dt>
              <dd className="destaque">{formatCentavos(esperado)}</dd>
              {values.contado !== '' ? (
                <>
                  <dt>Diferença</dt>
                  <dd>{textoDiferenca(centavos(values.contado) - esperado, formatCentavos)}</dd>
                </>
              ) : null}
            </Dados>
            <FormikMoneyInput name="contado" label="Dinheiro contado" required />
            <Button type="submit" variant="destructive" loading={isSubmitting} loadingText="Fechando...">
              Confirmar fechamento
            </Button>
          </Formulario>
        )}
      </Formik>
    </Dialog>
  );
}

function Totais({ resumo }: { resumo: ResumoCaixa }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Por forma de pagamento</CardTitle>
      </CardHeader>
      <CardContent>
        {resumo.porForma.length === 0 ? (
          <p>Nenhuma venda neste caixa ainda.</p>
        ) : (
          <Dados aria-label="Totais por forma de pagamento">
            {resumo.porForma.map((f) => (
              <Linha key={f.forma} rotulo={f.forma} valor={f.total} />
            ))}
          </Dados>
        )}
      </CardContent>
    </Card>
  );
}

function Linha({ rotulo, valor, destaque }: { rotulo: string; valor: number; destaque?: boolean }) {
  return (
    <>
      <dt className={destaque ? 'destaque' : undefined}>{rotulo}</dt>
      <dd className={destaque ? 'destaque' : undefined}>{formatCentavos(valor)}</dd>
    </>
  );
}

/**
 * /vendas/caixa (issue 24): the shop's cash session. Opened with the cash in the drawer; sangrias
 * and suprimentos with their reason; every sale's money by payment form; closed with the cash
 * counted, which records what was expected and the difference.
 */
export function CaixaPage() {
  const { canWrite } = useAuth();
  const { data: resumo, isLoading, isError, refetch } = useGetResumoCaixaQuery();
  const [fechamento, setFechamento] = useState<FechamentoCaixa | null>(null);

  return (
    <>
      <PageHeader
        title={CAIXA_MESSAGES.title}
        description={resumo ? `Aberto em ${formatDateTime(resumo.caixa.aberto_em)}` : CAIXA_MESSAGES.description}
        actions={
          resumo && canWrite ? (
            <Acoes>
              <MovimentoDialog tipo="suprimento" />
              <MovimentoDialog tipo="sangria" />
              <FecharCaixaDialog esperado={resumo.dinheiroEsperado} onFechado={setFechamento} />
            </Acoes>
          ) : null
        }
      />
      {isError ? (
        <ListError message={CAIXA_MESSAGES.loadFailed} onRetry={() => void refetch()} />
      ) : isLoading ? (
        <Skeleton height="12rem" />
      ) : (
        <Grade>
          {fechamento ? (
            <Card>
              <CardHeader>
                <CardTitle>Fechamento</CardTitle>
              </CardHeader>
              <CardContent>
                <Dados aria-label="Fechamento do caixa">
                  <Linha rotulo="Dinheiro esperado" valor={fechamento.dinheiroEsperado} />
                  <Linha rotulo="Dinheiro contado" valor={fechamento.dinheiroContado} />
                  <dt className="destaque">Diferença</dt>
                  <dd className="destaque">{textoDiferenca(fechamento.diferenca, formatCentavos)}</dd>
                  {fechamento.porForma.map((f) => (
                    <Linha key={f.forma} rotulo={f.forma} valor={f.total} />
                  ))}
                </Dados>
              </CardContent>
            </Card>
          ) : null}
          {resumo ? (
            <>
              <Card>
                <CardHeader>
                  <CardTitle>Dinheiro na gaveta</CardTitle>
                </CardHeader>
                <CardContent>
                  <Dados aria-label="Dinheiro na gaveta">
                    <Linha rotulo="Abertura" valor={resumo.caixa.valor_abertura} />
                    <Linha rotulo="Suprimentos" valor={resumo.suprimentos} />
                    <Linha rotulo="Sangrias" valor={-resumo.sangrias} />
                    <Linha rotulo="Dinheiro esperado" valor={resumo.dinheiroEsperado} destaque />
                  </Dados>
                </CardContent>
              </Card>
              <Totais resumo={resumo} />
            </>
          ) : canWrite ? (
            <AbrirCaixa />
          ) : (
            <EmptyState icon={<Wallet size={32} aria-hidden />} title={CAIXA_MESSAGES.fechado} description={CAIXA_MESSAGES.semPermissao} />
          )}
        </Grade>
      )}
    </>
  );
}
