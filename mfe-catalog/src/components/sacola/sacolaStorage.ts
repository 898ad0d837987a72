import type { SacolaGrade, SacolaImagem, SacolaItem } from './types';

/** localStorage key of the sacola (spec §9). */
export const SACOLA_STORAGE_KEY = 'carrinho';
/** The only trace of a sacola that could not be read (spec §8: console only). */
export const SACOLA_LOAD_ERROR = 'Erro ao carregar dados do carrinho';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isOptionalText(value: unknown): boolean {
  return value === undefined || value === null || typeof value === 'string';
}

function isImagem(value: unknown): value is SacolaImagem {
  return isRecord(value) && typeof value.url_imagem === 'string' && isOptionalText(value.tipo_imagem);
}

function isGrade(value: unknown): value is SacolaGrade {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    Number.isFinite(value.id) &&
    isOptionalText(value.tamanho) &&
    isOptionalText(value.cor)
  );
}

function isSacolaItem(value: unknown): value is SacolaItem {
  if (!isRecord(value) || !isRecord(value.produto)) return false;
  const { produto, gradeSelecionada, quantidade, disponivel } = value;
  return (
    typeof produto.id === 'number' &&
    Number.isFinite(produto.id) &&
    typeof produto.nome === 'string' &&
    typeof produto.preco_venda === 'number' &&
    Number.isFinite(produto.preco_venda) &&
    (produto.preco_de === undefined || produto.preco_de === null || (typeof produto.preco_de === 'number' && Number.isFinite(produto.preco_de))) &&
    Array.isArray(produto.imagens) &&
    produto.imagens.every(isImagem) &&
    (gradeSelecionada === undefined || gradeSelecionada === null || isGrade(gradeSelecionada)) &&
    typeof quantidade === 'number' &&
    Number.isInteger(quantidade) &&
    quantidade > 0 &&
    (disponivel === undefined || (typeof disponivel === 'number' && Number.isInteger(disponivel) && disponivel >= 0))
  );
}

/**
 * Parses a stored sacola. Null (nothing stored) is an empty sacola; anything that is not
 * an array of well-formed lines throws, so the caller treats the whole value as corrupt.
 */
export function parseSacola(raw: string | null): SacolaItem[] {
  if (raw === null) return [];
  const parsed: unknown = JSON.parse(raw);
  if (!Array.isArray(parsed)) throw new TypeError('A sacola salva não é uma lista');
  if (!parsed.every(isSacolaItem)) throw new TypeError('A sacola salva tem itens inválidos');
  return parsed;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings); the sacola then lives in memory only.
    return null;
  }
}

/** The stored text of the sacola, or null when there is none (or no storage). */
export function storedSacolaText(): string | null {
  try {
    return storage()?.getItem(SACOLA_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * The sacola kept in localStorage. A corrupt or invalid value is logged, removed and
 * read as an empty sacola, so one bad write never breaks the storefront.
 */
export function readStoredSacola(raw: string | null = storedSacolaText()): SacolaItem[] {
  try {
    return parseSacola(raw);
  } catch (error) {
    console.error(SACOLA_LOAD_ERROR, error);
    try {
      storage()?.removeItem(SACOLA_STORAGE_KEY);
    } catch {
      // Nothing more to do: the empty sacola is already the answer.
    }
    return [];
  }
}

/** Writes the sacola unless the stored text is already the same (no needless storage events). */
export function writeStoredSacola(itens: readonly SacolaItem[]): void {
  const area = storage();
  if (!area) return;
  const json = JSON.stringify(itens);
  try {
    if (area.getItem(SACOLA_STORAGE_KEY) !== json) area.setItem(SACOLA_STORAGE_KEY, json);
  } catch (error) {
    // Quota exceeded or storage blocked: the sacola still works for this page.
    console.error('Erro ao salvar dados da sacola', error);
  }
}
