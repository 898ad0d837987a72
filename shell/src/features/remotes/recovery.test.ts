import { describe, expect, it, vi } from 'vitest';
import { isModuleFetchError, noteRemoteFailure, retryRemote } from './recovery';

describe('retryRemote', () => {
  it.each([
    ['Chrome', 'Failed to fetch dynamically imported module: http://localhost:8083/assets/routes-abc.js'],
    ['Firefox', 'error loading dynamically imported module: http://localhost:8083/assets/routes-abc.js'],
    ['Safari', 'Importing a module script failed.'],
  ])('tells a module file that failed to download (%s)', (_browser, message) => {
    expect(isModuleFetchError(new TypeError(message))).toBe(true);
  });

  it('tries again in place until a module file of the remote failed to download, then reloads the page', () => {
    const inPlace = vi.fn();
    const reload = vi.fn();
    // The manifest could not be reached: the runtime can try again by itself.
    noteRemoteFailure('estoque', new Error('[ Federation Runtime ]: Failed to get manifestJson for estoque'));
    retryRemote('estoque', inPlace, reload);
    expect(inPlace).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();

    noteRemoteFailure('estoque', new TypeError('Failed to fetch dynamically imported module: http://localhost:8083/assets/routes-abc.js'));
    // A later failure of another kind does not make the page forget.
    noteRemoteFailure('estoque', new Error('[ Federation Runtime ]: Failed to get manifestJson for estoque'));
    retryRemote('estoque', inPlace, reload);
    expect(reload).toHaveBeenCalledOnce();
    // Other remotes still retry in place.
    retryRemote('cadastros', inPlace, reload);
    expect(inPlace).toHaveBeenCalledTimes(2);
  });
});
