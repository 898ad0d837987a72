import { useCallback, useRef } from 'react';
import styled from 'styled-components';
import { ShoppingBag } from 'lucide-react';
import { Button, ConfirmDialog, EmptyState, Sheet, toast } from '@loja/shared-ui';
import { formatBRL } from '@loja/shared-ui/format';
import { useAuth, type ApiError } from '@loja/shared-ui/platform';
import { useGetEmpresaPublicaQuery } from '../../hooks/empresa';
import { SacolaLine } from './SacolaLine';
import { checkoutUrl, hasWhatsapp } from './checkout';
import { CHECKOUT_UNAVAILABLE, estoqueMudou, LIMPAR_SACOLA, PEDIDO_FALHOU, PEDIDO_SEM_CONEXAO, pedidoRecusado, pedidoRegistrado } from './messages';
import { returnFocusAfterDialogs } from '../layout/returnFocusAfterDialogs';
import { linhaRecusada, useRegistrarPedidoMutation } from './pedido';
import { useSacola } from './useSacola';

export const SACOLA_TITLE = 'MINHA SACOLA';
export { CHECKOUT_UNAVAILABLE };

/**
 * The title, focusable by script only: the sheet opens with focus on it, not on the first line's
 * "−" (a stray Enter removed an item, issue 25). Focused as it mounts, so Radix, finding focus
 * already inside, does not move it to the first button.
 */
const TitleFocus = styled.span`
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Summary = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  margin: 0;
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; text-align: right; font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
`;

const TotalValue = styled.dd`
  && {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export interface SacolaSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A visitor pressed "Fazer Login para Comprar" (the sheet closes first): open the sign-up dialog. */
  onRequireLogin: () => void;
  /** Returns focus to the header's sacola button (the sheet opens from state, not from a Trigger). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** The sacola panel "MINHA SACOLA"; needs a SacolaProvider and an AuthProvider above it. */
export function SacolaSheet({ open, onOpenChange, onRequireLogin, onCloseAutoFocus }: SacolaSheetProps) {
  const { itens, totalItens, valorTotal, atualizarQuantidade, remover, limpar } = useSacola();
  const { user, loading } = useAuth();
  // Only a signed-in buyer needs the shop's number; the query is shared and cached with the rest of the page.
  const empresa = useGetEmpresaPublicaQuery(undefined, { skip: !open || !user });
  const [registrarPedido, registro] = useRegistrarPedidoMutation();
  const titulo = useRef<HTMLSpanElement | null>(null);
  const focarTitulo = useCallback((node: HTMLSpanElement | null) => {
    titulo.current = node;
    node?.focus();
  }, []);

  /** Confirmed: the bag empties and focus, whose button has gone, goes to the title. */
  const limparConfirmado = () => {
    limpar();
    // After Radix's own return of focus to the (now removed) "Limpar sacola", one task later.
    window.setTimeout(() => titulo.current?.focus(), 0);
  };

  /** A refused line: the bag keeps what is left of it (nothing: the line goes), and says why. */
  const recusado = (error: ApiError) => {
    const linha = linhaRecusada(error);
    if (linha) {
      if (linha.disponivel > 0) atualizarQuantidade(linha.produtoId, linha.disponivel, linha.gradeId);
      else remover(linha.produtoId, linha.gradeId);
      toast({ ...estoqueMudou(error.message), variant: 'destructive' });
    } else if (error.status === 0 || error.message.startsWith('TypeError')) {
      toast({ ...PEDIDO_SEM_CONEXAO, variant: 'destructive' });
    } else if (error.code === 'P0001' || error.code === '22023') {
      toast({ ...pedidoRecusado(error.message), variant: 'destructive' });
    } else {
      toast({ ...PEDIDO_FALHOU, variant: 'destructive' });
    }
  };

  /**
   * Records the order first (prices and availability from the database, units reserved), then opens
   * the chat with its number. The tab opens at the click, blank, and gets the chat's address once
   * the order is recorded: a tab opened after the request would no longer count as the click's and
   * a popup blocker would stop it. A refusal closes it again.
   */
  const finalizar = async () => {
    const whatsapp = empresa.data?.whatsapp;
    if (!hasWhatsapp(whatsapp)) {
      toast({ ...CHECKOUT_UNAVAILABLE, variant: 'destructive' });
      return;
    }
    const aba = window.open('', '_blank');
    const resposta = await registrarPedido(itens);
    if (resposta.error) {
      aba?.close();
      recusado(resposta.error as ApiError);
      return;
    }
    const url = checkoutUrl(whatsapp, itens, resposta.data) ?? '';
    if (aba) {
      aba.opener = null;
      aba.location.replace(url);
    } else {
      window.open(url, '_blank', 'noopener,noreferrer');
    }
    limpar();
    onOpenChange(false);
    toast({ ...pedidoRegistrado(resposta.data.codigo), variant: 'success' });
  };

  /** The sheet closes and "Acesse sua conta" opens; when that closes, focus goes to the header's sacola button. */
  const pedirLogin = () => {
    returnFocusAfterDialogs(() => document.querySelector<HTMLElement>('[data-sacola-button]'));
    onOpenChange(false);
    onRequireLogin();
  };

  const footer =
    itens.length > 0 ? (
      <Summary>
        <Totals>
          <dt>Total de itens</dt>
          <dd>{totalItens}</dd>
          <dt>Total</dt>
          <TotalValue>{formatBRL(valorTotal)}</TotalValue>
        </Totals>
        {user ? (
          <Button
            fullWidth
            size="lg"
            onClick={() => void finalizar()}
            loading={empresa.isLoading || registro.isLoading}
            loadingText={registro.isLoading ? 'Registrando pedido...' : 'Finalizar Compra'}
          >
            Finalizar Compra
          </Button>
        ) : (
          <Button fullWidth size="lg" onClick={pedirLogin} loading={loading} loadingText="Carregando...">
            Fazer Login para Comprar
          </Button>
        )}
        <ConfirmDialog
          trigger={
            <Button fullWidth variant="outline">
              Limpar sacola
            </Button>
          }
          title={LIMPAR_SACOLA.title}
          description={LIMPAR_SACOLA.description}
          confirmLabel={LIMPAR_SACOLA.confirm}
          cancelLabel={LIMPAR_SACOLA.cancel}
          destructive
          onConfirm={limparConfirmado}
        />
      </Summary>
    ) : null;

  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={
        <TitleFocus ref={focarTitulo} tabIndex={-1}>
          {SACOLA_TITLE}
        </TitleFocus>
      }
      footer={footer}
    >
      {itens.length === 0 ? (
        <EmptyState
          icon={<ShoppingBag size={28} />}
          title="Sua sacola está vazia"
          description="Adicione produtos para ver aqui."
        />
      ) : (
        <Lines aria-label="Itens da sacola">
          {itens.map((item) => (
            <SacolaLine
              key={`${item.produto.id}:${item.gradeSelecionada?.id ?? 'sem-grade'}`}
              item={item}
              onQuantityChange={(quantidade) =>
                atualizarQuantidade(item.produto.id, quantidade, item.gradeSelecionada?.id)
              }
              onRemove={() => remover(item.produto.id, item.gradeSelecionada?.id)}
            />
          ))}
        </Lines>
      )}
    </Sheet>
  );
}
