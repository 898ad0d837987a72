import { describe, expect, it, vi } from 'vitest';
import { comprimirImagem, excedeLimite, LADO_MAXIMO, planoDeCompressao } from './compress';

vi.mock('browser-image-compression', () => ({ default: vi.fn() }));

describe('planoDeCompressao', () => {
  it.each(['image/jpeg', 'image/png', 'image/webp'])('compresses %s to about 2000 px, under 5 MB, keeping its type', (type) => {
    const plano = planoDeCompressao({ type });
    expect(plano.comprimir).toBe(true);
    if (!plano.comprimir) return;
    expect(plano.opcoes.maxWidthOrHeight).toBe(LADO_MAXIMO);
    expect(LADO_MAXIMO).toBe(2000);
    expect(plano.opcoes.maxSizeMB).toBeLessThan(5);
    expect(plano.opcoes.fileType).toBe(type);
    expect(plano.opcoes.useWebWorker).toBe(true);
  });

  it('the worker loads the library from this app, never from the public CDN', () => {
    const plano = planoDeCompressao({ type: 'image/jpeg' });
    if (!plano.comprimir) throw new Error('JPEG deveria ser comprimido');
    expect(plano.opcoes.libURL).toMatch(/browser-image-compression\.js/);
    expect(plano.opcoes.libURL).not.toMatch(/jsdelivr|unpkg|cdn/);
    expect(() => new URL(plano.opcoes.libURL!)).not.toThrow();
  });

  it('a GIF goes untouched (its animation), an AVIF too (no canvas encodes it)', () => {
    expect(planoDeCompressao({ type: 'image/gif' })).toEqual({ comprimir: false, motivo: 'animacao' });
    expect(planoDeCompressao({ type: 'IMAGE/AVIF' })).toEqual({ comprimir: false, motivo: 'formato-sem-codificador' });
  });
});

describe('comprimirImagem', () => {
  it('hands a JPEG to the library with the plan and the progress callback, and keeps the name', async () => {
    const { default: imageCompression } = await import('browser-image-compression');
    const original = new File([new Uint8Array(10)], 'Biquíni.jpg', { type: 'image/jpeg' });
    vi.mocked(imageCompression).mockResolvedValueOnce(new File([new Uint8Array(4)], 'blob', { type: 'image/jpeg' }));
    const onProgress = vi.fn();

    const resultado = await comprimirImagem(original, onProgress);

    expect(imageCompression).toHaveBeenCalledWith(original, expect.objectContaining({ maxWidthOrHeight: 2000, onProgress }));
    expect(resultado.name).toBe('Biquíni.jpg');
    expect(resultado.size).toBe(4);
    expect(resultado.type).toBe('image/jpeg');
  });

  it('a GIF is returned as it is, at 100%, without the library', async () => {
    const { default: imageCompression } = await import('browser-image-compression');
    vi.mocked(imageCompression).mockClear();
    const gif = new File([new Uint8Array(10)], 'animada.gif', { type: 'image/gif' });
    const onProgress = vi.fn();

    expect(await comprimirImagem(gif, onProgress)).toBe(gif);
    expect(onProgress).toHaveBeenCalledWith(100);
    expect(imageCompression).not.toHaveBeenCalled();
  });
});

describe('excedeLimite', () => {
  it('is above 5 MB only', () => {
    expect(excedeLimite({ size: 5 * 1024 * 1024 })).toBe(false);
    expect(excedeLimite({ size: 5 * 1024 * 1024 + 1 })).toBe(true);
  });
});
