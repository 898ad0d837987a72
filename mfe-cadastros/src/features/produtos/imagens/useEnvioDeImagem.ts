import { useCallback, useState } from 'react';
import { toast } from '@loja/shared-ui';
import { IMAGEM_MESSAGES } from '../messages';
import { useSaveImagemProdutoMutation } from './api';
import { comprimirImagem, excedeLimite } from './compress';
import { CAUSAS } from './erros';
import { recusaDoArquivo } from './files';
import type { TipoImagem } from './slots';

/** Where a slot's upload is: compressing (0-100 %), then sending (no progress from fetch). */
export type Andamento = { fase: 'comprimindo'; percentual: number } | { fase: 'enviando' };

export interface EstadoDoSlot {
  andamento: Andamento | null;
  /** The last refusal or failure, shown at the slot until the next try. */
  erro: string | null;
}

const VAZIO: EstadoDoSlot = { andamento: null, erro: null };

const falha = (descricao: string) => toast({ title: 'Erro', description: descricao, variant: 'destructive' });

/**
 * The upload of one file into one slot: the spec's checks before anything starts (spec 001 §5), the
 * compression with its progress, the save, and the toasts. Each slot keeps its own state, so two
 * slots can be filled at once.
 */
export function useEnvioDeImagem(produtoId: number) {
  const [estados, setEstados] = useState<Partial<Record<TipoImagem, EstadoDoSlot>>>({});
  const [salvar] = useSaveImagemProdutoMutation();

  const atualizar = useCallback((tipo: TipoImagem, estado: Partial<EstadoDoSlot>) => {
    setEstados((atual) => ({ ...atual, [tipo]: { ...VAZIO, ...atual[tipo], ...estado } }));
  }, []);

  const enviar = useCallback(
    async (tipo: TipoImagem, file: File) => {
      const recusa = recusaDoArquivo(file);
      if (recusa) {
        atualizar(tipo, { andamento: null, erro: recusa });
        falha(recusa);
        return;
      }
      atualizar(tipo, { andamento: { fase: 'comprimindo', percentual: 0 }, erro: null });
      let pronto: File;
      try {
        pronto = await comprimirImagem(file, (percentual) => atualizar(tipo, { andamento: { fase: 'comprimindo', percentual } }));
      } catch (error) {
        console.error('Falha ao comprimir a imagem', error);
        const mensagem = IMAGEM_MESSAGES.saveFailed(CAUSAS.compressao);
        atualizar(tipo, { andamento: null, erro: mensagem });
        falha(mensagem);
        return;
      }
      if (excedeLimite(pronto)) {
        atualizar(tipo, { andamento: null, erro: IMAGEM_MESSAGES.tooLarge });
        falha(IMAGEM_MESSAGES.tooLarge);
        return;
      }
      atualizar(tipo, { andamento: { fase: 'enviando' } });
      const result = await salvar({ produtoId, tipo, file: pronto });
      if (result.error) {
        const causa = 'message' in result.error && result.error.message ? result.error.message : CAUSAS.inesperada;
        const mensagem = IMAGEM_MESSAGES.saveFailed(causa);
        atualizar(tipo, { andamento: null, erro: mensagem });
        falha(mensagem);
        return;
      }
      atualizar(tipo, { andamento: null, erro: null });
      toast({ title: 'Sucesso', description: IMAGEM_MESSAGES.saved, variant: 'success' });
    },
    [atualizar, produtoId, salvar],
  );

  const estadoDe = useCallback((tipo: TipoImagem) => estados[tipo] ?? VAZIO, [estados]);

  return { enviar, estadoDe };
}
