import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { media } from './media';
import { colors } from './tokens';

describe('theme', () => {
  it('has the storefront breakpoints', () => {
    expect(media.sm).toBe('@media (min-width: 640px)');
    expect(media.md).toBe('@media (min-width: 768px)');
    expect(media.xl).toBe('@media (min-width: 1280px)');
  });

  it.each([
    ['text on background', colors.text, colors.background],
    ['muted text on surface', colors.textMuted, colors.surface],
    ['muted text on sand', colors.textMuted, colors.surfaceMuted],
    ['primary button', colors.textOnPrimary, colors.primary],
    ['primary hover', colors.textOnPrimary, colors.primaryHover],
    ['secondary button', colors.secondaryText, colors.secondary],
    ['outline button', colors.primary, colors.surface],
    ['destructive button', colors.white, colors.destructive],
    ['accent badge', colors.white, colors.accent],
    ['success badge', colors.successText, colors.successSoft],
    ['destructive badge', colors.destructiveText, colors.destructiveSoft],
    ['warning badge', colors.warningText, colors.warningSoft],
    ['error text', colors.destructiveText, colors.surface],
    ['subtle text', colors.textSubtle, colors.surface],
  ])('%s meets WCAG AA (4.5:1)', (_name, fg, bg) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });
});
