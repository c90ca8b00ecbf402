import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentSessionKind } from './sessionKind';

/** A page whose display mode is `mode`, in a browser whose navigator has `navigatorFields`. */
function page(mode: 'browser' | 'standalone', navigatorFields: Record<string, unknown> = {}) {
  vi.stubGlobal('window', {
    matchMedia: (query: string) => ({ matches: query === `(display-mode: ${mode})` }),
  });
  vi.stubGlobal('navigator', navigatorFields);
}

describe('currentSessionKind', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is app in the installed app’s own window', () => {
    page('standalone');
    expect(currentSessionKind()).toBe('app');
  });

  it('is app on an iOS home-screen app, which says navigator.standalone', () => {
    page('browser', { standalone: true });
    expect(currentSessionKind()).toBe('app');
  });

  it('is browser in a tab, Safari’s included', () => {
    page('browser');
    expect(currentSessionKind()).toBe('browser');
    page('browser', { standalone: false });
    expect(currentSessionKind()).toBe('browser');
  });
});
