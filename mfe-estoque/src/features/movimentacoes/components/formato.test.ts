import { describe, expect, it } from 'vitest';
import { gradeLabel, produtoComGrade } from './formato';

describe('a movement\'s grade in the list, the cards and the edit page', () => {
  it('shows the size "unico" as UNC (spec 001 §9), any other size as typed', () => {
    expect(gradeLabel('Coral', 'unico')).toBe('Coral / UNC');
    expect(gradeLabel('Coral', 'Único')).toBe('Coral / UNC');
    expect(gradeLabel('Coral', 'M')).toBe('Coral / M');
    expect(produtoComGrade('Canga Coqueiros', 'Estampada', 'unico')).toBe('Canga Coqueiros (Estampada / UNC)');
  });

  it('a product without grades has no grade label', () => {
    expect(gradeLabel(null, null)).toBeNull();
    expect(produtoComGrade('Canga Coqueiros', null, null)).toBe('Canga Coqueiros');
  });
});
