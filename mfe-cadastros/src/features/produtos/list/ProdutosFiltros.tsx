import { Button, Select, media, type ListSort, type SelectOption, type StatusFilterValue } from '@loja/shared-ui';
import { X } from 'lucide-react';
import styled from 'styled-components';
import { compareSizes, displaySize } from '@loja/shared-ui/format';
import type { GradeOpcao } from '../api';
import { produtosParams, type PRODUTOS_SORTABLE } from '../params';

type Ordem = ListSort<(typeof PRODUTOS_SORTABLE)[number]>;

const ordemCodec = produtosParams.codecs.ordem;

/** The orders offered by name (the cards have no sortable headers; the table's headers do the same). */
const ORDENS: readonly SelectOption[] = [
  { value: 'nome', label: 'Nome (A-Z)' },
  { value: 'nome.desc', label: 'Nome (Z-A)' },
  { value: 'preco_venda', label: 'Menor preço' },
  { value: 'preco_venda.desc', label: 'Maior preço' },
  { value: 'estoque_atual', label: 'Menor estoque' },
  { value: 'estoque_atual.desc', label: 'Maior estoque' },
  { value: 'created_at.desc', label: 'Mais recentes' },
  { value: 'created_at', label: 'Mais antigos' },
];

/** Inside the phone's "Filtros" sheet: one labelled select under another. */
const Pilha = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const STATUS: readonly SelectOption[] = [
  { value: 'todos', label: 'Todos' },
  { value: 'ativo', label: 'Ativos' },
  { value: 'inativo', label: 'Inativos' },
];

const Barra = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr)) auto;
    align-items: center;
  }
`;

/** A value from the URL that the options do not (or not yet) list still shows as chosen. */
function comEscolhido(opcoes: readonly SelectOption[], escolhido: string): readonly SelectOption[] {
  return escolhido === '' || opcoes.some((o) => o.value === escolhido) ? opcoes : [...opcoes, { value: escolhido, label: escolhido }];
}

const daGrade = (opcoes: readonly GradeOpcao[]) => opcoes.map((o) => ({ value: o.valor, label: o.nome }));

/** The sizes in the shop's one order (PP … GG, XG…, numbers, UNC last), 'unico' shown as UNC (spec 001 §9). */
const tamanhosDaGrade = (opcoes: readonly GradeOpcao[]) =>
  [...opcoes].sort((a, b) => compareSizes(a.nome, b.nome)).map((o) => ({ value: o.valor, label: displaySize(o.nome) }));

export interface ProdutosFiltrosProps {
  categorias: readonly { id: number; nome: string }[];
  cores: readonly GradeOpcao[];
  tamanhos: readonly GradeOpcao[];
  categoria: number | null;
  cor: string;
  tamanho: string;
  ordem: Ordem;
  onChange: (change: { categoria?: number | null; cor?: string; tamanho?: string; ordem?: Ordem }) => void;
  /** Shows "Limpar filtros" when any filter (search and status included) differs from the default. */
  hasActiveFilters: boolean;
  onClear: () => void;
  /**
   * The phone's "Filtros" sheet: every select labelled, one per row, with Status (in the toolbar on
   * wider screens) first. Left out, the bar above the list with the labels for screen readers only.
   */
  sheet?: { status: StatusFilterValue; onStatusChange: (status: StatusFilterValue) => void };
}

/** Categoria, Cor, Tamanho and the order of the product list, and "Limpar filtros". */
export function ProdutosFiltros({ categorias, cores, tamanhos, categoria, cor, tamanho, ordem, onChange, hasActiveFilters, onClear, sheet }: ProdutosFiltrosProps) {
  const hideLabel = sheet === undefined;
  const Layout = sheet ? Pilha : Barra;
  const categoriaOpcoes = comEscolhido(
    categorias.map((c) => ({ value: String(c.id), label: c.nome })),
    categoria === null ? '' : String(categoria),
  );
  return (
    <Layout>
      {sheet ? (
        <Select
          label="Status"
          options={STATUS}
          value={sheet.status}
          onChange={(event) => sheet.onStatusChange(event.target.value as StatusFilterValue)}
        />
      ) : null}
      <Select
        label="Categoria"
        hideLabel={hideLabel}
        placeholder="Todas as categorias"
        options={categoriaOpcoes}
        value={categoria === null ? '' : String(categoria)}
        onChange={(event) => onChange({ categoria: event.target.value === '' ? null : Number(event.target.value) })}
      />
      <Select
        label="Cor"
        hideLabel={hideLabel}
        placeholder="Todas as cores"
        options={comEscolhido(daGrade(cores), cor)}
        value={cor}
        onChange={(event) => onChange({ cor: event.target.value })}
      />
      <Select
        label="Tamanho"
        hideLabel={hideLabel}
        placeholder="Todos os tamanhos"
        options={comEscolhido(tamanhosDaGrade(tamanhos), tamanho)}
        value={tamanho}
        onChange={(event) => onChange({ tamanho: event.target.value })}
      />
      <Select
        label="Ordenar por"
        hideLabel={hideLabel}
        options={ORDENS}
        value={ordemCodec.format(ordem)}
        onChange={(event) => onChange({ ordem: ordemCodec.parse(event.target.value) })}
      />
      {hasActiveFilters ? (
        <Button variant="ghost" leftIcon={<X size={16} aria-hidden />} onClick={onClear}>
          Limpar filtros
        </Button>
      ) : null}
    </Layout>
  );
}
