import { Formik, setNestedObjectValues, useFormikContext } from 'formik';
import { useLayoutEffect, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  Card,
  EmptyState,
  FormActions,
  FormSection,
  PageHeader,
  Skeleton,
  UnsavedChangesPrompt,
  media,
  submitForm,
  toast,
} from '@loja/shared-ui';
import { useAuth } from '@loja/shared-ui/platform';
import { useListResponsaveisQuery, type Responsavel } from '../../../hooks';
import { useRegistrarMovimentacaoMutation } from '../api';
import { MOVIMENTACAO_CHECKS, MOVIMENTACAO_MESSAGES } from '../messages';
import { useGetResponsavelDaSessaoQuery } from './api';
import { errosDasLinhas, errosDoBancoNosCampos, falhaAoRegistrar, paraRegistrar, primeiroErro } from './submit';
import { InformacoesGerais } from './InformacoesGerais';
import { LinhasSelecionadas } from './LinhasSelecionadas';
import { erroAoAdicionar, type LinhaSelecionada } from './picker';
import { ProdutoPicker } from './ProdutoPicker';
import { informacoesSchema, novaMovimentacao, type NovaMovimentacaoValues } from './schema';
import { NOVA_TEXTOS } from './messages';

/** Information and picker | the selected lines, sticky beside them from 1024 px; one column below. */
const Colunas = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};

  ${media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const Principal = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

const Lateral = styled.div`
  min-width: 0;

  ${media.lg} {
    position: sticky;
    /* below the back-office's sticky header */
    top: ${({ theme }) => theme.space[16]};
  }
`;

const Rodape = styled.div`
  margin-top: ${({ theme }) => theme.space[4]};
`;

const Esqueleto = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/** A positive integer id from the query string, or undefined. */
function idDoParametro(valor: string | null): number | undefined {
  const id = Number(valor);
  return valor && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * /estoque/movimentacao/nova (spec 001 §2, New movement): general information, the product picker
 * and the selected-products panel; "Salvar e Confirmar" runs the spec's checks in order, then records
 * every line in one call (all or nothing). Opened from the stock overview, ?produto= starts with that
 * product chosen and ?tipo= with that type. Read-only staff (user) see "Acesso restrito", as the
 * registers do for what a role cannot change.
 */
export function NovaMovimentacaoPage() {
  const navigate = useNavigate();
  const voltar = () => navigate('..');
  const [params] = useSearchParams();
  const { canWrite, loading: carregandoPapel, user } = useAuth();
  const responsaveis = useListResponsaveisQuery(undefined, { skip: !canWrite });
  const sessao = useGetResponsavelDaSessaoQuery(user?.id ?? '', { skip: !canWrite || !user });

  const header = <PageHeader title={NOVA_TEXTOS.title} description={NOVA_TEXTOS.description} onBack={voltar} />;
  if (!carregandoPapel && !canWrite) {
    return (
      <>
        {header}
        <EmptyState
          title={NOVA_TEXTOS.acessoRestrito}
          description={NOVA_TEXTOS.acessoRestritoDescricao}
          action={
            <Button variant="outline" onClick={voltar}>
              {NOVA_TEXTOS.voltarParaLista}
            </Button>
          }
        />
      </>
    );
  }
  // The form starts with its defaults (the signed-in person as responsible), so it waits for them.
  if (carregandoPapel || responsaveis.isLoading || sessao.isLoading) {
    return (
      <>
        {header}
        <Esqueleto $padded aria-busy="true" aria-label={NOVA_TEXTOS.carregando}>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height="2.5rem" shape="rect" />
          ))}
        </Esqueleto>
      </>
    );
  }

  const lista = responsaveis.data ?? [];
  const proprio = sessao.data ?? null;
  return (
    <>
      {header}
      <NovaMovimentacaoForm
        responsaveis={lista}
        falhaResponsaveis={responsaveis.isError}
        inicial={novaMovimentacao({
          tipo: params.get('tipo'),
          usuarioId: proprio !== null && lista.some((pessoa) => pessoa.id === proprio) ? proprio : null,
        })}
        produtoInicialId={idDoParametro(params.get('produto'))}
        onCancel={voltar}
      />
    </>
  );
}

interface NovaMovimentacaoFormProps {
  responsaveis: readonly Responsavel[];
  falhaResponsaveis: boolean;
  inicial: NovaMovimentacaoValues;
  produtoInicialId?: number;
  /** Cancelar, and where a saved movement leads (the list). */
  onCancel: () => void;
}

function NovaMovimentacaoForm({ responsaveis, falhaResponsaveis, inicial, produtoInicialId, onCancel }: NovaMovimentacaoFormProps) {
  const [registrar] = useRegistrarMovimentacaoMutation();
  // Success: the toast, the form marked clean, back to the list. Failure: the toast (with the
  // database's reason for a stock refusal) and every value and line kept.
  const onSubmit = submitForm<NovaMovimentacaoValues>({
    save: (values) => registrar(paraRegistrar(values)).unwrap(),
    success: MOVIMENTACAO_MESSAGES.created,
    failure: falhaAoRegistrar,
    fieldErrors: errosDoBancoNosCampos,
    onSaved: onCancel,
  });
  return (
    <Formik initialValues={inicial} validationSchema={informacoesSchema} validate={errosDasLinhas} onSubmit={onSubmit}>
      <FormularioDaMovimentacao
        responsaveis={responsaveis}
        falhaResponsaveis={falhaResponsaveis}
        produtoInicialId={produtoInicialId}
        onCancel={onCancel}
      />
    </Formik>
  );
}

type FormularioProps = Omit<NovaMovimentacaoFormProps, 'inicial'>;

function FormularioDaMovimentacao({ responsaveis, falhaResponsaveis, produtoInicialId, onCancel }: FormularioProps) {
  const formik = useFormikContext<NovaMovimentacaoValues>();
  const { values, setFieldValue } = formik;

  // The lines and type of this moment, for a line added after an await (a barcode read).
  const atual = useRef({ linhas: values.linhas, tipo: values.tipo });
  useLayoutEffect(() => {
    atual.current = { linhas: values.linhas, tipo: values.tipo };
  });
  const adicionar = (linha: LinhaSelecionada): string | null => {
    const motivo = erroAoAdicionar(atual.current.linhas, linha, atual.current.tipo);
    if (motivo) return motivo;
    // Kept at once, so a second scan right after this one sees this line.
    atual.current = { ...atual.current, linhas: [...atual.current.linhas, linha] };
    void setFieldValue('linhas', atual.current.linhas);
    return null;
  };

  const enviar = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (formik.isSubmitting) return;
    // Spec 001 §5: the checks in its order, each an error toast titled "Erro"; then Formik's own
    // validation (the same messages under the fields) and the save.
    const motivo = primeiroErro(values, values.linhas);
    if (motivo) {
      toast({ title: MOVIMENTACAO_CHECKS.errorTitle, description: motivo, variant: 'destructive' });
      void formik.setTouched(setNestedObjectValues(values, true));
      return;
    }
    void formik.submitForm();
  };

  // Enter in a field never records the movement (only "Salvar e Confirmar" does): in the search it
  // reads a barcode, in the picker's fields it adds the product.
  const semEnviarComEnter = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
  };

  return (
    <form noValidate onSubmit={enviar} onReset={formik.handleReset} onKeyDown={semEnviarComEnter}>
      <UnsavedChangesPrompt />
      <Colunas>
        <Principal>
          <InformacoesGerais responsaveis={responsaveis} falhaResponsaveis={falhaResponsaveis} />
          <ProdutoPicker tipo={values.tipo} motivo={values.motivo} onAdicionar={adicionar} produtoInicialId={produtoInicialId} />
        </Principal>
        <Lateral>
          <FormSection title={NOVA_TEXTOS.selecionados}>
            <LinhasSelecionadas />
            <Rodape>
              <FormActions onCancel={onCancel} submitLabel={MOVIMENTACAO_MESSAGES.submit} />
            </Rodape>
          </FormSection>
        </Lateral>
      </Colunas>
    </form>
  );
}
