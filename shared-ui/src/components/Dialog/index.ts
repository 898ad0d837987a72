export { Dialog, DialogClose } from './Dialog';
export type { DialogProps, DialogSize } from './Dialog';
