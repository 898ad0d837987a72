import { Route, Routes } from 'react-router-dom';
import { NotFoundContent } from '@loja/shared-ui';
import { RELATORIOS } from '../../components';
import { CONTEUDO_RELATORIOS } from './conteudo';
import { RelatorioPage } from './RelatorioPage';

/** /relatorios/* (spec 001 §2): one page per report of RELATORIOS (the menu and hub read the same list). */
export function RelatoriosRoutes() {
  return (
    <Routes>
      {RELATORIOS.map((relatorio) => (
        <Route key={relatorio.path} path={relatorio.path} element={<RelatorioPage relatorio={relatorio} conteudo={CONTEUDO_RELATORIOS[relatorio.path]} />} />
      ))}
      <Route path="*" element={<NotFoundContent />} />
    </Routes>
  );
}
