import { Check } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  PageHeader,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  UNSAVED_CHANGES_MESSAGES,
  useRecordToEdit,
} from '@loja/shared-ui';
import { useAuth } from '@loja/shared-ui/platform';
import { RegisterFormSkeleton } from '@loja/shared-ui';
import { useCreateProdutoMutation, useGetProdutoQuery, useUpdateProdutoMutation, type Produto, type ProdutoDados } from './api';
import { GradeTab } from './grade';
import { ImagensTab } from './imagens';
import { InformacoesForm } from './informacoes';
import { PRODUTO_MESSAGES } from './messages';
import { PrecificacaoTab } from './precificacao';

const ABAS = ['informacoes', 'imagens', 'grade', 'precificacao'] as const;
type Aba = (typeof ABAS)[number];
const isAba = (value: string | null): value is Aba => (ABAS as readonly string[]).includes(value ?? '');

/** The router state key the save on /novo leaves for the edit address. */
const CREATED_STATE = 'produtoCriado';
const isJustCreated = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && CREATED_STATE in state && state[CREATED_STATE] === true;

const TabHint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ReadOnlyNotice = styled.p`
  margin-bottom: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const TabBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const Finish = styled.div`
  display: flex;
  justify-content: flex-end;
  padding-top: ${({ theme }) => theme.space[6]};
`;

/**
 * /cadastros/produtos/novo and /cadastros/produtos/:id/editar (spec 001 §2, Products).
 *
 * New: Informações and Imagens; Imagens stays disabled until the product is saved ("Salve o produto
 * primeiro"). The save moves to the product's own address, /cadastros/produtos/{id}/editar?aba=imagens
 * (replacing /novo in the history), so a reload or the back button never shows an empty "Novo
 * Produto" for a product that exists; Finalizar (shown when arriving from that save) returns to the
 * list. Edit: Informações, Imagens, Grade and
 * Precificação; returning to Informações reloads the product (its stock follows the grades). The open
 * tab lives in the URL (?aba=), so a reload or a shared link keeps it. Leaving Informações or
 * Precificação with unsaved changes asks first, as leaving the page does.
 */
export function ProdutoFormPage() {
  const { canWrite, loading: loadingRole } = useAuth();
  const { editing, record, loading, backToList, reload } = useRecordToEdit(useGetProdutoQuery, PRODUTO_MESSAGES.loadOne);
  const [createProduto] = useCreateProdutoMutation();
  const [updateProduto] = useUpdateProdutoMutation();
  const navigate = useNavigate();
  const location = useLocation();
  // Set by the save on /novo: the person is still finishing the new product, so Finalizar is offered.
  const justCreated = isJustCreated(location.state);
  const produto = record;

  const [params, setParams] = useSearchParams();
  const wanted = params.get('aba');
  const abas: readonly Aba[] = editing ? ABAS : ['informacoes', 'imagens'];
  const aba: Aba = isAba(wanted) && abas.includes(wanted) && (wanted === 'informacoes' || produto) ? wanted : 'informacoes';

  // Informações is mounted afresh with the product re-read from the database each time the person
  // returns to it (spec 001: "returning to Informações reloads the product"); a save of its own keeps
  // the form as it is, so nothing typed right after a save is replaced.
  const [reloads, setReloads] = useState(0);
  const [dirty, setDirty] = useState(false);
  const [pending, setPending] = useState<Aba | null>(null);
  const openTab = (next: Aba) => {
    setDirty(false);
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 'informacoes') updated.delete('aba');
      else updated.set('aba', next);
      return updated;
    }, { replace: true });
    if (next === 'informacoes' && editing) void reload().then(() => setReloads((n) => n + 1));
  };
  const changeTab = (value: string) => {
    if (!isAba(value) || value === aba) return;
    if ((aba === 'informacoes' || aba === 'precificacao') && dirty) setPending(value);
    else openTab(value);
  };

  const save = (dados: ProdutoDados, produtoId?: number) =>
    produtoId === undefined ? createProduto(dados).unwrap() : updateProduto({ id: produtoId, changes: dados }).unwrap();
  const onSaved = (saved: Produto, wasCreated: boolean) => {
    if (editing || !wasCreated) return;
    navigate(`../${saved.id}/editar?aba=imagens`, { replace: true, state: { [CREATED_STATE]: true } });
  };

  const title = editing ? 'Editar Produto' : 'Novo Produto';
  // A read-only login (user) reaching /novo by its address gets the notice the stock screens give,
  // not a form whose save could only fail.
  if (!editing && !loadingRole && !canWrite) {
    return (
      <>
        <PageHeader title={title} onBack={backToList} />
        <EmptyState
          title={PRODUTO_MESSAGES.accessRestricted}
          description={PRODUTO_MESSAGES.accessRestrictedNew}
          action={
            <Button variant="outline" onClick={backToList}>
              {PRODUTO_MESSAGES.backToList}
            </Button>
          }
        />
      </>
    );
  }
  if (loading) {
    return (
      <>
        <PageHeader title={title} onBack={backToList} />
        <RegisterFormSkeleton label="Carregando dados do produto" />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={title}
        description={produto?.nome ?? 'Cadastre um novo produto da loja'}
        onBack={backToList}
      />
      {/* Editing as a read-only login: the product is shown, its fields disabled, and this says why. */}
      {editing && !loadingRole && !canWrite ? <ReadOnlyNotice role="note">{PRODUTO_MESSAGES.readOnly}</ReadOnlyNotice> : null}
      <Tabs value={aba} onValueChange={changeTab}>
        <TabBar>
          <TabsList aria-label="Cadastro do produto">
            <TabsTrigger value="informacoes">Informações</TabsTrigger>
            <TabsTrigger value="imagens" disabled={!produto} title={produto ? undefined : PRODUTO_MESSAGES.saveFirst}>
              Imagens
            </TabsTrigger>
            {editing ? (
              <>
                <TabsTrigger value="grade">Grade</TabsTrigger>
                <TabsTrigger value="precificacao">Precificação</TabsTrigger>
              </>
            ) : null}
          </TabsList>
          {produto ? null : <TabHint>{PRODUTO_MESSAGES.saveFirst} para adicionar imagens.</TabHint>}
        </TabBar>
        <TabsContent value="informacoes">
          <InformacoesForm
            key={produto ? `${produto.id}-${reloads}` : 'novo'}
            produto={produto}
            canWrite={canWrite}
            save={save}
            onSaved={onSaved}
            onCancel={backToList}
            onDirtyChange={setDirty}
          />
        </TabsContent>
        {produto ? (
          <>
            <TabsContent value="imagens">
              <ImagensTab produtoId={produto.id} canWrite={canWrite} />
              {justCreated ? (
                <Finish>
                  <Button leftIcon={<Check size={16} aria-hidden />} onClick={backToList}>
                    Finalizar
                  </Button>
                </Finish>
              ) : null}
            </TabsContent>
            {editing ? (
              <>
                <TabsContent value="grade">
                  <GradeTab produtoId={produto.id} canWrite={canWrite} />
                </TabsContent>
                <TabsContent value="precificacao">
                  <PrecificacaoTab produto={produto} canWrite={canWrite} onDirtyChange={setDirty} />
                </TabsContent>
              </>
            ) : null}
          </>
        ) : null}
      </Tabs>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={UNSAVED_CHANGES_MESSAGES.title}
        description={`${UNSAVED_CHANGES_MESSAGES.description} Trocar de aba descarta o que foi digitado nesta aba.`}
        cancelLabel={UNSAVED_CHANGES_MESSAGES.stay}
        confirmLabel={UNSAVED_CHANGES_MESSAGES.leave}
        destructive
        onConfirm={() => {
          if (pending) openTab(pending);
          setPending(null);
        }}
      />
    </>
  );
}
