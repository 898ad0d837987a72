import { Route, Routes } from 'react-router-dom';
import { NotFoundContent } from '@loja/shared-ui';
import { RELATORIOS } from '../../components';
import { CONTEUDO_RELATORIOS } from './conteudo';
import { OrdemFornecimentoLink } from './OrdemFornecimentoLink';
import { RelatorioPage } from './RelatorioPage';

/**
 * /relatorios/* (spec 001 §2): one page per report of RELATORIOS (the menu and hub read the same list).
 * The ordem de fornecimento is real since issue 27 (in mfe-vendas): its report page leads there.
 */
export function RelatoriosRoutes() {
  return (
    <Routes>
      {RELATORIOS.map((relatorio) => (
        <Route
          key={relatorio.path}
          path={relatorio.path}
          element={
            relatorio.path === 'ordem-fornecimento' ? (
              <OrdemFornecimentoLink relatorio={relatorio} />
            ) : (
              <RelatorioPage relatorio={relatorio} conteudo={CONTEUDO_RELATORIOS[relatorio.path]} />
            )
          }
        />
      ))}
      <Route path="*" element={<NotFoundContent />} />
    </Routes>
  );
}
