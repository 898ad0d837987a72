/**
 * `loja-real:<package>` is the package itself, past the federation plugin's rewriting of shared imports
 * (tooling/federation.ts, `realPackages`): the facades in this folder read the real modules with it.
 */
declare module 'loja-real:@reduxjs/toolkit' {
  export * from '@reduxjs/toolkit';
}
declare module 'loja-real:@reduxjs/toolkit/query' {
  export * from '@reduxjs/toolkit/query';
}
declare module 'loja-real:react-redux' {
  export * from 'react-redux';
}
