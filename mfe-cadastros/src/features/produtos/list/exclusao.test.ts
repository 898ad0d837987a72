import { describe, expect, it } from 'vitest';
import { falhaDaExclusao } from './exclusao';

describe('falhaDaExclusao: the toast of a delete that did not happen', () => {
  it("the database's refusal (a product with movements or sales) has its own title and the spec's text", () => {
    const recusa = {
      message: 'Este produto possui movimentações de estoque ou vendas registradas. Remova-as ou desative o produto.',
      code: 'P0001',
      hint: 'Não é possível excluir',
    };
    expect(falhaDaExclusao(recusa)).toEqual({
      title: 'Não é possível excluir',
      description: 'Este produto possui movimentações de estoque ou vendas registradas. Remova-as ou desative o produto.',
    });
  });

  it('any other failure (another P0001, no permission, the network) is the generic text', () => {
    const generica = { title: 'Erro', description: 'Não foi possível excluir o produto. Verifique se não há registros relacionados.' };
    expect(falhaDaExclusao({ message: 'Produto não encontrado', code: 'PT404' })).toEqual(generica);
    expect(falhaDaExclusao({ message: 'outro erro', code: 'P0001', hint: null })).toEqual(generica);
    expect(falhaDaExclusao({ message: 'Sem permissão para excluir produtos', code: '42501' })).toEqual(generica);
    expect(falhaDaExclusao(new TypeError('Failed to fetch'))).toEqual(generica);
    expect(falhaDaExclusao(undefined)).toEqual(generica);
  });
});
