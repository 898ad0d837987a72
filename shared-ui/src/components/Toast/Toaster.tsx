import { Toaster as SonnerToaster } from 'sonner';
import styled from 'styled-components';

export interface ToasterProps {
  /**
   * Default top-right: at the bottom the toasts covered a form's Salvar/Cancelar for their 5 s on
   * desktop and the bottom bar on phones (sonner spans the width there).
   */
  position?: 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right' | 'top-center' | 'bottom-center';
}

// The theme's toast layer (above dialogs and the fixed header) instead of sonner's own 999999999;
// doubled class so it outranks sonner's `[data-sonner-toaster]` rule whatever the stylesheet order.
const ThemedToaster = styled(SonnerToaster)`
  && {
    z-index: ${({ theme }) => theme.zIndices.toast};
  }
`;

/**
 * Renders the toasts raised with `toast(...)`. Mount once, inside the theme (the shell does;
 * stand-alone remotes too). Sonner's own `theme` prop is left at its default ('light'): passed here
 * it would stand in for the styled-components theme the layer above reads.
 */
export function Toaster({ position = 'top-right' }: ToasterProps) {
  return <ThemedToaster position={position} containerAriaLabel="Notificações" toastOptions={{ unstyled: true }} />;
}
