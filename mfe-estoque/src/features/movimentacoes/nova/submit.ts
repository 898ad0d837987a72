import { FIELD_MESSAGES, today, type ToastText } from '@loja/shared-ui';
import type { ApiError } from '@loja/shared-ui/platform';
import type { FormikErrors } from 'formik';
import type { LinhaMovimentacao } from '../api';
import { MOVIMENTACAO_CHECKS, MOVIMENTACAO_MESSAGES } from '../messages';
import { erroDePreco, erroDeQuantidade, type LinhaSelecionada } from './picker';
import type { InformacoesGerais, NovaMovimentacaoValues } from './schema';

/**
 * Saving a new movement: the spec's checks in its order, the one call's lines, and what a refusal
 * says. Pure, so the order and the payload are unit-tested.
 */

const DIA = /^\d{4}-\d{2}-\d{2}$/;

/** How a line is named in a message: 'Biquíni Coral (Coral / M)'. */
export const nomeDaLinha = (linha: Pick<LinhaSelecionada, 'produto_nome' | 'grade_nome'>) =>
  linha.grade_nome ? `${linha.produto_nome} (${linha.grade_nome})` : linha.produto_nome;

/** What is wrong with one selected line for this type, or null. */
export function erroDaLinha(linha: LinhaSelecionada, tipo: InformacoesGerais['tipo']): string | null {
  return erroDeQuantidade(linha.quantidade, tipo, linha.estoque) ?? erroDePreco(linha.preco_unitario);
}

/**
 * The first reason not to save, or null. Spec 001 §5, in this order: type, responsible, at least
 * one line, date (required, and not in the future: the database refuses it). Then each line's
 * quantity and price, which the panel lets the person change after adding (and a type changed to
 * saída after adding makes the stock limit apply).
 */
export function primeiroErro(values: InformacoesGerais, linhas: readonly LinhaSelecionada[], hoje: string = today()): string | null {
  if (!values.tipo) return MOVIMENTACAO_CHECKS.tipo;
  if (!values.usuario_id) return MOVIMENTACAO_CHECKS.responsavel;
  if (linhas.length === 0) return MOVIMENTACAO_CHECKS.linhas;
  if (!values.data.trim()) return MOVIMENTACAO_CHECKS.data;
  if (!DIA.test(values.data) || Number.isNaN(new Date(`${values.data}T00:00:00`).getTime())) return FIELD_MESSAGES.date;
  // 'yyyy-MM-dd' strings compare as days
  if (values.data > hoje) return MOVIMENTACAO_CHECKS.dataFutura;
  for (const linha of linhas) {
    const erro = erroDaLinha(linha, values.tipo);
    if (erro) return `${nomeDaLinha(linha)}: ${erro}`;
  }
  return null;
}

/** The lines' errors under their fields (Formik's `validate`, beside the schema). */
export function errosDasLinhas(values: NovaMovimentacaoValues): FormikErrors<NovaMovimentacaoValues> {
  const erros = values.linhas.map((linha) => {
    const quantidade = erroDeQuantidade(linha.quantidade, values.tipo, linha.estoque);
    const preco = erroDePreco(linha.preco_unitario);
    return quantidade || preco ? { ...(quantidade ? { quantidade } : {}), ...(preco ? { preco_unitario: preco } : {}) } : undefined;
  });
  // Formik reads a missing entry as "no error" for that line.
  return erros.some(Boolean) ? { linhas: erros as FormikErrors<LinhaSelecionada>[] } : {};
}

const pad = (n: number) => String(n).padStart(2, '0');
const diaLocal = (agora: Date) => `${agora.getFullYear()}-${pad(agora.getMonth() + 1)}-${pad(agora.getDate())}`;

/**
 * The movement's timestamp: the chosen day at the current time of day, in ISO (UTC); undefined when
 * the day is today, so the database stamps now() (spec 001 §3: the date defaults to today; here it is stored).
 */
export function dataDaMovimentacao(dia: string, agora: Date = new Date()): string | undefined {
  if (dia === diaLocal(agora)) return undefined;
  const [ano, mes, diaDoMes] = dia.split('-').map(Number) as [number, number, number];
  return new Date(ano, mes - 1, diaDoMes, agora.getHours(), agora.getMinutes(), agora.getSeconds(), agora.getMilliseconds()).toISOString();
}

/** Every selected line as registrar_movimentacoes takes it, each carrying the general information. */
export function paraRegistrar(values: NovaMovimentacaoValues, agora: Date = new Date()): LinhaMovimentacao[] {
  const motivo = values.motivo || null;
  const observacoes = values.observacoes.trim() || null;
  const usuarioId = Number(values.usuario_id);
  const data = dataDaMovimentacao(values.data, agora);
  if (!values.tipo) throw new Error('paraRegistrar: sem tipo (primeiroErro confere antes)');
  const tipo = values.tipo;
  return values.linhas.map((linha) => ({
    produto_id: linha.produto_id,
    grade_id: linha.grade_id,
    tipo,
    quantidade: Number(linha.quantidade),
    preco_unitario: linha.preco_unitario === '' ? null : linha.preco_unitario,
    motivo,
    observacoes,
    usuario_id: usuarioId,
    ...(data ? { data_movimentacao: data } : {}),
  }));
}

/**
 * The database's own reason, when it refused the movement for stock or business rules
 * (registrar_movimentacoes: stock with hint 'estoque_insuficiente', P0001 grade and stock rules,
 * 22023 input checks), all in Portuguese; null for anything else (network, permission, a bug).
 */
export function recusaDoBanco(error: ApiError): string | null {
  if (error.hint === 'estoque_insuficiente' || error.code === 'P0001' || error.code === '22023') return error.message || null;
  return null;
}

/** Spec 001 §8: 'Erro ao registrar movimentação. Tente novamente.', with the database's reason when it gave one. */
export function falhaAoRegistrar(error: ApiError): ToastText {
  const motivo = recusaDoBanco(error);
  return motivo
    ? { title: MOVIMENTACAO_MESSAGES.createFailed, description: motivo }
    : { title: MOVIMENTACAO_CHECKS.errorTitle, description: MOVIMENTACAO_MESSAGES.createFailed };
}

/** An input refusal (22023) names its field in `hint`: shown under that field too. */
const CAMPO_DO_HINT: Partial<Record<string, keyof InformacoesGerais>> = {
  usuario_id: 'usuario_id',
  data_movimentacao: 'data',
  motivo: 'motivo',
  observacoes: 'observacoes',
};

export function errosDoBancoNosCampos(error: ApiError): FormikErrors<NovaMovimentacaoValues> | undefined {
  const campo = error.code === '22023' && error.hint ? CAMPO_DO_HINT[error.hint] : undefined;
  return campo ? { [campo]: error.message } : undefined;
}
