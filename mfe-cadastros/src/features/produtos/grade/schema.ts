import { Yup } from '@loja/shared-ui';
import { COR_MESSAGES, GRADE_MESSAGES, PRODUTO_RULES } from '../messages';
import type { Cor, Grade, GradeDados } from './api';
import { gradeExiste, type GradeChave } from './combinations';
import { COR_PADRAO_HEX, hexValido, normalizarHex, rgbParaHex } from './rgb';

/** The grade form ("Adicionar grade" and "Editar Grade"). The number inputs give '' when empty. */
export interface GradeFormValues {
  cor: string;
  tamanho: string;
  /** '#RRGGBB', or an "R, G, B" the person pasted (converted on save). */
  cor_rgb: string;
  estoque_atual: number | '';
  estoque_minimo: number | '';
  codigo_barras: string;
}

/** Spec 001 §9: a new grade starts with stock 0, minimum 0 and colour #000000. */
export const NOVA_GRADE: GradeFormValues = {
  cor: '',
  tamanho: '',
  cor_rgb: COR_PADRAO_HEX,
  estoque_atual: 0,
  estoque_minimo: 0,
  codigo_barras: '',
};

export function gradeParaValores(grade: Grade): GradeFormValues {
  return {
    cor: grade.cor,
    tamanho: grade.tamanho,
    cor_rgb: normalizarHex(grade.cor_rgb) ?? COR_PADRAO_HEX,
    estoque_atual: grade.estoque_atual,
    estoque_minimo: grade.estoque_minimo,
    codigo_barras: grade.codigo_barras ?? '',
  };
}

/** A colour field's text as '#RRGGBB': a hex (any case, with or without '#') or "R, G, B"; null if neither. */
export function corDoCampo(texto: string): string | null {
  const hex = normalizarHex(texto);
  if (hex) return hex;
  const rgb = rgbParaHex(texto);
  return rgb.ok ? rgb.hex : null;
}

/** What `salvar_grade` receives: trimmed texts, the colour as hex, an empty barcode as null. */
export function valoresParaDados(values: GradeFormValues): GradeDados {
  return {
    cor: values.cor.trim(),
    tamanho: values.tamanho.trim(),
    cor_rgb: corDoCampo(values.cor_rgb) ?? COR_PADRAO_HEX,
    estoque_atual: Number(values.estoque_atual || 0),
    estoque_minimo: Number(values.estoque_minimo || 0),
    codigo_barras: values.codigo_barras.trim() || null,
  };
}

/** Whole units from 0 to 1,000,000, as the database's `_estoque` accepts them. */
const quantidade = () =>
  Yup.number()
    .transform((value: number, original: unknown) => (original === '' || original === null ? undefined : value))
    .required()
    .integer()
    .min(0, PRODUTO_RULES.estoque)
    .max(1_000_000);

/**
 * Spec 001 §5: cor and tamanho required; the same colour and size as another grade of the product
 * (trimmed, case-insensitive) is refused under Tamanho. `editandoId` leaves the grade being edited out.
 */
export function gradeSchema(existentes: readonly GradeChave[], editandoId?: number) {
  return Yup.object({
    cor: Yup.string().trim().required(GRADE_MESSAGES.required).max(60),
    tamanho: Yup.string()
      .trim()
      .required(GRADE_MESSAGES.required)
      .max(20)
      .test('grade-unica', GRADE_MESSAGES.duplicate, function unica(tamanho) {
        const cor = String(this.parent.cor ?? '');
        return !tamanho || !cor.trim() || !gradeExiste(existentes, cor, tamanho, editandoId);
      }),
    cor_rgb: Yup.string().test('cor-rgb', COR_MESSAGES.rgbInvalid, (texto) => !texto?.trim() || corDoCampo(texto) !== null),
    estoque_atual: quantidade(),
    estoque_minimo: quantidade(),
    codigo_barras: Yup.string().trim().max(60),
  });
}

export interface CorFormValues {
  nome: string;
  rgb_hex: string;
}

export const NOVA_COR: CorFormValues = { nome: '', rgb_hex: COR_PADRAO_HEX };

/** Spec 001 §5: a custom colour's name must not exist yet ('Esta cor já existe', case-insensitive). */
export function corSchema(cores: readonly Pick<Cor, 'nome'>[]) {
  return Yup.object({
    nome: Yup.string()
      .trim()
      .required('Nome é obrigatório')
      .max(60)
      .test('cor-unica', COR_MESSAGES.exists, (nome) => !nome || !cores.some((cor) => cor.nome.trim().toLowerCase() === nome.trim().toLowerCase())),
    rgb_hex: Yup.string().required().test('hex', 'Informe a cor no formato #RRGGBB', (texto) => hexValido(texto)),
  });
}
