import { Lightbulb } from 'lucide-react';
import styled from 'styled-components';
import { Button, Card, Skeleton, toast } from '@loja/shared-ui';
import { IMAGEM_MESSAGES } from '../messages';
import { useListImagensDoProdutoQuery, useRemoveImagemProdutoMutation, useTrocarImagensProdutoMutation } from './api';
import { CAUSAS } from './erros';
import { ImagemSlotCard } from './components/ImagemSlotCard';
import { TIPOS_IMAGEM, isTipoImagem, type ProdutoImagem, type TipoImagem } from './slots';
import { TEXTOS } from './messages';
import { useEnvioDeImagem } from './useEnvioDeImagem';

const Conteudo = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Dicas = styled(Card)`
  flex-direction: row;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    margin-bottom: ${({ theme }) => theme.space[1]};
  }
  ul {
    padding-left: ${({ theme }) => theme.space[4]};
  }
  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * 390 px: one slot a row; from sm: two a row; from lg: the principal large (two columns, two rows)
 * with the other four beside it.
 */
const Slots = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: minmax(0, 1fr);

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    & > :first-child {
      grid-column: span 2;
      grid-row: span 2;
    }
  }
`;

const Falha = styled(Card)`
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
`;

export interface ImagensTabProps {
  produtoId: number;
  /** false (the `user` role): the images only, no upload, remove or swap. */
  canWrite: boolean;
}

const sucesso = (descricao: string) => toast({ title: 'Sucesso', description: descricao, variant: 'success' });
const falha = (descricao: string) => toast({ title: 'Erro', description: descricao, variant: 'destructive' });

/**
 * The "Imagens" tab of the product editor (spec 001 Products, §7): five slots, each with its photo,
 * upload (checked, compressed, with progress), removal and the way to make it the principal.
 */
export function ImagensTab({ produtoId, canWrite }: ImagensTabProps) {
  const lista = useListImagensDoProdutoQuery(produtoId);
  const [removerImagem, remocao] = useRemoveImagemProdutoMutation();
  const [trocarImagens, troca] = useTrocarImagensProdutoMutation();
  const { enviar, estadoDe } = useEnvioDeImagem(produtoId);

  const porTipo = new Map<TipoImagem, ProdutoImagem>();
  for (const imagem of lista.data ?? []) if (isTipoImagem(imagem.tipo_imagem)) porTipo.set(imagem.tipo_imagem, imagem);

  const remover = async (imagem: ProdutoImagem) => {
    const result = await removerImagem({ produtoId, id: imagem.id });
    if (result.error) falha(IMAGEM_MESSAGES.removeFailed);
    else sucesso(IMAGEM_MESSAGES.removed);
  };

  const trocar = async (de: TipoImagem, para: TipoImagem) => {
    const result = await trocarImagens({ produtoId, de, para });
    if (result.error) {
      falha(IMAGEM_MESSAGES.saveFailed(('message' in result.error && result.error.message) || CAUSAS.inesperada));
      return;
    }
    sucesso(IMAGEM_MESSAGES.saved);
  };

  if (lista.isError && !lista.data) {
    return (
      <Falha role="alert">
        <p>{TEXTOS.falhaAoCarregar}</p>
        <Button size="sm" variant="outline" onClick={() => void lista.refetch()}>
          {TEXTOS.tentarNovamente}
        </Button>
      </Falha>
    );
  }

  return (
    <Conteudo>
      {canWrite ? (
        <Dicas as="aside" aria-labelledby="dicas-imagens">
          <Lightbulb size={20} aria-hidden />
          <div>
            <h2 id="dicas-imagens">{TEXTOS.dicasTitulo}</h2>
            <ul>
              {TEXTOS.dicas.map((dica) => (
                <li key={dica}>{dica}</li>
              ))}
            </ul>
          </div>
        </Dicas>
      ) : null}
      <Slots aria-busy={lista.isLoading || undefined} aria-label={TEXTOS.titulo} role="group">
        {lista.isLoading
          ? TIPOS_IMAGEM.map((tipo) => <Skeleton key={tipo} shape="rect" height="18rem" />)
          : TIPOS_IMAGEM.map((tipo) => (
              <ImagemSlotCard
                key={tipo}
                tipo={tipo}
                imagem={porTipo.get(tipo)}
                canWrite={canWrite}
                estado={estadoDe(tipo)}
                ocupado={troca.isLoading || remocao.isLoading}
                onArquivo={(file) => void enviar(tipo, file)}
                onRemover={(imagem) => void remover(imagem)}
                onTrocar={(de, para) => void trocar(de, para)}
              />
            ))}
      </Slots>
    </Conteudo>
  );
}
