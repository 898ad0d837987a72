// What the stock pages share: the data hooks of resources several pages use.
export * from './api';
