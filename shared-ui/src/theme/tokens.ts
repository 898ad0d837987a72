/**
 * Raw design tokens of Loja Praia. This is the only place in the code base
 * where literal colours live: everything else reads them through the theme.
 */
export const palette = {
  sand50: '#fdfaf4',
  sand100: '#f8f1e3',
  sand200: '#efe2c6',
  sand300: '#e2cc9f',
  sand500: '#c9a66b',
  sand700: '#8a6a35',
  sea50: '#ecfbf9',
  sea100: '#cdf3ee',
  sea300: '#6fd6ca',
  sea500: '#14a394',
  sea600: '#0f8a7e',
  sea700: '#0b6e65',
  sea800: '#0a5650',
  sea900: '#083f3b',
  coral100: '#ffe4dc',
  coral300: '#ffa88f',
  coral500: '#f2694a',
  coral600: '#d9512f',
  coral700: '#b23f22',
  coral800: '#8f3119',
  sun100: '#fff4c7',
  sun300: '#ffdf6b',
  sun500: '#f5b800',
  sun700: '#8f6a00',
  white: '#ffffff',
  gray50: '#f8fafa',
  gray100: '#f1f4f4',
  gray200: '#e3e8e8',
  gray300: '#cbd3d3',
  gray400: '#9aa6a6',
  gray500: '#6b7878',
  gray600: '#4f5b5b',
  gray700: '#3a4444',
  gray800: '#242c2c',
  gray900: '#141a1a',
  green100: '#dcf5e3',
  green600: '#1f8a44',
  green700: '#17693a',
  red100: '#fde2e1',
  red600: '#c62828',
  red700: '#a11d1d',
  amber100: '#fff1cc',
  amber700: '#8a5a00',
  black: '#000000',
} as const;

export const colors = {
  background: palette.sand50,
  surface: palette.white,
  surfaceMuted: palette.sand100,
  surfaceSunken: palette.gray100,
  border: palette.gray200,
  borderStrong: palette.gray300,
  text: palette.gray900,
  textMuted: palette.gray600,
  textSubtle: palette.gray500,
  textOnPrimary: palette.white,
  textOnAccent: palette.gray900,
  primary: palette.sea700,
  primaryHover: palette.sea800,
  primarySoft: palette.sea50,
  primaryRing: palette.sea300,
  secondary: palette.sand200,
  secondaryHover: palette.sand300,
  secondaryText: palette.gray900,
  accent: palette.coral700,
  accentHover: palette.coral800,
  accentSoft: palette.coral100,
  sunshine: palette.sun500,
  sunshineSoft: palette.sun100,
  sand: palette.sand300,
  sea: palette.sea500,
  coral: palette.coral500,
  success: palette.green600,
  successHover: palette.green700,
  successSoft: palette.green100,
  successText: palette.green700,
  destructive: palette.red600,
  destructiveHover: palette.red700,
  destructiveSoft: palette.red100,
  destructiveText: palette.red700,
  warning: palette.sun500,
  warningSoft: palette.amber100,
  warningText: palette.amber700,
  overlay: 'rgba(8, 25, 24, 0.55)',
  skeleton: palette.gray200,
  skeletonHighlight: palette.gray100,
  focus: palette.sea600,
  disabled: palette.gray300,
  disabledText: palette.gray500,
  placeholderGradientFrom: palette.gray200,
  placeholderGradientTo: palette.gray400,
  white: palette.white,
  black: palette.black,
} as const;

export const space = {
  0: '0',
  px: '1px',
  0.5: '0.125rem',
  1: '0.25rem',
  1.5: '0.375rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
  16: '4rem',
  20: '5rem',
  24: '6rem',
} as const;

export const radii = {
  none: '0',
  sm: '0.25rem',
  md: '0.5rem',
  lg: '0.75rem',
  xl: '1rem',
  pill: '9999px',
} as const;

export const shadows = {
  sm: '0 1px 2px rgba(20, 26, 26, 0.08)',
  md: '0 4px 12px rgba(20, 26, 26, 0.10)',
  lg: '0 12px 32px rgba(20, 26, 26, 0.16)',
  focus: `0 0 0 3px ${palette.sea300}`,
} as const;

export const fonts = {
  body: "'Inter', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  heading: "'Poppins', 'Inter', 'Segoe UI', Roboto, Arial, sans-serif",
  mono: "'JetBrains Mono', 'SFMono-Regular', Menlo, Consolas, monospace",
} as const;

export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': '1.875rem',
  '4xl': '2.25rem',
  '5xl': '3rem',
} as const;

export const fontWeights = {
  regular: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
} as const;

export const lineHeights = {
  tight: 1.2,
  snug: 1.35,
  normal: 1.5,
} as const;

/** Breakpoints in px. The storefront grid is 1 / 2 / 3 columns at sm / md / xl. */
export const breakpoints = {
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
} as const;

export const zIndices = {
  base: 0,
  header: 40,
  overlay: 50,
  modal: 60,
  toast: 70,
} as const;

export const transitions = {
  fast: '120ms ease-out',
  normal: '200ms ease-out',
  slow: '320ms ease-out',
} as const;
