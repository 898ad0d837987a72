/** The shared `@reduxjs/toolkit/query` the shell provides: the names the code imports (see ./reduxToolkit.ts). */
export { setupListeners, skipToken } from 'loja-real:@reduxjs/toolkit/query';
