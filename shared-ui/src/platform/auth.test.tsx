import { render, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from './useAuth';

// The AuthProvider's flows (session, profile, sign-in and -out) run against the local stack:
// auth.integration.test.tsx.
afterEach(() => vi.restoreAllMocks());

describe('useAuth', () => {
  it('throws the exact message outside an AuthProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useAuth())).toThrow('useAuth deve ser usado dentro de um AuthProvider');
    function Probe() {
      useAuth();
      return null;
    }
    expect(() => render(<Probe />)).toThrowError(/^useAuth deve ser usado dentro de um AuthProvider$/);
  });
});
