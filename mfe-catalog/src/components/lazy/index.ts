export { PartLoadError, lazyPart, preloadQuietly } from './lazyPart';
export type { LazyPart } from './lazyPart';
export { LazyMount, LoadingNotice, PARTE_NAO_CARREGADA } from './LazyMount';
export type { LazyMountProps } from './LazyMount';
export { usePreloadWhenIdle } from './usePreloadWhenIdle';
export { belowTheFold } from './belowTheFold';
