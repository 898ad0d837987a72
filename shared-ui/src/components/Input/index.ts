export { Input, StyledInput } from './Input';
export type { InputProps } from './Input';
