import { renderStandalone } from '../../tooling/standalone';
import CadastrosRoutes from './routes';

void renderStandalone(CadastrosRoutes, ['cadastros']);
