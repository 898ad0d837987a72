import { describe, expect, it } from 'vitest';
import { analisarChavePix, chavePixParaSalvar } from './pix';

describe('the Pix key as saved (the form the Pix directory registers)', () => {
  it('keeps the digits of a CPF or CNPJ, +55 and the digits of a phone, an e-mail and a random key in lower case', () => {
    expect(chavePixParaSalvar(' 529.982.247-25 ')).toBe('52998224725');
    expect(chavePixParaSalvar('11.222.333/0001-81')).toBe('11222333000181');
    expect(chavePixParaSalvar('+55 (48) 99999-0000')).toBe('+5548999990000');
    expect(chavePixParaSalvar('Financeiro@LojaPraia.com.br')).toBe('financeiro@lojapraia.com.br');
    expect(chavePixParaSalvar('123E4567-E89B-42D3-A456-556642440000')).toBe('123e4567-e89b-42d3-a456-556642440000');
    expect(chavePixParaSalvar('')).toBe('');
    expect(chavePixParaSalvar(null)).toBe('');
  });

  it('names the kind of each key', () => {
    expect(analisarChavePix('52998224725')).toEqual({ tipo: 'cpf', chave: '52998224725' });
    expect(analisarChavePix('11222333000181')).toEqual({ tipo: 'cnpj', chave: '11222333000181' });
    expect(analisarChavePix('+5548999990000')).toEqual({ tipo: 'telefone', chave: '+5548999990000' });
    expect(analisarChavePix('a@b.co')).toEqual({ tipo: 'email', chave: 'a@b.co' });
    expect(analisarChavePix('123e4567-e89b-42d3-a456-556642440000')).toEqual({ tipo: 'aleatoria', chave: '123e4567-e89b-42d3-a456-556642440000' });
  });
});
