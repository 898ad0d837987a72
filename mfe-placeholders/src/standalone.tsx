import { renderStandalone } from '../../tooling/standalone';
import PlaceholdersRoutes from './routes';

void renderStandalone(PlaceholdersRoutes, ['dashboard', 'vendas', 'financeiro', 'relatorios', 'configuracao']);
