import type { ReactNode } from 'react';
import { Select } from '@loja/shared-ui';
import { useSearchParams } from 'react-router-dom';
import { RelatorioTitulos } from './RelatorioTitulos';
import { FINANCEIRO_MESSAGES as M } from './messages';

export type RelatorioFinanceiro = 'titulos' | 'fluxo' | 'dre';
const RELATORIOS: readonly RelatorioFinanceiro[] = ['titulos', 'fluxo', 'dre'];
const OPCOES = RELATORIOS.map((valor) => ({ value: valor, label: M.relatorios[valor] }));

/** What the page hands each report: its heading (the page's, whatever the report) and the "Relatório" select for its filters. */
export interface MolduraRelatorio {
  titulo: string;
  seletor: ReactNode;
}

export interface RelatorioFinanceiroPageProps {
  /**
   * The fluxo de caixa and the DRE as reports, from their own features (features do not import each other:
   * relatoriosRoutes.tsx composes them here).
   */
  fluxoCaixa: (moldura: MolduraRelatorio) => ReactNode;
  dre: (moldura: MolduraRelatorio) => ReactNode;
}

/**
 * /relatorios/financeiro (issue 28): one page, three reports chosen by "Relatório" (`?relatorio=titulos|fluxo|dre`,
 * in the URL like every filter): the títulos by situação and due date (relatorio_titulos), the fluxo de caixa
 * (fluxo_caixa) and the DRE (dre_mensal), each printable and exported as CSV and PDF.
 */
export function RelatorioFinanceiroPage({ fluxoCaixa, dre }: RelatorioFinanceiroPageProps) {
  const [search, setSearch] = useSearchParams();
  const pedido = search.get('relatorio') ?? '';
  const relatorio: RelatorioFinanceiro = (RELATORIOS as readonly string[]).includes(pedido) ? (pedido as RelatorioFinanceiro) : 'titulos';
  const seletor = (
    <Select
      label={M.relatorio}
      options={OPCOES}
      value={relatorio}
      onChange={(e) =>
        setSearch((atual) => {
          // Another report has other filters: only the period goes along.
          const proximo = new URLSearchParams();
          for (const chave of ['de', 'ate']) {
            const valor = atual.get(chave);
            if (valor) proximo.set(chave, valor);
          }
          if (e.target.value !== 'titulos') proximo.set('relatorio', e.target.value);
          return proximo;
        })
      }
    />
  );
  if (relatorio === 'fluxo') return <>{fluxoCaixa({ titulo: M.title, seletor })}</>;
  if (relatorio === 'dre') return <>{dre({ titulo: M.title, seletor })}</>;
  return <RelatorioTitulos seletor={seletor} />;
}
