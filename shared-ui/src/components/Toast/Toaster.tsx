import { Toaster as SonnerToaster } from 'sonner';
import { useTheme } from 'styled-components';

export interface ToasterProps {
  /** Default bottom-right. */
  position?: 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right' | 'top-center' | 'bottom-center';
}

/** Renders the toasts raised with `toast(...)`. Mount once (the shell does; stand-alone remotes too). */
export function Toaster({ position = 'bottom-right' }: ToasterProps) {
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
