import { ModuleHub, UnderDevelopment } from '@loja/shared-ui';
import { Route, Routes } from 'react-router-dom';

import { EmpresaPage } from './EmpresaPage';

export function ConfiguracaoRoutes() {
  return (
    <Routes>
      <Route
        index
        element={
          <ModuleHub
            title="Configuração"
            description="Configurações do sistema"
            entries={[
              { to: 'empresa', title: 'Empresa', description: 'Nome, CNPJ, endereço, contatos e WhatsApp da loja' },
              { to: '/catalogo', title: 'Catálogo', description: 'Abrir o catálogo público da loja' },
            ]}
          />
        }
      />
      <Route path="empresa" element={<EmpresaPage />} />
      <Route path="*" element={<UnderDevelopment title="Configuração" />} />
    </Routes>
  );
}
