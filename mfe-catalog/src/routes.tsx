import { Route, Routes } from 'react-router-dom';
import { UnderDevelopment } from '@loja/shared-ui';
import { CatalogoPage } from './features/catalogo';
import { LinksPage } from './features/links';
import type { RemoteRoutesProps } from '@loja/shared-ui/platform';

/** `./routes`: the public storefront, /catalogo and /links. */
export default function CatalogRoutes({ section }: RemoteRoutesProps) {
  return (
    <Routes>
      <Route index element={section === 'links' ? <LinksPage /> : <CatalogoPage />} />
      <Route path="*" element={<UnderDevelopment title="Catálogo" />} />
    </Routes>
  );
}
