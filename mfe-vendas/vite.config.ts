import { remoteViteConfig } from '../tooling/vite.ts';

export default remoteViteConfig('vendas');
