import { describe, expect, it } from 'vitest';
import { linhaRecusada, linhasDoPedido } from './pedido';
import { biquini, canga, gradeAzulM, item } from './fixtures';

describe('the storefront order', () => {
  it('sends product, grade and quantity of each line, never a price', () => {
    expect(linhasDoPedido([item(biquini, 2, gradeAzulM), item(canga, 1)])).toEqual([
      { produto_id: 1, grade_id: 10, quantidade: 2 },
      { produto_id: 2, grade_id: null, quantidade: 1 },
    ]);
  });

  it('reads the refused line from the database details; other refusals name no line', () => {
    const details = JSON.stringify({ produto_id: 1, grade_id: 10, disponivel: 1 });
    expect(linhaRecusada({ message: 'Estoque insuficiente', hint: 'estoque_insuficiente', details })).toEqual({ produtoId: 1, gradeId: 10, disponivel: 1 });
    expect(linhaRecusada({ message: 'x', hint: 'produto_indisponivel', details: JSON.stringify({ produto_id: 2, grade_id: null, disponivel: 0 }) })).toEqual({
      produtoId: 2,
      gradeId: null,
      disponivel: 0,
    });
    expect(linhaRecusada({ message: 'Você já tem 5 pedidos', hint: 'limite_pedidos', details: null })).toBeNull();
    expect(linhaRecusada({ message: 'x', hint: 'estoque_insuficiente', details: 'não é JSON' })).toBeNull();
  });
});
