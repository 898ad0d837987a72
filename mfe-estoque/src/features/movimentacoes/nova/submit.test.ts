import { describe, expect, it } from 'vitest';
import { MOVIMENTACAO_CHECKS, MOVIMENTACAO_MESSAGES } from '../messages';
import {
  dataDaMovimentacao,
  errosDasLinhas,
  errosDoBancoNosCampos,
  falhaAoRegistrar,
  paraRegistrar,
  primeiroErro,
  recusaDoBanco,
} from './submit';
import { biquini, canga, coralM } from './fixtures';
import { novaLinha } from './picker';
import { novaMovimentacao, type NovaMovimentacaoValues } from './schema';

const HOJE = '2026-11-24';
const linhaGrade = novaLinha(biquini, coralM, 2, 89.9);
const linhaSemGrade = novaLinha(canga, null, 1, 49.9);
const completo: NovaMovimentacaoValues = {
  tipo: 'entrada',
  data: HOJE,
  usuario_id: '7',
  motivo: 'Compra',
  observacoes: '  NF 1234  ',
  linhas: [linhaGrade, linhaSemGrade],
};

describe('primeiroErro: the submit checks in the spec\'s order (spec 001 §5)', () => {
  it('an empty form says the type first', () => {
    const vazio = { ...novaMovimentacao(), data: '' };
    expect(primeiroErro(vazio, [], HOJE)).toBe(MOVIMENTACAO_CHECKS.tipo);
  });

  it('then the responsible, then at least one line, then the date', () => {
    expect(primeiroErro({ ...completo, usuario_id: '', data: '' }, [], HOJE)).toBe(MOVIMENTACAO_CHECKS.responsavel);
    expect(primeiroErro({ ...completo, data: '' }, [], HOJE)).toBe('Adicione pelo menos um produto à movimentação');
    expect(primeiroErro({ ...completo, data: '' }, completo.linhas, HOJE)).toBe(MOVIMENTACAO_CHECKS.data);
  });

  it('a day in the future is refused (the database refuses it too); today and the past pass', () => {
    expect(primeiroErro({ ...completo, data: '2026-11-25' }, completo.linhas, HOJE)).toBe(MOVIMENTACAO_CHECKS.dataFutura);
    expect(primeiroErro(completo, completo.linhas, HOJE)).toBeNull();
    expect(primeiroErro({ ...completo, data: '2026-01-31' }, completo.linhas, HOJE)).toBeNull();
    expect(primeiroErro({ ...completo, data: '31/01/2026' }, completo.linhas, HOJE)).toBe('Data inválida');
  });

  it('after the spec\'s four: a line changed in the panel, or a type changed to saída above a line\'s stock', () => {
    const semQuantidade = { ...linhaSemGrade, quantidade: '' as const };
    expect(primeiroErro(completo, [linhaGrade, semQuantidade], HOJE)).toBe(
      'Canga Listrada: A quantidade deve ser um número inteiro maior que zero',
    );
    const muito = { ...linhaGrade, quantidade: 4 };
    expect(primeiroErro({ ...completo, tipo: 'entrada' }, [muito], HOJE)).toBeNull();
    expect(primeiroErro({ ...completo, tipo: 'saida' }, [muito], HOJE)).toBe(
      'Biquíni Coral (Coral / M): Quantidade indisponível em estoque. Estoque atual: 3',
    );
  });

  it('the same lines\' errors show under their fields', () => {
    const values = { ...completo, tipo: 'saida' as const, linhas: [linhaSemGrade, { ...linhaGrade, quantidade: 9, preco_unitario: -1 }] };
    expect(errosDasLinhas(values)).toEqual({
      linhas: [undefined, { quantidade: 'Quantidade indisponível em estoque. Estoque atual: 3', preco_unitario: 'O preço unitário deve ser maior ou igual a zero' }],
    });
    expect(errosDasLinhas(completo)).toEqual({});
  });
});

describe('the one call to registrar_movimentacoes', () => {
  it('every line carries the type, reason, notes (trimmed), responsible; today leaves the date to the database', () => {
    const agora = new Date(2026, 10, 24, 15, 30, 12);
    expect(paraRegistrar(completo, agora)).toEqual([
      { produto_id: 11, grade_id: 102, tipo: 'entrada', quantidade: 2, preco_unitario: 89.9, motivo: 'Compra', observacoes: 'NF 1234', usuario_id: 7 },
      { produto_id: 12, grade_id: null, tipo: 'entrada', quantidade: 1, preco_unitario: 49.9, motivo: 'Compra', observacoes: 'NF 1234', usuario_id: 7 },
    ]);
  });

  it('empty reason, notes and price are null', () => {
    const [linha] = paraRegistrar({ ...completo, motivo: '', observacoes: '   ', linhas: [{ ...linhaSemGrade, preco_unitario: '' }] }, new Date(2026, 10, 24, 9));
    expect(linha).toMatchObject({ motivo: null, observacoes: null, preco_unitario: null });
    expect(linha).not.toHaveProperty('data_movimentacao');
  });

  it('a past day is that day at the current time of day', () => {
    const agora = new Date(2026, 10, 24, 15, 30, 12, 500);
    const iso = dataDaMovimentacao('2026-11-20', agora)!;
    const quando = new Date(iso);
    expect([quando.getFullYear(), quando.getMonth(), quando.getDate()]).toEqual([2026, 10, 20]);
    expect([quando.getHours(), quando.getMinutes(), quando.getSeconds()]).toEqual([15, 30, 12]);
    expect(iso).toMatch(/Z$/);
    expect(dataDaMovimentacao('2026-11-24', agora)).toBeUndefined();
    expect(paraRegistrar({ ...completo, data: '2026-11-20' }, agora)[0]).toHaveProperty('data_movimentacao', iso);
  });
});

describe('a refusal', () => {
  const estoque = {
    message: 'Estoque insuficiente para Biquíni Coral (Coral/M): disponível 0, solicitado 1',
    code: 'P0001',
    hint: 'estoque_insuficiente',
  };

  it("for stock (or another rule of the database) shows the database's reason under the spec's failure", () => {
    expect(recusaDoBanco(estoque)).toBe(estoque.message);
    expect(falhaAoRegistrar(estoque)).toEqual({ title: MOVIMENTACAO_MESSAGES.createFailed, description: estoque.message });
    const grade = { message: 'Selecione a grade (cor e tamanho) de Biquíni: o estoque deste produto é controlado por grade', code: 'P0001' };
    expect(falhaAoRegistrar(grade)).toEqual({ title: MOVIMENTACAO_MESSAGES.createFailed, description: grade.message });
    expect(recusaDoBanco({ message: 'A data da movimentação não pode ser no futuro', code: '22023', hint: 'data_movimentacao' })).toBe(
      'A data da movimentação não pode ser no futuro',
    );
  });

  it('anything else is the spec\'s failure alone', () => {
    for (const error of [{ message: 'Failed to fetch' }, { message: 'Sem permissão', code: '42501' }, { message: 'boom', code: '23505' }]) {
      expect(recusaDoBanco(error)).toBeNull();
      expect(falhaAoRegistrar(error)).toEqual({ title: 'Erro', description: 'Erro ao registrar movimentação. Tente novamente.' });
    }
  });

  it('an input refusal naming its field shows under that field', () => {
    expect(errosDoBancoNosCampos({ message: 'Selecione o responsável pela movimentação', code: '22023', hint: 'usuario_id' })).toEqual({
      usuario_id: 'Selecione o responsável pela movimentação',
    });
    expect(errosDoBancoNosCampos({ message: 'A data da movimentação não pode ser no futuro', code: '22023', hint: 'data_movimentacao' })).toEqual({
      data: 'A data da movimentação não pode ser no futuro',
    });
    expect(errosDoBancoNosCampos(estoque)).toBeUndefined();
  });
});
