import { Button, EmptyState, PageHeader } from '@loja/shared-ui';
import { useAuth } from '@loja/shared-ui/platform';
import { SearchX } from 'lucide-react';
import { useNavigate, useParams } from 'react-router-dom';
import { useGetMovimentacaoQuery, useUpdateMovimentacaoMutation } from './api';
import { comoApiError } from './components';
import { EDIT_PAGE_MESSAGES, EditSkeleton, MovimentacaoEditForm } from './edit';
import { MOVIMENTACAO_MESSAGES } from './messages';

/** PostgREST's answer to `.single()` when no row matched: the movement does not exist (or was deleted). */
const NENHUMA_LINHA = 'PGRST116';

/** The route's id when it is a positive integer; undefined for anything else ("abc", "-1"). */
function idDaRota(raw: string | undefined): number | undefined {
  if (raw === undefined || !/^\d+$/.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * /estoque/movimentacao/:id/editar and /estoque/movimentacao/editar/:id (spec 001 §2, both shapes):
 * a skeleton while the movement loads, "Movimentação não encontrada" with a way back when it does
 * not exist, otherwise the edit form. Saving goes through atualizar_movimentacao, which re-balances
 * the stock; success returns to the list (refreshed by the mutation's tags).
 */
export function MovimentacaoEditPage() {
  const navigate = useNavigate();
  const { canWrite } = useAuth();
  const id = idDaRota(useParams().id);
  const { data: movimentacao, error, isError, refetch } = useGetMovimentacaoQuery(id ?? 0, { skip: id === undefined });
  const [updateMovimentacao] = useUpdateMovimentacaoMutation();
  const backToList = () => navigate('..');
  // The product is the form's first section: the header stays short on a phone.
  const header = <PageHeader title={EDIT_PAGE_MESSAGES.title} onBack={backToList} />;

  const naoEncontrada = id === undefined || (isError && comoApiError(error).code === NENHUMA_LINHA);
  if (naoEncontrada) {
    return (
      <>
        {header}
        <EmptyState
          icon={<SearchX size={28} aria-hidden />}
          title={MOVIMENTACAO_MESSAGES.notFound}
          description={EDIT_PAGE_MESSAGES.notFoundHint}
          action={<Button onClick={backToList}>{EDIT_PAGE_MESSAGES.backToList}</Button>}
        />
      </>
    );
  }
  if (isError && !movimentacao) {
    return (
      <>
        {header}
        <EmptyState
          title={EDIT_PAGE_MESSAGES.loadFailed}
          description={EDIT_PAGE_MESSAGES.loadFailedHint}
          action={<Button onClick={() => void refetch()}>Tentar novamente</Button>}
        />
      </>
    );
  }
  if (!movimentacao || movimentacao.id === null) {
    return (
      <>
        {header}
        <EditSkeleton label={EDIT_PAGE_MESSAGES.loading} />
      </>
    );
  }

  return (
    <>
      {header}
      <MovimentacaoEditForm
        // A different movement (the id in the address changed) starts a fresh form.
        key={movimentacao.id}
        movimentacao={{ ...movimentacao, id: movimentacao.id }}
        canWrite={canWrite}
        save={(alteracao) => updateMovimentacao(alteracao).unwrap()}
        onSaved={backToList}
        onCancel={backToList}
      />
    </>
  );
}
