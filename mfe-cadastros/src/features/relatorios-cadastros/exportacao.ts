import type { LinhaRelatorio, Relatorio } from '@loja/shared-ui/relatorios';
import { COLUNAS_ANIVERSARIANTES, COLUNAS_CLIENTES, COLUNAS_FORNECEDORES } from './colunas';
import { MESES, RELATORIO_ANIVERSARIANTES_MESSAGES, RELATORIO_CLIENTES_MESSAGES, RELATORIO_FORNECEDORES_MESSAGES } from './messages';
import type { LinhaAniversariantes, LinhaClientes, LinhaFornecedores, Resposta, TotaisAniversariantes, TotaisClientes, TotaisFornecedores } from './respostas';

/**
 * What each register report exports (CSV and PDF): the whole period's rows as the database sent them, the
 * database's totals as the last row. Nothing is added up here; the table on the screen shows the same columns.
 */

export interface Periodo {
  de: string;
  ate: string;
}

/** The totals row of Clientes: the identified customers only (the consumidor final is apart). */
export function totaisClientes(t: TotaisClientes): LinhaRelatorio {
  return { rotulo: RELATORIO_CLIENTES_MESSAGES.totalClientes, compras: t.compras, faturamento: t.faturamento, ticket_medio: t.ticket_medio };
}

/**
 * The consumidor final as a line of its own, after the ranking (no position: it is no customer), so the file
 * carries every sale of the period without mixing it into the customers' totals.
 */
export function linhaConsumidorFinal(t: TotaisClientes): LinhaRelatorio {
  return { rotulo: RELATORIO_CLIENTES_MESSAGES.consumidorFinal, compras: t.consumidor_final.compras, faturamento: t.consumidor_final.faturamento };
}

export function relatorioClientes(r: Resposta<LinhaClientes, TotaisClientes>, periodo: Periodo, nomeLoja: string): Relatorio {
  return {
    titulo: RELATORIO_CLIENTES_MESSAGES.exportTitle,
    nomeLoja,
    periodo,
    colunas: COLUNAS_CLIENTES,
    linhas: [...r.linhas, linhaConsumidorFinal(r.totais)],
    totais: totaisClientes(r.totais),
  };
}

/** 'aaaa-mm-dd' of the month's first and last day in `ano`. */
export function periodoDoMes(ano: number, mes: number): Periodo {
  const ultimo = new Date(Date.UTC(ano, mes, 0)).getUTCDate();
  const mm = String(mes).padStart(2, '0');
  return { de: `${ano}-${mm}-01`, ate: `${ano}-${mm}-${String(ultimo).padStart(2, '0')}` };
}

export function totaisAniversariantes(t: TotaisAniversariantes): LinhaRelatorio {
  return { rotulo: `Total: ${t.clientes} ${t.clientes === 1 ? 'aniversariante' : 'aniversariantes'}` };
}

export function relatorioAniversariantes(r: Resposta<LinhaAniversariantes, TotaisAniversariantes>, ano: number, mes: number, nomeLoja: string): Relatorio {
  return {
    titulo: `${RELATORIO_ANIVERSARIANTES_MESSAGES.exportTitle} de ${MESES[mes - 1].toLowerCase()}`,
    nomeLoja,
    periodo: periodoDoMes(ano, mes),
    colunas: COLUNAS_ANIVERSARIANTES,
    linhas: r.linhas,
    totais: totaisAniversariantes(r.totais),
  };
}

export function totaisFornecedores(t: TotaisFornecedores): LinhaRelatorio {
  const { fornecedores: _fornecedores, ...numeros } = t;
  return { rotulo: RELATORIO_FORNECEDORES_MESSAGES.total, ...numeros };
}

export function relatorioFornecedores(r: Resposta<LinhaFornecedores, TotaisFornecedores>, periodo: Periodo, nomeLoja: string): Relatorio {
  return {
    titulo: RELATORIO_FORNECEDORES_MESSAGES.exportTitle,
    nomeLoja,
    periodo,
    colunas: COLUNAS_FORNECEDORES,
    linhas: r.linhas,
    totais: totaisFornecedores(r.totais),
  };
}
