import { Route, Routes } from 'react-router-dom';
import { NotFoundContent } from '@loja/shared-ui';
import { RELATORIOS } from '../../components';
import { RelatorioIndisponivel } from './RelatorioIndisponivel';

/**
 * /relatorios/* as this remote serves it. The reports are other remotes' pages (issue 28), which the
 * shell mounts instead of this whenever their remote's navigation is loaded; what reaches here is a
 * spec report whose remote is down, or a path no report has (the 404).
 */
export function RelatoriosRoutes() {
  return (
    <Routes>
      {RELATORIOS.map((relatorio) => (
        <Route key={relatorio.path} path={relatorio.path} element={<RelatorioIndisponivel relatorio={relatorio} />} />
      ))}
      <Route path="*" element={<NotFoundContent />} />
    </Routes>
  );
}
