import { renderStandalone } from '../../tooling/standalone';
import navigation from './navigation';
import EstoqueRoutes from './routes';

void renderStandalone('estoque', EstoqueRoutes, navigation);
