import { shellViteConfig } from '../tooling/vite.ts';

export default shellViteConfig();
