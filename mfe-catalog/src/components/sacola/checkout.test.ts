import { describe, expect, it } from 'vitest';
import { buildCheckoutMessage, checkoutUrl } from './checkout';
import { biquini, canga, gradeAzulM, gradeUnico, item } from './fixtures';

// Intl's BRL format puts a no-break space (U+00A0) after "R$".
const NBSP = '\u00a0';

describe('checkout message', () => {
  it('lists each line with size and colour when the grade has them, then the total', () => {
    const itens = [item(biquini, 2, gradeAzulM), item(canga, 1, gradeUnico)];
    expect(buildCheckoutMessage(itens, 224.8)).toBe(
      [
        'Olá! Gostaria de finalizar a minha compra:',
        '',
        '*Produto 1*',
        'Biquíni Tropical',
        'Tamanho: M',
        'Cor: Azul',
        'Quantidade: 2',
        `Subtotal: R$${NBSP}179,80`,
        '',
        '*Produto 2*',
        'Canga Listrada',
        'Tamanho: UNC',
        'Cor: Bege',
        'Quantidade: 1',
        `Subtotal: R$${NBSP}45,00`,
        '',
        `*Total da compra: R$${NBSP}224,80*`,
      ].join('\n'),
    );
  });

  it('puts the recorded order\'s number after the greeting, and its total (the database\'s prices) at the end', () => {
    const itens = [item(canga, 1, gradeUnico)];
    expect(checkoutUrl('5548999990000', itens, { codigo: 'V-000123', total: 47.5 })).toBe(
      `https://wa.me/5548999990000?text=${encodeURIComponent(
        [
          'Olá! Gostaria de finalizar a minha compra:',
          '',
          'Pedido V-000123',
          '',
          '*Produto 1*',
          'Canga Listrada',
          'Tamanho: UNC',
          'Cor: Bege',
          'Quantidade: 1',
          `Subtotal: R$${NBSP}45,00`,
          '',
          `*Total da compra: R$${NBSP}47,50*`,
        ].join('\n'),
      )}`,
    );
  });

  it('leaves out Tamanho and Cor for a line without grade, or a grade without them', () => {
    const itens = [item(canga, 3), item(biquini, 1, { id: 99, tamanho: 'P', cor: null })];
    expect(buildCheckoutMessage(itens, 224.9)).toBe(
      [
        'Olá! Gostaria de finalizar a minha compra:',
        '',
        '*Produto 1*',
        'Canga Listrada',
        'Quantidade: 3',
        `Subtotal: R$${NBSP}135,00`,
        '',
        '*Produto 2*',
        'Biquíni Tropical',
        'Tamanho: P',
        'Quantidade: 1',
        `Subtotal: R$${NBSP}89,90`,
        '',
        `*Total da compra: R$${NBSP}224,90*`,
      ].join('\n'),
    );
  });

  it('makes the exact wa.me link with the encoded message and the sacola total', () => {
    expect(checkoutUrl('(11) 98765-4321', [item(canga, 2)])).toBe(
      'https://wa.me/5511987654321?text=' +
        'Ol%C3%A1!%20Gostaria%20de%20finalizar%20a%20minha%20compra%3A%0A%0A' +
        '*Produto%201*%0ACanga%20Listrada%0AQuantidade%3A%202%0ASubtotal%3A%20R%24%C2%A090%2C00%0A%0A' +
        '*Total%20da%20compra%3A%20R%24%C2%A090%2C00*',
    );
  });

  it('keeps a number that already carries 55 and refuses a missing or too short number', () => {
    expect(checkoutUrl('5511987654321', [item(canga, 1)])).toMatch(/^https:\/\/wa\.me\/5511987654321\?text=/);
    expect(checkoutUrl(null, [item(canga, 1)])).toBeNull();
    expect(checkoutUrl('', [item(canga, 1)])).toBeNull();
    expect(checkoutUrl('98765', [item(canga, 1)])).toBeNull();
  });

  it("each line's subtotal is the one the database charged when the order gives it (a promotion's price; issue 27)", () => {
    const itens = [item(biquini, 2, gradeAzulM), item(canga, 1)];
    const texto = buildCheckoutMessage(itens, 188.8, 'V-000042', [
      { produtoId: 1, gradeId: 10, total: 143.8 },
      { produtoId: 2, gradeId: null, total: 45 },
    ]);
    expect(texto).toContain(`Quantidade: 2\nSubtotal: R$${NBSP}143,80`);
    expect(texto).toContain(`Quantidade: 1\nSubtotal: R$${NBSP}45,00`);
    expect(texto.endsWith(`*Total da compra: R$${NBSP}188,80*`)).toBe(true);
  });
});
