import { renderStandalone } from '../../tooling/standalone';
import navigation from './navigation';
import PlaceholdersRoutes from './routes';

void renderStandalone('placeholders', PlaceholdersRoutes, navigation);
