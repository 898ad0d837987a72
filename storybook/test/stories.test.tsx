/**
 * Every story is a test: each story of stories/*.stories.tsx is composed with the
 * project annotations (theme decorator), rendered in jsdom, and must render without
 * errors or console errors and without serious or critical axe violations.
 */
import { composeStories, composeStory, setProjectAnnotations } from '@storybook/react';
import { act, cleanup, render } from '@testing-library/react';
import axe from 'axe-core';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import preview from '../.storybook/preview';

setProjectAnnotations(preview);

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

const modules = import.meta.glob<StoryModule>('../stories/**/*.stories.tsx', { eager: true });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    resultTypes: ['violations'],
    // jsdom cannot compute colours; contrast is checked by the theme tests and the a11y panel.
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('stories', () => {
  it('finds story files', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(20);
  });

  it('covers every shared-ui component folder', () => {
    // npm runs the tests from the storybook workspace folder.
    const componentsDir = resolve(process.cwd(), '../shared-ui/src/components');
    const folders = readdirSync(componentsDir, { withFileTypes: true })
      .filter((d) => d.isDirectory() && d.name !== 'internal')
      .map((d) => d.name);
    const storyFiles = Object.keys(modules).map((path) => path.replace(/^.*\//, '').replace('.stories.tsx', ''));
    const missing = folders.filter((name) => !storyFiles.includes(name));
    expect(missing).toEqual([]);
  });
});

for (const [path, module] of Object.entries(modules)) {
  const stories = composeStories(module) as unknown as Record<string, ComposedStory>;
  describe(path.replace('../stories/', ''), () => {
    for (const [exportName, Story] of Object.entries(stories)) {
      it(`${Story.storyName ?? exportName} renders without errors or a11y violations`, async () => {
        const consoleErrors: unknown[][] = [];
        vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
          consoleErrors.push(args);
        });
        await act(async () => {
          render(<Story />);
        });
        await act(async () => {
          await new Promise((resolve) => setTimeout(resolve, 0));
        });
        // something rendered: more than the empty container (portals count too)
        expect(document.body.querySelectorAll('*').length).toBeGreaterThan(1);
        expect(await seriousViolations()).toEqual([]);
        expect(consoleErrors.map((args) => args.map(String).join(' '))).toEqual([]);
      });
    }
  });
}
