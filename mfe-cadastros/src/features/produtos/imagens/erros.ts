/**
 * Why an image could not be saved, in Portuguese: the cause that follows "Não foi possível salvar a
 * imagem: " (spec 001 §8). Storage answers in English ("The object exceeded the maximum allowed
 * size", "mime type image/heic is not supported"); none of that may reach a person, so every cause is
 * chosen here from the error's status and code, and anything unknown gets a generic cause (the
 * original is kept in `details` for the logs).
 */
import type { ApiError } from '@loja/shared-ui/platform';
import { IMAGEM_FORMATOS } from './files';

export const CAUSAS = {
  grande: 'o arquivo ultrapassa o limite de 5MB',
  tipo: `tipo de arquivo não aceito (use ${IMAGEM_FORMATOS})`,
  permissao: 'você não tem permissão para alterar as imagens deste produto',
  naoEncontrada: 'a imagem não foi encontrada; atualize a página',
  semConexao: 'sem conexão com o servidor; verifique a internet e tente novamente',
  compressao: 'não foi possível processar a imagem neste navegador; tente outro arquivo',
  inesperada: 'erro inesperado; tente novamente',
} as const;

/** A storage-js error (StorageApiError): hosted Storage answers 400 with the real status in `statusCode`. */
interface StorageLikeError {
  message?: string;
  status?: number;
  statusCode?: string | number;
  code?: string;
  name?: string;
}

/**
 * Errors whose text the database writes in Portuguese (the image functions of migration
 * 20261123000600 raise 'Imagem não encontrada', 'Posição de imagem inválida'): shown as they are.
 */
const CODIGOS_COM_TEXTO_PROPRIO = new Set(['PT404', '22023']);

const minuscula = (texto: string) => texto.charAt(0).toLowerCase() + texto.slice(1);

export function causaDoErro(error: unknown): string {
  const e = (typeof error === 'object' && error !== null ? error : { message: String(error) }) as StorageLikeError;
  const statusCode = String(e.statusCode ?? e.status ?? '');
  const message = e.message ?? '';
  if (e.code && CODIGOS_COM_TEXTO_PROPRIO.has(e.code) && message) return minuscula(message);
  if (statusCode === '413' || /maximum allowed size|too large/i.test(message)) return CAUSAS.grande;
  if (statusCode === '415' || /mime type|invalid_mime_type/i.test(message)) return CAUSAS.tipo;
  if (statusCode === '403' || statusCode === '401' || e.code === '42501' || /row-level security|permission denied|unauthorized/i.test(message)) {
    return CAUSAS.permissao;
  }
  if (statusCode === '404' || e.code === 'PGRST116') return CAUSAS.naoEncontrada;
  if (/failed to fetch|networkerror|fetch failed|load failed/i.test(message)) return CAUSAS.semConexao;
  return CAUSAS.inesperada;
}

/** The ApiError an image endpoint answers: the Portuguese cause as `message`, the original in `details`. */
export function erroDeImagem(error: unknown): ApiError {
  const e = (typeof error === 'object' && error !== null ? error : {}) as StorageLikeError & { details?: string | null };
  const original = typeof error === 'object' && error !== null ? (e.message ?? '') : String(error);
  return {
    message: causaDoErro(error),
    code: e.code ?? (e.statusCode !== undefined ? String(e.statusCode) : undefined),
    status: e.status,
    details: [original, e.details].filter(Boolean).join(' | ') || null,
  };
}
