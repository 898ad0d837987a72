import type { Preview } from '@storybook/react-vite';
import { LojaThemeProvider } from '@loja/shared-ui';

const preview: Preview = {
  decorators: [
    (Story) => (
      <LojaThemeProvider>
        <Story />
      </LojaThemeProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: {
      expanded: true,
      matchers: { color: /(background|color)$/i, date: /Date$/i },
    },
    // The a11y panel reports violations as errors (the story tests fail on them too).
    a11y: { test: 'error' },
  },
  initialGlobals: { locale: 'pt-BR' },
  tags: [],
};

export default preview;
