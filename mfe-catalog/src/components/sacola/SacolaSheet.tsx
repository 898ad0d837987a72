import styled from 'styled-components';
import { ShoppingBag } from 'lucide-react';
import { Button, EmptyState, Sheet, toast } from '@loja/shared-ui';
import { formatBRL } from '@loja/shared-ui/format';
import { useAuth } from '@loja/shared-ui/platform';
import { useGetEmpresaPublicaQuery } from '../../hooks/empresa';
import { SacolaLine } from './SacolaLine';
import { checkoutUrl } from './checkout';
import { useSacola } from './useSacola';

export const SACOLA_TITLE = 'MINHA SACOLA';
/** The shop has no WhatsApp number (or it could not be read): no broken chat link is opened. */
export const CHECKOUT_UNAVAILABLE = {
  title: 'Não foi possível finalizar a compra',
  description: 'O WhatsApp da loja não está disponível no momento. Tente novamente mais tarde.',
} as const;

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

  const finalizar = () => {
    const url = empresa.data ? checkoutUrl(empresa.data.whatsapp, itens) : null;
    if (!url) {
      toast({ ...CHECKOUT_UNAVAILABLE, variant: 'destructive' });
      return;
    }
    window.open(url, '_blank', 'noopener,noreferrer');
  };

  const pedirLogin = () => {
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
          <Button fullWidth size="lg" onClick={finalizar} loading={empresa.isLoading} loadingText="Finalizar Compra">
            Finalizar Compra
          </Button>
        ) : (
          <Button fullWidth size="lg" onClick={pedirLogin} loading={loading} loadingText="Carregando...">
            Fazer Login para Comprar
          </Button>
        )}
        <Button fullWidth variant="outline" onClick={limpar}>
          Limpar sacola
        </Button>
      </Summary>
    ) : null;

  return (
    <Sheet open={open} onOpenChange={onOpenChange} onCloseAutoFocus={onCloseAutoFocus} title={SACOLA_TITLE} footer={footer}>
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
