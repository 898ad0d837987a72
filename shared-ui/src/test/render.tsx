import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { LojaThemeProvider } from '../theme';

function Wrapper({ children }: { children: ReactNode }) {
  return <LojaThemeProvider>{children}</LojaThemeProvider>;
}

/** render() inside the Loja Praia theme. */
export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: Wrapper, ...options });
}
