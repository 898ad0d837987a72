import { describe, expect, it } from 'vitest';
import { idsDoLadoLargo } from './ids';

describe('idsDoLadoLargo', () => {
  it('suffixes the ids of the lg-up copy and every reference to them, nothing else', () => {
    const html =
      '<section id="produtos" aria-labelledby="produtos-titulo"><h2 id="produtos-titulo">Produtos</h2></section>' +
      '<a href="#produtos">Ver Produtos</a><a href="#">Loja Praia</a><a href="#fora">x</a>' +
      '<button aria-controls="categorias-linha">›</button><div id="categorias-linha"></div><label for="busca">b</label>';
    expect(idsDoLadoLargo(html)).toBe(
      '<section id="produtos--lg" aria-labelledby="produtos-titulo--lg"><h2 id="produtos-titulo--lg">Produtos</h2></section>' +
        '<a href="#produtos--lg">Ver Produtos</a><a href="#">Loja Praia</a><a href="#fora">x</a>' +
        '<button aria-controls="categorias-linha--lg">›</button><div id="categorias-linha--lg"></div><label for="busca">b</label>',
    );
  });
});
