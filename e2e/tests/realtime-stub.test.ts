// The frontend builds alias @supabase/realtime-js to a small class (tooling/supabaseRealtimeStub.ts):
// the project opens no Realtime channel. This checks it against the installed supabase-js: every
// method supabase-js calls on its realtime client exists on the class (an upgrade that calls a new
// one fails here, not in a shopper's browser), and the client's sign-in path works with it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RealtimeClient } from '../../tooling/supabaseRealtimeStub.ts';

const require = createRequire(import.meta.url);
const supabaseJs = () => {
  let dir = dirname(require.resolve('@supabase/supabase-js'));
  while (!dir.endsWith(join('node_modules', '@supabase', 'supabase-js'))) dir = dirname(dir);
  return readFileSync(join(dir, 'dist/index.mjs'), 'utf8');
};

describe('Realtime stub', () => {
  it('has every method supabase-js calls on its realtime client, and only RealtimeClient is imported', () => {
    const code = supabaseJs();
    const called = [...new Set([...code.matchAll(/this\.realtime\.(\w+)/g)].map((match) => match[1]))];
    expect(called).toContain('setAuth');
    const client = new RealtimeClient('ws://localhost/realtime/v1', { params: { apikey: 'anon' } });
    const missing = called.filter((name) => typeof (client as unknown as Record<string, unknown>)[name] !== 'function');
    expect(missing).toEqual([]);
    const imported = /import\s*\{([^}]*)\}\s*from\s*"@supabase\/realtime-js"/.exec(code)?.[1].split(',').map((name) => name.trim());
    expect(imported).toEqual(['RealtimeClient']);
  });

  it('accepts tokens, lists no channel and refuses to open one with a message saying why', async () => {
    const client = new RealtimeClient('ws://localhost/realtime/v1');
    await expect(client.setAuth('token')).resolves.toBeUndefined();
    await expect(client.setAuth()).resolves.toBeUndefined();
    expect(client.getChannels()).toEqual([]);
    await expect(client.removeAllChannels()).resolves.toEqual([]);
    expect(() => client.channel('pedidos')).toThrow(/supabaseRealtimeStub/);
  });
});
