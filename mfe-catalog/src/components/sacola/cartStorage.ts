import type { CartGrade, CartImagem, CartItem } from './types';

/** localStorage key of the bag (spec §9). */
export const CART_STORAGE_KEY = 'carrinho';
/** The only trace of a bag that could not be read (spec §8: console only). */
export const CART_LOAD_ERROR = 'Erro ao carregar dados do carrinho';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isOptionalText(value: unknown): boolean {
  return value === undefined || value === null || typeof value === 'string';
}

function isImagem(value: unknown): value is CartImagem {
  return isRecord(value) && typeof value.url_imagem === 'string' && isOptionalText(value.tipo_imagem);
}

function isGrade(value: unknown): value is CartGrade {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    Number.isFinite(value.id) &&
    isOptionalText(value.tamanho) &&
    isOptionalText(value.cor)
  );
}

function isCartItem(value: unknown): value is CartItem {
  if (!isRecord(value) || !isRecord(value.produto)) return false;
  const { produto, gradeSelecionada, quantidade } = value;
  return (
    typeof produto.id === 'number' &&
    Number.isFinite(produto.id) &&
    typeof produto.nome === 'string' &&
    typeof produto.preco_venda === 'number' &&
    Number.isFinite(produto.preco_venda) &&
    Array.isArray(produto.imagens) &&
    produto.imagens.every(isImagem) &&
    (gradeSelecionada === undefined || gradeSelecionada === null || isGrade(gradeSelecionada)) &&
    typeof quantidade === 'number' &&
    Number.isInteger(quantidade) &&
    quantidade > 0
  );
}

/**
 * Parses a stored bag. Null (nothing stored) is an empty bag; anything that is not
 * an array of well-formed lines throws, so the caller treats the whole value as corrupt.
 */
export function parseCart(raw: string | null): CartItem[] {
  if (raw === null) return [];
  const parsed: unknown = JSON.parse(raw);
  if (!Array.isArray(parsed)) throw new TypeError('O carrinho salvo não é uma lista');
  if (!parsed.every(isCartItem)) throw new TypeError('O carrinho salvo tem itens inválidos');
  return parsed;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings); the bag then lives in memory only.
    return null;
  }
}

/** The stored text of the bag, or null when there is none (or no storage). */
export function storedCartText(): string | null {
  try {
    return storage()?.getItem(CART_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * The bag kept in localStorage. A corrupt or invalid value is logged, removed and
 * read as an empty bag, so one bad write never breaks the storefront.
 */
export function readStoredCart(raw: string | null = storedCartText()): CartItem[] {
  try {
    return parseCart(raw);
  } catch (error) {
    console.error(CART_LOAD_ERROR, error);
    try {
      storage()?.removeItem(CART_STORAGE_KEY);
    } catch {
      // Nothing more to do: the empty bag is already the answer.
    }
    return [];
  }
}

/** Writes the bag unless the stored text is already the same (no needless storage events). */
export function writeStoredCart(itens: readonly CartItem[]): void {
  const area = storage();
  if (!area) return;
  const json = JSON.stringify(itens);
  try {
    if (area.getItem(CART_STORAGE_KEY) !== json) area.setItem(CART_STORAGE_KEY, json);
  } catch (error) {
    // Quota exceeded or storage blocked: the bag still works for this page.
    console.error('Erro ao salvar dados do carrinho', error);
  }
}
