import { describe, expect, it } from 'vitest';
import { CAUSAS, causaDoErro, erroDeImagem } from './erros';

/** What storage-js gives for a refused upload (StorageApiError: status 400, the real status in statusCode). */
const storage = (statusCode: string, message: string) => ({ name: 'StorageApiError', status: 400, statusCode, message });

describe('causaDoErro', () => {
  it.each([
    [storage('413', 'The object exceeded the maximum allowed size'), CAUSAS.grande],
    [storage('415', 'mime type image/heic is not supported'), CAUSAS.tipo],
    [storage('403', 'new row violates row-level security policy'), CAUSAS.permissao],
    [{ message: 'permission denied for table produto_imagens', code: '42501' }, CAUSAS.permissao],
    [{ message: 'Sem permissão para alterar imagens', code: '42501' }, CAUSAS.permissao],
    [storage('404', 'Object not found'), CAUSAS.naoEncontrada],
    [{ message: 'JSON object requested, multiple (or no) rows returned', code: 'PGRST116' }, CAUSAS.naoEncontrada],
    [{ message: 'TypeError: Failed to fetch' }, CAUSAS.semConexao],
    [{ message: 'fetch failed' }, CAUSAS.semConexao],
    [{ message: 'duplicate key value violates unique constraint', code: '23505' }, CAUSAS.inesperada],
    [new Error('Something odd happened'), CAUSAS.inesperada],
    ['texto solto', CAUSAS.inesperada],
    [null, CAUSAS.inesperada],
  ])('%j is "%s"', (error, causa) => {
    expect(causaDoErro(error)).toBe(causa);
  });

  it("keeps the database's own Portuguese text of the image functions", () => {
    expect(causaDoErro({ message: 'Imagem não encontrada', code: 'PT404' })).toBe('imagem não encontrada');
    expect(causaDoErro({ message: 'Posição de imagem inválida', code: '22023' })).toBe('posição de imagem inválida');
  });

  it('no cause carries an English word of the original error', () => {
    for (const causa of Object.values(CAUSAS)) expect(causa).not.toMatch(/\b(the|object|not|found|error|denied|failed|size)\b/i);
  });
});

describe('erroDeImagem', () => {
  it('answers the Portuguese cause as message and keeps the original for the logs', () => {
    expect(erroDeImagem(storage('413', 'The object exceeded the maximum allowed size'))).toEqual({
      message: CAUSAS.grande,
      code: '413',
      status: 400,
      details: 'The object exceeded the maximum allowed size',
    });
    expect(erroDeImagem({ message: 'permission denied', code: '42501', details: null })).toMatchObject({ message: CAUSAS.permissao, code: '42501' });
  });
});
