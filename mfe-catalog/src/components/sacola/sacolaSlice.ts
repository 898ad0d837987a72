import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@loja/shared-ui/platform/core';
import { readStoredSacola } from './sacolaStorage';
import { countItens, sumValor } from './totals';
import type { SacolaGrade, SacolaImagem, SacolaItem, SacolaState } from './types';

/** A product as the catalogue hands it over: extra columns are dropped, the price may be numeric text. */
export interface AdicionarProdutoInput {
  id: number;
  nome: string;
  preco_venda: number | string;
  /** The "de" price of a running promotion (issue 27), or null. */
  preco_de?: number | null;
  imagens?: readonly SacolaImagem[] | null;
}

export interface AdicionarGradeInput {
  id: number;
  tamanho?: string | null;
  cor?: string | null;
}

export interface AdicionarItemPayload {
  produto: AdicionarProdutoInput;
  grade?: AdicionarGradeInput | null;
  /** How many to add at once (the product dialog's quantity); default 1. */
  quantidade?: number;
  /** The catalogue's disponível of the product or grade: the line never holds more. */
  disponivel?: number;
}

export interface RemoverItemPayload {
  produtoId: number;
  gradeId?: number | null;
}

export interface AtualizarQuantidadePayload {
  produtoId: number;
  quantidade: number;
  gradeId?: number | null;
}

/** Sacolas that came from storage: the persistence compares against them to know whether the page changed the sacola. */
const loadedFromStorage = new WeakSet<SacolaItem[]>();

/** True when `itens` is exactly what was read from storage (no change made on this page since). */
export function isLoadedFromStorage(itens: SacolaItem[]): boolean {
  return loadedFromStorage.has(itens);
}

/** Marks a sacola as read from storage (the persistence's loads). */
export function markLoadedFromStorage(itens: SacolaItem[]): SacolaItem[] {
  loadedFromStorage.add(itens);
  return itens;
}

/**
 * Lazy initial state: the sacola is read from localStorage when a store first needs it, so the
 * stored sacola is there before anything can be saved and is never replaced by an empty one.
 */
function initialSacolaState(): SacolaState {
  return { itens: markLoadedFromStorage(readStoredSacola()) };
}

/** Line identity is product + grade; a line without grade is its own line. */
function sameLine(item: SacolaItem, produtoId: number, gradeId: number | null | undefined): boolean {
  return item.produto.id === produtoId && (item.gradeSelecionada?.id ?? null) === (gradeId ?? null);
}

function toGrade(grade: AdicionarGradeInput | null | undefined): SacolaGrade | null {
  return grade ? { id: grade.id, tamanho: grade.tamanho ?? null, cor: grade.cor ?? null } : null;
}

export const sacolaSlice = createSlice({
  name: 'sacola',
  initialState: initialSacolaState,
  reducers: {
    adicionarItem(state, action: PayloadAction<AdicionarItemPayload>) {
      const { produto, grade, quantidade = 1 } = action.payload;
      const amount = Math.floor(quantidade);
      if (!Number.isFinite(amount) || amount < 1) return;
      const disponivel = action.payload.disponivel === undefined ? undefined : Math.max(0, Math.floor(action.payload.disponivel));
      if (disponivel === 0) return;
      const existing = state.itens.find((item) => sameLine(item, produto.id, grade?.id));
      if (existing) {
        existing.quantidade = disponivel === undefined ? existing.quantidade + amount : Math.min(existing.quantidade + amount, disponivel);
        if (disponivel !== undefined) existing.disponivel = disponivel;
        // The catalogue's price now (a promotion may have started or ended since the line was added).
        existing.produto.preco_venda = Number(produto.preco_venda);
        if (produto.preco_de == null) delete existing.produto.preco_de;
        else existing.produto.preco_de = produto.preco_de;
        return;
      }
      state.itens.push({
        produto: {
          id: produto.id,
          nome: produto.nome,
          preco_venda: Number(produto.preco_venda),
          ...(produto.preco_de == null ? {} : { preco_de: produto.preco_de }),
          imagens: (produto.imagens ?? []).map(({ url_imagem, tipo_imagem }) => ({ url_imagem, tipo_imagem })),
        },
        gradeSelecionada: toGrade(grade),
        quantidade: disponivel === undefined ? amount : Math.min(amount, disponivel),
        ...(disponivel === undefined ? {} : { disponivel }),
      });
    },
    removerItem(state, action: PayloadAction<RemoverItemPayload>) {
      const { produtoId, gradeId } = action.payload;
      state.itens = state.itens.filter((item) => !sameLine(item, produtoId, gradeId));
    },
    atualizarQuantidade(state, action: PayloadAction<AtualizarQuantidadePayload>) {
      const { produtoId, gradeId } = action.payload;
      const quantidade = Math.floor(action.payload.quantidade);
      if (Number.isNaN(quantidade)) return;
      if (quantidade <= 0) {
        // DESIGN: a quantity of 0 or less removes the line.
        state.itens = state.itens.filter((item) => !sameLine(item, produtoId, gradeId));
        return;
      }
      const line = state.itens.find((item) => sameLine(item, produtoId, gradeId));
      // Never above the disponível the catalogue gave when the line was added.
      if (line) line.quantidade = line.disponivel === undefined ? quantidade : Math.min(quantidade, Math.max(line.disponivel, 1));
    },
    limparSacola(state) {
      state.itens = [];
    },
    /** Replaces the sacola (from storage, or another tab's change). */
    carregarSacola(state, action: PayloadAction<SacolaItem[]>) {
      state.itens = action.payload;
    },
  },
  selectors: {
    selectItens: (state) => state.itens,
    selectTotalItens: (state) => countItens(state.itens),
    selectValorTotal: (state) => sumValor(state.itens),
  },
});

declare module '@loja/shared-ui/platform/core' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the sacola's slice to the shared store's state
  export interface LazyLoadedSlices extends WithSlice<typeof sacolaSlice> {}
}

/*
 * Injected into the shared root reducer. Injecting the same slice again is a no-op; a re-evaluated
 * module (hot reload, a second copy of the remote) brings an equivalent reducer, which replaces the
 * old one instead of being refused, and the existing sacola state is kept.
 */
const injectedSacola = sacolaSlice.injectInto(rootReducer, { overrideExisting: true });

export const { adicionarItem, removerItem, atualizarQuantidade, limparSacola, carregarSacola } = sacolaSlice.actions;

/** Root-state selectors; they give the stored sacola even before the store has run an action since injection. */
export const { selectItens, selectTotalItens, selectValorTotal } = injectedSacola.selectors;
