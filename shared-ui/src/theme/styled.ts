import type { AppTheme } from './theme';

/*
 * Types `props.theme` in every styled component of every package that imports
 * `@loja/shared-ui` or `@loja/shared-ui/theme`.
 */
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: DefaultTheme takes AppTheme's keys, an alias cannot
  export interface DefaultTheme extends AppTheme {}
}

export {};
