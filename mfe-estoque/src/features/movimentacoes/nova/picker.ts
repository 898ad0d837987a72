import { displaySize } from '@loja/shared-ui/format';
import type { GradeEstoque, ProdutoEstoque } from '../../../hooks';
import type { TipoMovimentacao } from '../api';
import { PICKER_MESSAGES } from '../messages';

/**
 * The picker's rules (spec 001 §5, Picker), as pure functions the page and the tests share: which
 * grades a product offers, when a line may be added (not twice, an integer from 1, a saída within
 * the stock) and what a line holds.
 */

/** One line of the selected-products panel (spec 001 §3: product, optional grade, quantity, unit price). */
export interface LinhaSelecionada {
  produto_id: number;
  produto_nome: string;
  /** The product's Referência (codigo_barras). */
  referencia: string | null;
  grade_id: number | null;
  /** 'Coral / M'; null for "Sem grade específica". */
  grade_nome: string | null;
  /** Stock of the grade (or of a product without grades) when the line was added: a saída's limit. */
  estoque: number;
  /** An integer from 1; '' while the field is empty. */
  quantidade: number | '';
  /** R$ per unit; '' when left blank (recorded as no price). */
  preco_unitario: number | '';
}

/** The grade select's value for a product without grades. */
export const SEM_GRADE = 'sem-grade';

/** What identifies a line: the same product and grade cannot be added twice. */
export const chaveDaLinha = (linha: { produto_id: number; grade_id: number | null }) => `${linha.produto_id}:${linha.grade_id ?? SEM_GRADE}`;

/** 'Coral / M' (the 'unico' size as 'UNC', spec 001 §9). */
export const nomeDaGrade = (grade: Pick<GradeEstoque, 'cor' | 'tamanho'>) => `${grade.cor} / ${displaySize(grade.tamanho)}`;

export interface OpcaoDeGrade {
  value: string;
  label: string;
}

/**
 * The grade select's options. A product without grades offers only "Sem grade específica"; a
 * product with grades offers its grades and NOT "Sem grade específica": its stock is kept per grade
 * (estoque_atual is the sum of the grades) and registrar_movimentacoes refuses a line without a
 * grade for it ("Selecione a grade (cor e tamanho) de X"), so offering the option would only lead
 * to a refusal at save time. The spec's option exists, for the products it applies to.
 */
export function opcoesDeGrade(grades: readonly GradeEstoque[]): OpcaoDeGrade[] {
  if (grades.length === 0) return [{ value: SEM_GRADE, label: PICKER_MESSAGES.semGrade }];
  return grades.map((grade) => ({ value: String(grade.id), label: `${nomeDaGrade(grade)} — estoque ${grade.estoque_atual}` }));
}

/** The grade a select value names: null for "Sem grade específica", undefined when none was chosen (or it is unknown). */
export function gradeEscolhida(valor: string, grades: readonly GradeEstoque[]): GradeEstoque | null | undefined {
  if (valor === SEM_GRADE) return grades.length === 0 ? null : undefined;
  if (valor === '') return undefined;
  return grades.find((grade) => String(grade.id) === valor);
}

/** A quantity as the database takes it: an integer from 1. */
export const quantidadeValida = (quantidade: unknown): quantidade is number =>
  typeof quantidade === 'number' && Number.isSafeInteger(quantidade) && quantidade >= 1;

/**
 * What is wrong with a quantity, or null: not an integer from 1, or (for a saída) more than the
 * grade's or product's current stock ("Quantidade indisponível em estoque. Estoque atual: N").
 */
export function erroDeQuantidade(quantidade: unknown, tipo: TipoMovimentacao | '', estoque: number): string | null {
  if (!quantidadeValida(quantidade)) return PICKER_MESSAGES.quantidadeInteira;
  if (tipo === 'saida' && quantidade > estoque) return PICKER_MESSAGES.indisponivel(estoque);
  return null;
}

/** A unit price is empty or a finite amount ≥ 0. */
export function erroDePreco(preco: unknown): string | null {
  if (preco === '' || preco === null || preco === undefined) return null;
  return typeof preco === 'number' && Number.isFinite(preco) && preco >= 0 ? null : PICKER_MESSAGES.precoInvalido;
}

/**
 * Where a new line's unit price starts (spec 001 §3: the sale price): an entrada for a Compra starts
 * at the product's cost instead, what the shop paid (issue 23); a product without a cost (0) keeps
 * the sale price, to be corrected by hand.
 */
export function precoInicial(produto: Pick<ProdutoEstoque, 'preco_venda' | 'preco_custo'>, tipo: string, motivo: string | undefined): number {
  return tipo === 'entrada' && motivo === 'Compra' && produto.preco_custo > 0 ? produto.preco_custo : produto.preco_venda;
}

/** The line a product (and its grade, or null for "Sem grade específica") becomes. */
export function novaLinha(
  produto: ProdutoEstoque,
  grade: GradeEstoque | null,
  quantidade: number | '',
  precoUnitario: number | '',
): LinhaSelecionada {
  return {
    produto_id: produto.id,
    produto_nome: produto.nome,
    referencia: produto.codigo_barras,
    grade_id: grade?.id ?? null,
    grade_nome: grade ? nomeDaGrade(grade) : null,
    estoque: grade ? grade.estoque_atual : produto.estoque_atual,
    quantidade,
    preco_unitario: precoUnitario,
  };
}

/**
 * Why `nova` cannot join `linhas`, or null, checked in the spec's words and this order: the same
 * product and grade again ("Este produto/grade já foi adicionado"), the quantity, the saída limit,
 * the price.
 */
export function erroAoAdicionar(linhas: readonly LinhaSelecionada[], nova: LinhaSelecionada, tipo: TipoMovimentacao | ''): string | null {
  const chave = chaveDaLinha(nova);
  if (linhas.some((linha) => chaveDaLinha(linha) === chave)) return PICKER_MESSAGES.duplicate;
  return erroDeQuantidade(nova.quantidade, tipo, nova.estoque) ?? erroDePreco(nova.preco_unitario);
}
