import { useState } from 'react';
import styled from 'styled-components';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { IconButton } from '@loja/shared-ui';
import { displaySize, formatBRL } from '@loja/shared-ui/format';
import { imageRenderUrl } from '@loja/shared-ui/platform/core';
import { SEM_IMAGEM_URL as PLACEHOLDER_IMAGE } from '../imagens';
import { lineSubtotal } from './totals';
import type { SacolaImagem, SacolaItem } from './types';

const Row = styled.li`
  display: grid;
  grid-template-columns: 4rem 1fr auto;
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;
  padding: ${({ theme }) => theme.space[3]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Thumb = styled.img`
  width: 4rem;
  height: 4rem;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
`;

const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const Name = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

const Detail = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Stepper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[1]};
`;

const Quantity = styled.output`
  min-width: 1.5rem;
  text-align: center;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

const Subtotal = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
  white-space: nowrap;
`;

/** The principal image if the product has one, else its first (spec: first image url_imagem). */
function lineImage(imagens: readonly SacolaImagem[]): string | null {
  return (imagens.find((i) => i.tipo_imagem === 'principal') ?? imagens[0])?.url_imagem ?? null;
}

/** How the line is named to assistive technology: the product, plus its variant when it has one. */
export function lineLabel(item: SacolaItem): string {
  const grade = item.gradeSelecionada;
  const variant = [grade?.cor?.trim(), displaySize(grade?.tamanho)].filter(Boolean).join(', ');
  return variant ? `${item.produto.nome} (${variant})` : item.produto.nome;
}

export interface SacolaLineProps {
  item: SacolaItem;
  onQuantityChange: (quantidade: number) => void;
  onRemove: () => void;
}

/** One line of the sacola: image, name, variant, − quantity +, subtotal and remove. */
export function SacolaLine({ item, onQuantityChange, onRemove }: SacolaLineProps) {
  const url = lineImage(item.produto.imagens);
  const [failed, setFailed] = useState(false);
  const tamanho = displaySize(item.gradeSelecionada?.tamanho);
  const cor = item.gradeSelecionada?.cor?.trim();
  const label = lineLabel(item);
  return (
    <Row>
      <Thumb
        src={url && !failed ? imageRenderUrl(url, { width: 128, height: 128 }) : PLACEHOLDER_IMAGE}
        alt={item.produto.nome}
        loading="lazy"
        onError={() => setFailed(true)}
      />
      <Info>
        <Name>{item.produto.nome}</Name>
        {tamanho ? <Detail>Tamanho: {tamanho}</Detail> : null}
        {cor ? <Detail>Cor: {cor}</Detail> : null}
        {item.produto.preco_de != null && item.produto.preco_de > item.produto.preco_venda ? (
          // Issue 27: the unit's "de R$ X por R$ Y" while the promotion runs (the database gave the "de").
          <Detail>
            de <del>{formatBRL(item.produto.preco_de)}</del> por {formatBRL(item.produto.preco_venda)}
          </Detail>
        ) : null}
        <Stepper>
          <IconButton
            aria-label={`Diminuir quantidade de ${label}`}
            variant="outline"
            size="sm"
            icon={<Minus size={14} aria-hidden="true" />}
            onClick={() => onQuantityChange(item.quantidade - 1)}
          />
          <Quantity aria-label={`Quantidade de ${label}`}>{item.quantidade}</Quantity>
          <IconButton
            aria-label={`Aumentar quantidade de ${label}`}
            variant="outline"
            size="sm"
            icon={<Plus size={14} aria-hidden="true" />}
            // Not past the disponível the catalogue gave (issue 24).
            disabled={item.disponivel !== undefined && item.quantidade >= item.disponivel}
            onClick={() => onQuantityChange(item.quantidade + 1)}
          />
        </Stepper>
      </Info>
      <Side>
        <Subtotal>{formatBRL(lineSubtotal(item))}</Subtotal>
        <IconButton
          aria-label={`Remover ${label}`}
          size="sm"
          icon={<Trash2 size={16} aria-hidden="true" />}
          onClick={onRemove}
        />
      </Side>
    </Row>
  );
}
