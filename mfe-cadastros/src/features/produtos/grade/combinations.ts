import { compareGrades } from '@loja/shared-ui/format';
import { GRADE_MESSAGES } from '../messages';
import { COR_PADRAO_HEX, normalizarHex } from './rgb';

/**
 * The pure rules of the grade tab (spec 001 §5 and §9): when two grades are the same, what the bulk
 * builder "Montar Grade do Produto" creates and the sizes it offers (a size's label and order are
 * shared-ui's displaySize and compareSizes).
 */

/** Spec 001 §9. */
export const TAMANHOS_PADRAO = ['PP', 'P', 'M', 'G', 'GG'] as const;

/** A colour and size as the database compares them: trimmed, case-insensitive (index grades_produto_cor_tamanho_unico). */
export function chaveGrade(cor: string, tamanho: string): string {
  return `${normalizarTexto(cor)}\u0000${normalizarTexto(tamanho)}`;
}

function normalizarTexto(texto: string): string {
  return texto.trim().toLowerCase();
}

/** Whether a grade with this colour and size is already in `grades` (leaving out the one being edited). */
export function gradeExiste(grades: readonly GradeChave[], cor: string, tamanho: string, exceto?: number): boolean {
  const chave = chaveGrade(cor, tamanho);
  return grades.some((grade) => grade.id !== exceto && chaveGrade(grade.cor, grade.tamanho) === chave);
}

export interface GradeChave {
  id?: number;
  cor: string;
  tamanho: string;
}

/** A colour of the palette the person picked: its name and hex (null when it has none). */
export interface CorEscolhida {
  nome: string;
  hex: string | null;
}

/** A grade the builder will insert: stock and minimum stock start at 0 (the table's defaults, spec 001 §9). */
export interface NovaGrade {
  cor: string;
  tamanho: string;
  cor_rgb: string;
}

export type Montagem =
  | { ok: true; novas: NovaGrade[]; ignoradas: number }
  | { ok: false; mensagem: string; novas: []; ignoradas: number };

/**
 * Every colour × size not yet on the product, colours in the order picked and sizes in the order
 * given. A combination the product has is skipped (trimmed, case-insensitive) and counted in
 * `ignoradas`; a colour or size picked twice counts once. Nothing picked: 'Selecione ao menos uma cor e um tamanho'; nothing
 * left: 'Todas as combinações selecionadas já existem'.
 */
export function montarCombinacoes(existentes: readonly GradeChave[], cores: readonly CorEscolhida[], tamanhos: readonly string[]): Montagem {
  const coresValidas = unicos(cores.filter((cor) => cor.nome.trim() !== ''), (cor) => cor.nome);
  const tamanhosValidos = unicos(tamanhos.filter((tamanho) => tamanho.trim() !== ''), (tamanho) => tamanho);
  if (coresValidas.length === 0 || tamanhosValidos.length === 0) {
    return { ok: false, mensagem: GRADE_MESSAGES.pickOne, novas: [], ignoradas: 0 };
  }
  const vistas = new Set(existentes.map((grade) => chaveGrade(grade.cor, grade.tamanho)));
  const novas: NovaGrade[] = [];
  let ignoradas = 0;
  for (const cor of coresValidas) {
    for (const tamanho of tamanhosValidos) {
      const chave = chaveGrade(cor.nome, tamanho);
      if (vistas.has(chave)) {
        ignoradas += 1;
        continue;
      }
      novas.push({ cor: cor.nome.trim(), tamanho: tamanho.trim(), cor_rgb: normalizarHex(cor.hex) ?? COR_PADRAO_HEX });
    }
  }
  if (novas.length === 0) return { ok: false, mensagem: GRADE_MESSAGES.allExist, novas: [], ignoradas };
  return { ok: true, novas, ignoradas };
}

/** The first of each item whose `texto` is the same, trimmed and case-insensitive. */
function unicos<T>(itens: readonly T[], texto: (item: T) => string): T[] {
  const vistos = new Set<string>();
  return itens.filter((item) => {
    const chave = normalizarTexto(texto(item));
    if (vistos.has(chave)) return false;
    vistos.add(chave);
    return true;
  });
}

export type NovoTamanho = { ok: true; tamanhos: string[]; tamanho: string } | { ok: false; mensagem: string };

/**
 * Adds a custom size to the builder's list (spec 001 §5: new sizes must not duplicate,
 * case-insensitive): 'Este tamanho já existe'. An empty name changes nothing and says nothing.
 */
export function adicionarTamanho(tamanhos: readonly string[], novo: string): NovoTamanho | null {
  const tamanho = novo.trim();
  if (!tamanho) return null;
  if (tamanhos.some((existente) => normalizarTexto(existente) === normalizarTexto(tamanho))) {
    return { ok: false, mensagem: GRADE_MESSAGES.sizeExists };
  }
  return { ok: true, tamanhos: [...tamanhos, tamanho], tamanho };
}

/**
 * The grades as the tab lists them: by colour, then by size in the shop's one order (shared-ui's
 * compareGrades: PP to GG, XG…, numbers, UNC last), the order the movement picker, the stock
 * overview and the kardex use too. The database answers newest first (spec 001 §7), which for a
 * grade built in one go reads GG, G, M, P, PP; a person scans a colour's sizes small to large.
 */
export function ordenarGrades<G extends GradeChave>(grades: readonly G[]): G[] {
  return [...grades].sort(compareGrades);
}
