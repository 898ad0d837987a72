import './styled';

export { theme } from './theme';
export type { AppTheme, Breakpoint, ThemeColor } from './theme';
export {
  palette,
  colors,
  space,
  radii,
  shadows,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  breakpoints,
  zIndices,
  transitions,
} from './tokens';
export { media, mediaDown, minWidthQuery, useMediaQuery, useBreakpoint, ServerMediaContext } from './media';
export { GlobalStyle } from './GlobalStyle';
export { LojaThemeProvider } from './ThemeProvider';
export type { LojaThemeProviderProps } from './ThemeProvider';
export { contrastRatio } from './contrast';
