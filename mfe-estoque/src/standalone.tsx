import { renderStandalone } from '../../tooling/standalone';
import EstoqueRoutes from './routes';

void renderStandalone(EstoqueRoutes, ['estoque']);
