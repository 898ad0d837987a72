import { renderStandalone } from '../../tooling/standalone';
import CatalogRoutes from './routes';

void renderStandalone(CatalogRoutes, ['catalogo', 'links']);
