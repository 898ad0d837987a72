import {
  Button,
  Card,
  CardContent,
  FormikDateInput,
  FormikInput,
  FormikMoneyInput,
  FormikSelect,
  FormikSwitch,
  FormikTextArea,
  PageHeader,
  isolatedSubmit,
  media,
  toast,
} from '@loja/shared-ui';
import { Formik } from 'formik';
import { ArrowLeft } from 'lucide-react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { centavos, toastDaFalha } from '../../components';
import { useListFormasPagamentoAtivasQuery } from '../../hooks';
import { useCriarTituloMutation, useListCategoriasFinanceirasQuery, useListContasFinanceirasQuery } from './api';
import { PessoaBusca } from './components/PessoaBusca';
import { CONTAS_MESSAGES, FINANCEIRO_MESSAGES as M } from './messages';
import type { Lado } from './params';
import { hojeNaLoja, novaContaSchema, type NovaContaForm } from './schema';

const Formulario = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** A field that takes the form's whole width. */
const Largo = styled.div`
  ${media.md} {
    grid-column: 1 / -1;
  }
`;

const Repeticao = styled.div.attrs({ role: 'group' })`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  ${media.md} {
    grid-column: 1 / -1;
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  > :first-child {
    ${media.md} {
      grid-column: 1 / -1;
    }
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    ${media.md} {
      grid-column: 1 / -1;
    }
  }
`;

const Acoes = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  ${media.md} {
    grid-column: 1 / -1;
  }
`;

const inicial = (): NovaContaForm => ({
  descricao: '',
  valor: '',
  categoriaId: '',
  vencimento: '',
  emissao: hojeNaLoja(),
  competencia: '',
  pessoaId: null,
  documento: '',
  formaPagamentoId: '',
  contaFinanceiraId: '',
  observacoes: '',
  repetir: false,
  repeticoes: 12,
  diaVencimento: '',
});

const idOuNull = (valor: string | undefined) => (valor ? Number(valor) : null);

/**
 * /financeiro/contas-receber/nova and /financeiro/contas-pagar/nova (issue 26, "Nova conta" works): one
 * título, or a monthly series (rent, salaries, energy: N months on a day). Saved by criar_titulo; a
 * refusal keeps the values and shows the database's reason.
 */
export function NovaContaPage({ lado }: { lado: Lado }) {
  const textos = CONTAS_MESSAGES[lado];
  const navigate = useNavigate();
  const [criar] = useCriarTituloMutation();
  const { data: categorias = [] } = useListCategoriasFinanceirasQuery();
  const { data: contas = [] } = useListContasFinanceirasQuery();
  const { data: formas = [] } = useListFormasPagamentoAtivasQuery();
  const categoriaOptions = useMemo(
    () => categorias.filter((c) => c.tipo === (lado === 'receber' ? 'receita' : 'despesa')).map((c) => ({ value: String(c.id), label: c.nome })),
    [categorias, lado],
  );

  return (
    <>
      <PageHeader
        title={textos.novo}
        actions={
          <Button variant="ghost" leftIcon={<ArrowLeft size={16} aria-hidden />} onClick={() => navigate('..', { relative: 'path' })}>
            {M.voltar}
          </Button>
        }
      />
      <Card>
        <CardContent>
          <Formik
            initialValues={inicial()}
            validationSchema={novaContaSchema}
            onSubmit={async (v) => {
              try {
                const repeticoes = v.repetir ? Number(v.repeticoes) : 1;
                const { ids } = await criar({
                  lado,
                  descricao: v.descricao.trim(),
                  // The schema refused an empty value before this runs.
                  valor: centavos(Number(v.valor)),
                  categoriaId: Number(v.categoriaId),
                  vencimento: v.vencimento,
                  emissao: v.emissao ?? '',
                  competencia: v.competencia ?? '',
                  pessoaId: v.pessoaId,
                  documento: (v.documento ?? '').trim(),
                  formaPagamentoId: idOuNull(v.formaPagamentoId),
                  contaFinanceiraId: idOuNull(v.contaFinanceiraId),
                  observacoes: (v.observacoes ?? '').trim(),
                  repeticoes,
                  diaVencimento: v.repetir && v.diaVencimento ? Number(v.diaVencimento) : null,
                }).unwrap();
                toast({ title: 'Sucesso', description: M.salvo(ids.length), variant: 'success' });
                navigate(ids.length === 1 ? `../${ids[0]}` : '..', { relative: 'path' });
              } catch (error) {
                toast({ ...toastDaFalha(error, M.salvarFalhou), variant: 'destructive' });
              }
            }}
          >
            {({ handleSubmit, isSubmitting, values, setFieldValue }) => (
              <Formulario noValidate onSubmit={isolatedSubmit(handleSubmit)} aria-label={textos.novo}>
                <Largo>
                  <FormikInput name="descricao" label={M.descricao} required maxLength={200} />
                </Largo>
                <FormikMoneyInput name="valor" label={M.valor} required />
                <FormikSelect name="categoriaId" label={M.categoria} required placeholder="Selecione..." options={categoriaOptions} />
                <FormikDateInput name="vencimento" label={M.vencimento} required />
                <FormikDateInput name="emissao" label={M.emissao} />
                <FormikDateInput name="competencia" label={M.competencia} hint={M.competenciaDica} />
                <FormikInput name="documento" label={M.documento} hint={M.documentoDica} maxLength={60} />
                <Largo>
                  <PessoaBusca lado={lado} pessoaId={values.pessoaId} onPessoa={(id) => void setFieldValue('pessoaId', id)} />
                </Largo>
                <FormikSelect
                  name="formaPagamentoId"
                  label={M.forma}
                  placeholder="Nenhuma"
                  options={formas.map((f) => ({ value: String(f.id), label: f.nome }))}
                />
                <FormikSelect name="contaFinanceiraId" label={M.conta} placeholder="Nenhuma" options={contas.map((c) => ({ value: String(c.id), label: c.nome }))} />
                <Repeticao aria-label={M.repetir}>
                  <FormikSwitch
                    name="repetir"
                    label={M.repetir}
                    onLabel="Sim"
                    offLabel="Não"
                    // The day of the month starts as the first vencimento's.
                    onCheckedChange={(ligado) => {
                      if (ligado && !values.diaVencimento && values.vencimento) void setFieldValue('diaVencimento', Number(values.vencimento.slice(8, 10)));
                    }}
                  />
                  {values.repetir ? (
                    <>
                      <FormikInput name="repeticoes" type="number" label={M.repeticoes} min={2} max={60} required />
                      <FormikInput name="diaVencimento" type="number" label={M.diaVencimento} min={1} max={31} required />
                      <p>{M.repeticaoDica(Number(values.repeticoes) || 0, values.diaVencimento ? Number(values.diaVencimento) : '')}</p>
                    </>
                  ) : null}
                </Repeticao>
                <Largo>
                  <FormikTextArea name="observacoes" label={M.observacoes} rows={2} />
                </Largo>
                <Acoes>
                  <Button type="submit" loading={isSubmitting} loadingText={M.salvando}>
                    {M.salvar}
                  </Button>
                </Acoes>
              </Formulario>
            )}
          </Formik>
        </CardContent>
      </Card>
    </>
  );
}
