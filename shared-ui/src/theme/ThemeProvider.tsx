import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { theme } from './theme';

export interface LojaThemeProviderProps {
  children?: ReactNode;
  /** Also render the GlobalStyle (default true). Remotes inside the shell pass false. */
  withGlobalStyle?: boolean;
}

/** The Loja Praia theme (and, by default, the global style) for a subtree. */
export function LojaThemeProvider({ children, withGlobalStyle = true }: LojaThemeProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      {withGlobalStyle ? <GlobalStyle /> : null}
      {children}
    </ThemeProvider>
  );
}
