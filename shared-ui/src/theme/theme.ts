import {
  breakpoints,
  colors,
  fontSizes,
  fontWeights,
  fonts,
  lineHeights,
  radii,
  shadows,
  space,
  transitions,
  zIndices,
} from './tokens';

export const theme = {
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
} as const;

export type AppTheme = typeof theme;
export type ThemeColor = keyof AppTheme['colors'];
export type Breakpoint = keyof AppTheme['breakpoints'];
