import { describe, expect, it } from 'vitest';
import { IMAGEM_MESSAGES } from '../messages';
import { IMAGEM_ACCEPT, IMAGEM_MAX_BYTES, isImagemAceita, recusaDoArquivo } from './files';

const arquivo = (type: string, size: number) => ({ type, size });
const MB = 1024 * 1024;

describe('recusaDoArquivo (spec 001 §5)', () => {
  it.each([
    ['image/jpeg', 2 * MB],
    ['image/png', 1],
    ['image/webp', 300_000],
    ['image/gif', 4 * MB],
    ['image/avif', 4 * MB],
    ['IMAGE/JPEG', 1000],
  ])('takes %s of %i bytes', (type, size) => {
    expect(recusaDoArquivo(arquivo(type, size))).toBeNull();
  });

  it('takes exactly 5 MB, the bucket limit, and refuses one byte more', () => {
    expect(IMAGEM_MAX_BYTES).toBe(5_242_880);
    expect(recusaDoArquivo(arquivo('image/png', IMAGEM_MAX_BYTES))).toBeNull();
    expect(recusaDoArquivo(arquivo('image/png', IMAGEM_MAX_BYTES + 1))).toBe('O arquivo deve ter no máximo 5MB');
    expect(recusaDoArquivo(arquivo('image/jpeg', 6 * MB))).toBe(IMAGEM_MESSAGES.tooLarge);
  });

  it.each(['application/pdf', 'text/plain', 'video/mp4', '', 'image/svg+xml', 'image/heic', 'image/bmp', 'image/tiff'])(
    "refuses '%s' as not an image the shop can store",
    (type) => {
      expect(recusaDoArquivo(arquivo(type, 1000))).toBe('Por favor, selecione apenas arquivos de imagem');
    },
  );

  it('a large PDF is refused for its type, not its size', () => {
    expect(recusaDoArquivo(arquivo('application/pdf', 6 * MB))).toBe(IMAGEM_MESSAGES.notImage);
  });
});

describe('IMAGEM_ACCEPT', () => {
  it("is the bucket's allowed mime types, for the file input", () => {
    expect(IMAGEM_ACCEPT).toBe('image/jpeg,image/png,image/webp,image/gif,image/avif');
    expect(IMAGEM_ACCEPT.split(',').every(isImagemAceita)).toBe(true);
  });
});
