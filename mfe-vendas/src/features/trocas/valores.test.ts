import { describe, expect, it } from 'vitest';
import { sentido, valorDevolvido } from './valores';

describe('valorDevolvido', () => {
  it('spreads the paid total over the units so returning them in parts adds up to the cents paid', () => {
    // 3 units paid R$ 290,00 together: 96,67 + 96,66 + 96,67.
    const um = valorDevolvido(29000, 3, 0, 1);
    const dois = valorDevolvido(29000, 3, 1, 2);
    expect([um, dois]).toEqual([9667, 19333]);
    expect(um + dois).toBe(29000);
    expect(valorDevolvido(29000, 3, 1, 1)).toBe(9666);
  });
  it('nothing back is worth nothing', () => {
    expect(valorDevolvido(10000, 1, 0, 0)).toBe(0);
    expect(valorDevolvido(10000, 0, 0, 1)).toBe(0);
  });
  it('says which way the difference goes', () => {
    expect([sentido(2000), sentido(-9000), sentido(0)]).toEqual(['paga', 'devolve', 'zero']);
  });
});
