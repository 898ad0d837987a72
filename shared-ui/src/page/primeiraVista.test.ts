import { afterEach, describe, expect, it } from 'vitest';
import { lerDadosPrimeiraVista, revelarPagina, temPrimeiraVista } from './primeiraVista';

/** The page as the page server serves it with a first view (scripts/pageHead.mjs). */
function servedWithFirstView(dados = '{"categorias":[{"id":1,"nome":"Biquínis"}]}') {
  document.head.innerHTML =
    '<style id="loja-primeira-vista-oculta">#root{display:none}</style><style id="loja-primeira-vista-estilo">.a{}</style>';
  document.body.innerHTML = `<div id="loja-primeira-vista"><h1>Confira nossos produtos</h1></div><script type="application/json" id="loja-primeira-vista-dados">${dados}</script><div id="root"></div>`;
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('primeira vista (the server-rendered first view)', () => {
  it('revelarPagina removes the fragment, its styles and the rule that hides #root, once', () => {
    servedWithFirstView();
    expect(temPrimeiraVista()).toBe(true);
    revelarPagina();
    expect(temPrimeiraVista()).toBe(false);
    expect(document.querySelector('style')).toBeNull();
    expect(document.getElementById('root')).not.toBeNull();
    revelarPagina();
  });

  it('lerDadosPrimeiraVista gives the data once (the script goes), null without it or for bad JSON', () => {
    servedWithFirstView();
    expect(lerDadosPrimeiraVista()).toEqual({ categorias: [{ id: 1, nome: 'Biquínis' }] });
    expect(lerDadosPrimeiraVista()).toBeNull();
    servedWithFirstView('{nope');
    expect(lerDadosPrimeiraVista()).toBeNull();
  });
});
