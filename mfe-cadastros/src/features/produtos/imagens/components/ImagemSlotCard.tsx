import { GripVertical, ImagePlus, Star, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import styled, { css } from 'styled-components';
import { Button, Card, ConfirmDialog, IconButton } from '@loja/shared-ui';
import { IMAGEM_ACCEPT } from '../files';
import { ROTULO_DO_TIPO, type ProdutoImagem, type TipoImagem } from '../slots';
import { TEXTOS } from '../messages';
import type { EstadoDoSlot } from '../useEnvioDeImagem';
import { Marcador, PreviewImagem } from './PreviewImagem';

/** The drag payload between slots (a file dragged from the desktop carries 'Files' instead). */
export const TIPO_ARRASTO = 'application/x-loja-imagem-slot';

/**
 * Below sm (a phone), a slot other than the principal is a row: the thumbnail on the left, title and
 * actions on the right, so the five slots fit a phone without a long scroll.
 */
const Cartao = styled(Card)<{ $destaque: boolean; $compacto: boolean }>`
  height: 100%;
  ${({ $compacto, theme }) =>
    $compacto &&
    css`
      @media (max-width: ${theme.breakpoints.sm - 0.02}px) {
        display: grid;
        grid-template-columns: 7rem minmax(0, 1fr);
        grid-template-rows: auto auto 1fr;
        grid-template-areas: 'area cabecalho' 'area erro' 'area acoes';
        & > [data-parte='area'] {
          grid-area: area;
          border-top: 0;
          border-bottom: 0;
          border-right: 1px solid ${theme.colors.border};
          font-size: ${theme.fontSizes.xs};
        }
        & > [data-parte='cabecalho'] {
          grid-area: cabecalho;
        }
        & > [data-parte='erro'] {
          grid-area: erro;
        }
        & > [data-parte='acoes'] {
          grid-area: acoes;
          align-content: flex-end;
        }
      }
    `}
  ${({ $destaque, theme }) =>
    $destaque &&
    css`
      border-color: ${theme.colors.primary};
      box-shadow: ${theme.shadows.focus};
    `}
`;

const Cabecalho = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
`;

const Titulo = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Alca = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.textSubtle};
  cursor: grab;
`;

/**
 * The photo area. Mobile first: a 4:5 box (product photos). The principal's card spans two rows on a
 * wide screen, where the box fills the card instead (`$preenche`).
 */
const Area = styled.div<{ $preenche: boolean; $arrastavel: boolean }>`
  position: relative;
  aspect-ratio: 4 / 5;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  cursor: ${({ $arrastavel }) => ($arrastavel ? 'grab' : 'default')};
  ${({ $preenche, theme }) =>
    $preenche &&
    css`
      @media (min-width: ${theme.breakpoints.lg}px) {
        aspect-ratio: auto;
        flex: 1;
        min-height: 20rem;
      }
    `}
`;

/** An empty slot; dashed (a drop target) only for someone who can fill it. */
const Vazio = styled(Marcador)<{ $alvo: boolean }>`
  border: 2px ${({ $alvo }) => ($alvo ? 'dashed' : 'solid')} ${({ theme, $alvo }) => ($alvo ? theme.colors.borderStrong : 'transparent')};
  background: ${({ theme }) => theme.colors.surface};
`;

const Andamento = styled.div`
  position: absolute;
  inset: auto 0 0 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Barra = styled.progress`
  width: 100%;
  height: ${({ theme }) => theme.space[2]};
  accent-color: ${({ theme }) => theme.colors.primary};
`;

const Erro = styled.p`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]} 0`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.destructiveText};
`;

const Acoes = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
`;

const Espaco = styled.span`
  flex: 1;
`;

const ArquivoOculto = styled.input`
  display: none;
`;

export interface ImagemSlotCardProps {
  tipo: TipoImagem;
  imagem: ProdutoImagem | undefined;
  canWrite: boolean;
  estado: EstadoDoSlot;
  /** A swap or a removal is running somewhere in the tab: the slot's other actions wait. */
  ocupado: boolean;
  onArquivo: (file: File) => void;
  /** After "Tem certeza?": the dialog closes and the tab's toasts tell how it went. */
  onRemover: (imagem: ProdutoImagem) => void;
  /** Swaps this slot's image with `para`'s ("Tornar principal", a drag onto another slot). */
  onTrocar: (de: TipoImagem, para: TipoImagem) => void;
}

/**
 * One of the five image slots (spec 001 §3): the photo or the placeholder, the choose/replace button
 * and drop zone, the progress while the file is compressed and sent, remove with confirmation,
 * "Tornar principal", and dragging onto another slot to swap (the button is the keyboard's way).
 */
export function ImagemSlotCard({ tipo, imagem, canWrite, estado, ocupado, onArquivo, onRemover, onTrocar }: ImagemSlotCardProps) {
  const input = useRef<HTMLInputElement>(null);
  const [sobre, setSobre] = useState(false);
  const tituloId = useId();
  const erroId = useId();
  const rotulo = ROTULO_DO_TIPO[tipo];
  const enviando = estado.andamento !== null;
  const bloqueado = !canWrite || enviando || ocupado;
  const arrastavel = Boolean(imagem) && !bloqueado;

  const escolher = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // the same file chosen again after a refusal must fire change again
    event.target.value = '';
    if (file) onArquivo(file);
  };

  const aceitaSoltar = (event: DragEvent) =>
    !bloqueado && (event.dataTransfer.types.includes(TIPO_ARRASTO) || event.dataTransfer.types.includes('Files'));

  const handlers = canWrite
    ? {
        onDragOver: (event: DragEvent) => {
          if (!aceitaSoltar(event)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = event.dataTransfer.types.includes(TIPO_ARRASTO) ? 'move' : 'copy';
          setSobre(true);
        },
        onDragLeave: (event: DragEvent) => {
          // moving over the card's own children is not leaving it
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setSobre(false);
        },
        onDrop: (event: DragEvent) => {
          setSobre(false);
          if (!aceitaSoltar(event)) return;
          event.preventDefault();
          const de = event.dataTransfer.getData(TIPO_ARRASTO);
          if (de) {
            if (de !== tipo) onTrocar(de as TipoImagem, tipo);
            return;
          }
          const file = event.dataTransfer.files[0];
          if (file) onArquivo(file);
        },
      }
    : {};

  return (
    <Cartao as="section" aria-labelledby={tituloId} $destaque={sobre} $compacto={tipo !== 'principal'} {...handlers}>
      <Cabecalho data-parte="cabecalho">
        <Titulo id={tituloId}>{rotulo}</Titulo>
        {arrastavel ? (
          <Alca title={TEXTOS.arrastavel} aria-hidden>
            <GripVertical size={18} />
          </Alca>
        ) : null}
      </Cabecalho>
      <Area
        data-parte="area"
        $preenche={tipo === 'principal'}
        $arrastavel={arrastavel}
        draggable={arrastavel}
        onDragStart={(event) => {
          event.dataTransfer.setData(TIPO_ARRASTO, tipo);
          event.dataTransfer.effectAllowed = 'move';
        }}
      >
        {imagem ? (
          <PreviewImagem url={imagem.url_imagem} alt={TEXTOS.altImagem(tipo)} />
        ) : (
          <Vazio $alvo={canWrite}>
            <ImagePlus size={32} aria-hidden />
            <span>{canWrite ? TEXTOS.soltarAqui : TEXTOS.semImagem}</span>
          </Vazio>
        )}
        {estado.andamento ? (
          <Andamento>
            <span aria-hidden>
              {estado.andamento.fase === 'comprimindo' ? `${TEXTOS.comprimindo} ${Math.round(estado.andamento.percentual)}%` : TEXTOS.enviando}
            </span>
            <Barra
              aria-label={TEXTOS.rotuloProgresso(tipo)}
              aria-valuetext={estado.andamento.fase === 'comprimindo' ? `${TEXTOS.comprimindo} ${Math.round(estado.andamento.percentual)}%` : TEXTOS.enviando}
              max={100}
              value={estado.andamento.fase === 'comprimindo' ? estado.andamento.percentual : undefined}
            />
          </Andamento>
        ) : null}
      </Area>
      {estado.erro ? <Erro id={erroId} data-parte="erro">{estado.erro}</Erro> : null}
      {canWrite ? (
        <Acoes data-parte="acoes">
          <ArquivoOculto ref={input} type="file" accept={IMAGEM_ACCEPT} aria-label={TEXTOS.rotuloArquivo(tipo)} tabIndex={-1} onChange={escolher} />
          <Button
            size="sm"
            variant={imagem ? 'outline' : 'primary'}
            leftIcon={<ImagePlus size={16} aria-hidden />}
            aria-label={TEXTOS.rotuloEscolher(tipo, Boolean(imagem))}
            aria-describedby={estado.erro ? erroId : undefined}
            disabled={bloqueado}
            onClick={() => input.current?.click()}
          >
            {imagem ? TEXTOS.substituir : TEXTOS.escolher}
          </Button>
          {imagem && tipo !== 'principal' ? (
            <Button
              size="sm"
              variant="ghost"
              leftIcon={<Star size={16} aria-hidden />}
              aria-label={TEXTOS.rotuloTornarPrincipal(tipo)}
              disabled={bloqueado}
              onClick={() => onTrocar(tipo, 'principal')}
            >
              {TEXTOS.tornarPrincipal}
            </Button>
          ) : null}
          <Espaco />
          {imagem ? (
            <ConfirmDialog
              trigger={<IconButton aria-label={TEXTOS.rotuloRemover(tipo)} icon={<Trash2 size={16} aria-hidden />} size="sm" disabled={bloqueado} />}
              title={TEXTOS.removerTitulo}
              description={TEXTOS.removerDescricao(tipo)}
              confirmLabel={TEXTOS.remover}
              destructive
              onConfirm={() => onRemover(imagem)}
            />
          ) : null}
        </Acoes>
      ) : null}
    </Cartao>
  );
}
