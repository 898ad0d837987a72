import { Route, Routes } from 'react-router-dom';
import { UnderDevelopment } from '@loja/shared-ui';
import type { RemoteRoutesProps } from '@loja/shared-ui/platform';

const emBreve = (title: string) => <UnderDevelopment title={title} message="Em breve" description="Esta tela chega numa próxima entrega." />;

/** `./routes`: the screens under /estoque, its movements (both edit route shapes) and the placeholder tools; the hub at /estoque is the shell's, from `./navigation`. */
export default function EstoqueRoutes(_props: RemoteRoutesProps) {
  return (
    <Routes>
      <Route path="produtos" element={emBreve('Estoque de Produtos')} />
      <Route path="movimentacao" element={emBreve('Movimentação de Estoque')} />
      <Route path="movimentacao/nova" element={emBreve('Nova Movimentação')} />
      <Route path="movimentacao/editar/:id" element={emBreve('Editar Movimentação')} />
      <Route path="movimentacao/:id/editar" element={emBreve('Editar Movimentação')} />
      <Route path="balanco" element={<UnderDevelopment title="Balanço" />} />
      <Route path="gestor-preco" element={<UnderDevelopment title="Gestor de Preço" />} />
      <Route path="gestor-promocao" element={<UnderDevelopment title="Gestor de Promoção" />} />
      <Route path="*" element={<UnderDevelopment title="Estoque" />} />
    </Routes>
  );
}
