import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { searchPatterns, searchWords, withSearch } from './listQuery';

describe('searchWords', () => {
  it('splits what was typed into lower-case, accent-free words', () => {
    expect(searchWords('Érica Gonçalves')).toEqual(['erica', 'goncalves']);
    expect(searchWords('  BIQUÍNI   Poá ')).toEqual(['biquini', 'poa']);
  });

  it('treats punctuation and repeated spaces as separators only', () => {
    expect(searchWords('Gonçalves,   Érica!')).toEqual(['goncalves', 'erica']);
    expect(searchWords('palha & arte')).toEqual(['palha', 'arte']);
    expect(searchWords('(48) 99505-6060')).toEqual(['48', '99505', '6060']);
    expect(searchWords('LP1005')).toEqual(['lp1005']);
  });

  it('keeps the order typed, drops repeats and words another word already contains', () => {
    expect(searchWords('verao ecobag verão')).toEqual(['verao', 'ecobag']);
    expect(searchWords('bi biquini')).toEqual(['biquini']);
  });

  it('has no words for blank or punctuation-only text', () => {
    expect(searchWords('')).toEqual([]);
    expect(searchWords('   ')).toEqual([]);
    expect(searchWords(' - , . ')).toEqual([]);
  });
});

describe('searchPatterns', () => {
  it('gives one %word% ILIKE pattern per word', () => {
    expect(searchPatterns('goncalves erica')).toEqual(['%goncalves%', '%erica%']);
    expect(searchPatterns('Biquíni')).toEqual(['%biquini%']);
  });

  it('never lets a typed LIKE or PostgREST wildcard through', () => {
    expect(searchPatterns('50%_off')).toEqual(['%50%', '%off%']);
    expect(searchPatterns('a\\b*c')).toEqual(['%a%', '%b%', '%c%']);
  });
});

describe('withSearch', () => {
  let requested = '';
  // One client for the file (supabase-js warns about several auth clients in one page); its fetch only records the URL.
  const client = createClient('http://stack.test', 'anon-key', {
    auth: { persistSession: false, autoRefreshToken: false },
    global: {
      fetch: async (input) => {
        requested = String(input);
        return new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } });
      },
    },
  });

  /** The URL supabase-js requests for a query on clientes_lista. */
  async function requestedUrl(build: (from: ReturnType<typeof client.from>) => PromiseLike<unknown>): Promise<URL> {
    await build(client.from('clientes_lista'));
    return new URL(requested);
  }

  it('ANDs one ILIKE on busca per word, as repeated PostgREST filters', async () => {
    const url = await requestedUrl((from) => withSearch(from.select('id'), 'lima, beatriz'));
    expect(url.searchParams.getAll('busca')).toEqual(['like.%lima%', 'like.%beatriz%']);
  });

  it('searches the column it is given, and adds nothing for blank text', async () => {
    const other = await requestedUrl((from) => withSearch(from.select('id'), 'Poá', 'texto'));
    expect(other.searchParams.getAll('texto')).toEqual(['like.%poa%']);
    const blank = await requestedUrl((from) => withSearch(from.select('id'), '  ,  '));
    expect(blank.searchParams.has('busca')).toBe(false);
  });
});
