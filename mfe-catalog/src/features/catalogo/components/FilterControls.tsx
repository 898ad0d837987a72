import { Select } from '@loja/shared-ui';
import { ORDENACAO_LABELS, ORDENACOES, type Ordenacao } from '../filters';
import type { Categoria } from '../types';

const SORT_OPTIONS = ORDENACOES.map((value) => ({ value, label: ORDENACAO_LABELS[value] }));

export function SortSelect({ value, onChange, hideLabel = false }: { value: Ordenacao; onChange: (o: Ordenacao) => void; hideLabel?: boolean }) {
  return (
    <Select
      label="Ordenar por"
      hideLabel={hideLabel}
      options={SORT_OPTIONS}
      value={value}
      onChange={(event) => onChange(event.target.value as Ordenacao)}
    />
  );
}

export function CategorySelect({
  categorias,
  value,
  onChange,
}: {
  categorias: Categoria[];
  value: number | null;
  onChange: (categoria: number | null) => void;
}) {
  return (
    <Select
      label="Categoria"
      options={[{ value: '', label: 'Todas as categorias' }, ...categorias.map((c) => ({ value: String(c.id), label: c.nome }))]}
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
    />
  );
}
