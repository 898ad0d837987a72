import { toast } from '@loja/shared-ui';

/** The query parameter that opens a product's dialog: `/catalogo?produto={id}`. */
export const PRODUTO_PARAM = 'produto';

/** A product id from the URL: a positive whole number, or null. */
export function parseProdutoId(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The search that opens a product: `?produto={id}` (the page's filters are not part of the link). */
export const produtoSearch = (id: number): string => `?${new URLSearchParams({ [PRODUTO_PARAM]: String(id) })}`;

export const LINK_COPIADO = { title: 'Link copiado', description: 'Cole o link onde quiser compartilhar este produto.' } as const;
export const LINK_NAO_COPIADO = { title: 'Não foi possível copiar o link', variant: 'destructive' } as const;

/**
 * Shares a product's link (absolute): the phone's share sheet (Web Share API) where the browser has
 * one, else the link copied to the clipboard with a toast. Closing the share sheet is not an error.
 */
export async function compartilharProduto(produto: { nome: string }, url: string): Promise<void> {
  const data: ShareData = { title: produto.nome, text: `${produto.nome} na Loja Praia`, url };
  if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
    try {
      await navigator.share(data);
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      // Refused (no user gesture, a policy): the clipboard still works.
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast(LINK_COPIADO);
  } catch {
    toast({ ...LINK_NAO_COPIADO, description: url });
  }
}
