import { afterEach, describe, expect, it } from 'vitest';
import { vigiarPrimeiraVista } from './primeiraVista';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('vigiarPrimeiraVista', () => {
  it('shows #root as soon as an error panel appears in it (a remote that failed): no one stays on the fragment', async () => {
    document.body.innerHTML = '<div id="loja-primeira-vista">first view</div><div id="root"></div>';
    const root = document.getElementById('root')!;
    vigiarPrimeiraVista(root);
    root.innerHTML = '<p>Carregando...</p>';
    await Promise.resolve();
    expect(document.getElementById('loja-primeira-vista')).not.toBeNull();
    root.innerHTML = '<div role="alert">Não foi possível carregar este módulo.</div>';
    await Promise.resolve();
    expect(document.getElementById('loja-primeira-vista')).toBeNull();
  });
});
