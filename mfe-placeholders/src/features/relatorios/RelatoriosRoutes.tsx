import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundContent } from '@loja/shared-ui';
import { RELATORIOS } from '../../components';
import { CONTEUDO_RELATORIOS } from './conteudo';
import { RelatorioPage } from './RelatorioPage';

/**
 * Relatórios → "Ordem de fornecimento" is the printable list of open purchase orders per supplier
 * (issue 27), a page of mfe-vendas: this path leads there (another section of the shell, so absolute).
 */
export const ORDEM_FORNECIMENTO = '/vendas/orcamento-compra/ordem-fornecimento';

/** /relatorios/* (spec 001 §2): one page per report of RELATORIOS (the menu and hub read the same list). */
export function RelatoriosRoutes() {
  return (
    <Routes>
      <Route path="ordem-fornecimento" element={<Navigate to={ORDEM_FORNECIMENTO} replace />} />
      {RELATORIOS.filter((relatorio) => relatorio.path !== 'ordem-fornecimento').map((relatorio) => (
        <Route key={relatorio.path} path={relatorio.path} element={<RelatorioPage relatorio={relatorio} conteudo={CONTEUDO_RELATORIOS[relatorio.path]} />} />
      ))}
      <Route path="*" element={<NotFoundContent />} />
    </Routes>
  );
}
