import type { ColunaRelatorio, LinhaRelatorio } from '@loja/shared-ui/relatorios';
import type { FluxoCaixa } from './api';
import { FLUXO_MESSAGES as M } from './messages';
import { rotuloPeriodo } from './rotulos';

const reais = (centavos: number) => centavos / 100;

/**
 * The fluxo de caixa as Relatórios shows, prints and exports it (issue 28): the table of this page, a row per
 * day or month (realised and planned money, the balance and each conta's), and a totals row of the period
 * from fluxo_caixa's `totais` (the balances at its end). Nothing is added up here.
 */
export function tabelaFluxo(fluxo: FluxoCaixa): { colunas: ColunaRelatorio[]; linhas: LinhaRelatorio[]; totais: LinhaRelatorio } {
  const conta = (id: number) => `conta:${id}`;
  const colunas: ColunaRelatorio[] = [
    { chave: 'periodo', titulo: M.periodo, tipo: 'texto' },
    { chave: 'entradas', titulo: `${M.entradas} (R$)`, tipo: 'dinheiro' },
    { chave: 'saidas', titulo: `${M.saidas} (R$)`, tipo: 'dinheiro' },
    { chave: 'entradas_previstas', titulo: `${M.entradasPrevistas} (R$)`, tipo: 'dinheiro' },
    { chave: 'saidas_previstas', titulo: `${M.saidasPrevistas} (R$)`, tipo: 'dinheiro' },
    { chave: 'saldo', titulo: `${M.saldo} (R$)`, tipo: 'dinheiro' },
    { chave: 'saldo_previsto', titulo: `${M.saldoPrevisto} (R$)`, tipo: 'dinheiro' },
    ...fluxo.contas.map((c): ColunaRelatorio => ({ chave: conta(c.id), titulo: `${c.nome} (R$)`, tipo: 'dinheiro' })),
  ];
  const linhas = fluxo.periodos.map(
    (p): LinhaRelatorio => ({
      chave: p.periodo,
      periodo: rotuloPeriodo(p.periodo, fluxo.agrupar, true),
      entradas: reais(p.entradas),
      saidas: reais(p.saidas),
      entradas_previstas: reais(p.entradas_previstas),
      saidas_previstas: reais(p.saidas_previstas),
      saldo: reais(p.saldo),
      saldo_previsto: reais(p.saldo_previsto),
      ...Object.fromEntries(fluxo.contas.map((c) => [conta(c.id), reais(p.saldos[c.id] ?? 0)])),
    }),
  );
  const totais: LinhaRelatorio = {
    periodo: M.totalPeriodo,
    entradas: reais(fluxo.totais.entradas),
    saidas: reais(fluxo.totais.saidas),
    entradas_previstas: reais(fluxo.totais.entradas_previstas),
    saidas_previstas: reais(fluxo.totais.saidas_previstas),
    saldo: reais(fluxo.totais.saldo_final),
    saldo_previsto: reais(fluxo.totais.saldo_previsto),
    ...Object.fromEntries(fluxo.contas.map((c) => [conta(c.id), reais(c.saldo_final)])),
  };
  return { colunas, linhas, totais };
}
