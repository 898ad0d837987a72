import { renderStandalone } from '../../tooling/standalone';
import navigation from './navigation';
import VendasRoutes from './routes';

void renderStandalone('vendas', VendasRoutes, navigation);
