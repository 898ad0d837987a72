import { Toaster as SonnerToaster } from 'sonner';
import { useTheme } from 'styled-components';

export interface ToasterProps {
  /**
   * Default top-right: at the bottom the toasts covered a form's Salvar/Cancelar for their 5 s on
   * desktop and the bottom bar on phones (sonner spans the width there).
   */
  position?: 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right' | 'top-center' | 'bottom-center';
}

/** Renders the toasts raised with `toast(...)`. Mount once (the shell does; stand-alone remotes too). */
export function Toaster({ position = 'top-right' }: ToasterProps) {
  const theme = useTheme() as ReturnType<typeof useTheme> | undefined;
  return (
    <SonnerToaster
      position={position}
      theme="light"
      containerAriaLabel="Notificações"
      style={{ zIndex: theme?.zIndices?.toast }}
      toastOptions={{ unstyled: true }}
    />
  );
}
