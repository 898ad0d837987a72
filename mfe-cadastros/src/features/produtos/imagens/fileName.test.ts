import { describe, expect, it } from 'vitest';
import { imagemStoragePath, NOME_MAX, sanitizeFileName } from './fileName';

describe('sanitizeFileName (spec 001 §7)', () => {
  it.each([
    ['Foto Biquíni Praia (1).JPG', 'foto-biquini-praia-1.jpg'],
    ['maiô_verão  2026.png', 'maio-verao-2026.png'],
    ['SAÍDA DE PRAIA ÇÃO.webp', 'saida-de-praia-cao.webp'],
    ['../../etc/passwd.png', 'etc-passwd.png'],
    ['foto%20com?query#hash&x=1.jpeg', 'foto-20com-query-hash-x-1.jpeg'],
    ['  espaços   nas pontas  .gif', 'espacos-nas-pontas.gif'],
    ['canga.tar.gz', 'canga-tar.gz'],
    ['sem-extensao', 'sem-extensao'],
    ['.oculto', 'oculto'],
    ['ponto-no-fim.', 'ponto-no-fim'],
    ['😀🌊.png', 'imagem.png'],
    ['', 'imagem'],
    ['...', 'imagem'],
    ['鞋子.avif', 'imagem.avif'],
  ])('%j gives %j', (name, esperado) => {
    expect(sanitizeFileName(name)).toBe(esperado);
  });

  it('takes the extension of the type actually sent (a compressed PNG sent as WebP is .webp)', () => {
    expect(sanitizeFileName('Canga Listrada.PNG', 'image/webp')).toBe('canga-listrada.webp');
    expect(sanitizeFileName('foto.jpeg', 'image/jpeg')).toBe('foto.jpg');
    expect(sanitizeFileName('sem extensão', 'image/png')).toBe('sem-extensao.png');
    // an unknown type keeps the file's own extension
    expect(sanitizeFileName('foto.JPG', 'application/octet-stream')).toBe('foto.jpg');
  });

  it('bounds the length and keeps the extension', () => {
    const nome = sanitizeFileName(`${'Biquíni '.repeat(40)}.jpeg`);
    expect(nome.length).toBeLessThanOrEqual(NOME_MAX);
    expect(nome).toMatch(/^biquini(-biquini)*-biq\.jpeg$/);
    expect(nome).toHaveLength(NOME_MAX);
    expect(sanitizeFileName(`foto.${'x'.repeat(30)}`)).toBe('foto.xxxxx');
  });

  it('only ever gives characters a storage key and a url take as they are', () => {
    for (const name of ['Ação & Reação #1.png', 'a/b\\c:d*e?f"g<h>i|j.jpg', 'tab\tand\nnewline.webp', 'ﬁ ligature.gif']) {
      expect(sanitizeFileName(name)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)?$/);
    }
  });
});

describe('imagemStoragePath', () => {
  it('is produto/{id}/{timestamp}_{sanitized name}', () => {
    expect(imagemStoragePath(42, 'Biquíni Azul.JPG', 'image/jpeg', 1_764_000_000_000)).toBe('produto/42/1764000000000_biquini-azul.jpg');
  });

  it('uses the current time by default', () => {
    const antes = Date.now();
    const [, , resto] = imagemStoragePath(7, 'a.png').split('/');
    const timestamp = Number(resto.split('_')[0]);
    expect(timestamp).toBeGreaterThanOrEqual(antes);
    expect(timestamp).toBeLessThanOrEqual(Date.now());
  });
});
