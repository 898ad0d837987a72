import { renderStandalone } from '../../tooling/standalone';
import navigation from './navigation';
import CadastrosRoutes from './routes';

void renderStandalone('cadastros', CadastrosRoutes, navigation);
