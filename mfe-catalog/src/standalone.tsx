import { renderStandalone } from '../../tooling/standalone';
import navigation from './navigation';
import CatalogRoutes from './routes';

void renderStandalone('catalog', CatalogRoutes, navigation);
