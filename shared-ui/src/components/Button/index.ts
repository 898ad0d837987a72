export { Button, StyledButton } from './Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button';
