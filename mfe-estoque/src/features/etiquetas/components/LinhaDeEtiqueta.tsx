import { Badge, IconButton, Input } from '@loja/shared-ui';
import { formatBRL } from '@loja/shared-ui/format';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import type { DadosEtiqueta } from '../api';
import { barrasDoCodigo, NOME_DO_TIPO, tipoDoCodigo } from '../codigo';
import { QUANTIDADE_MAXIMA, quantidadeDigitada } from '../itens';
import { ETIQUETAS_MESSAGES as M } from '../messages';
import { variante } from './Etiqueta';

const Item = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  align-items: center;
  padding: ${({ theme }) => theme.space[3]} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  &:first-child {
    border-top: 0;
  }
`;

const Texto = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const Nome = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const Detalhe = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
  }
`;

const Aviso = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.warningText};
`;

const Acoes = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  input {
    width: 5rem;
    text-align: right;
  }
`;

/**
 * The quantity as typed: the field may be empty or half-typed for a moment; the list (and the URL)
 * gets a whole number from 0 to 999 as soon as there is one.
 */
function Quantidade({ valor, rotulo, onChange }: { valor: number; rotulo: string; onChange: (n: number) => void }) {
  // What is being typed (null: not editing, the field shows the list's quantity).
  const [digitando, setDigitando] = useState<string | null>(null);
  return (
    <Input
      type="number"
      inputMode="numeric"
      min={0}
      max={QUANTIDADE_MAXIMA}
      step={1}
      value={digitando ?? String(valor)}
      label={rotulo}
      hideLabel
      onChange={(event) => {
        setDigitando(event.target.value);
        if (event.target.value !== '') onChange(quantidadeDigitada(event.target.value));
      }}
      onBlur={() => setDigitando(null)}
    />
  );
}

export interface LinhaDeEtiquetaProps {
  dados: DadosEtiqueta;
  quantidade: number;
  onQuantidade: (n: number) => void;
  onRemover: () => void;
}

/** A line of the list: what the label says, its code and symbology, how many to print. */
export function LinhaDeEtiqueta({ dados, quantidade, onQuantidade, onRemover }: LinhaDeEtiquetaProps) {
  const tipo = tipoDoCodigo(dados.codigo);
  const nome = `${dados.nome} (${variante(dados)})`;
  return (
    <Item>
      <Texto>
        <Nome>{dados.nome}</Nome>
        <Detalhe>
          <span>{variante(dados)}</span>
          <span>{formatBRL(dados.preco)}</span>
          <span>{M.estoque(dados.estoque)}</span>
        </Detalhe>
        {tipo && barrasDoCodigo(dados.codigo) ? (
          <Detalhe>
            <code>{dados.codigo}</code>
            <Badge variant="outline">{NOME_DO_TIPO[tipo]}</Badge>
          </Detalhe>
        ) : (
          <Aviso role="note">{tipo ? M.codigoInvalido : M.semCodigo}</Aviso>
        )}
        {dados.preco < dados.preco_regular ? <Aviso role="note">{M.promocao(formatBRL(dados.preco_regular))}</Aviso> : null}
      </Texto>
      <Acoes>
        <Quantidade valor={quantidade} rotulo={`${M.quantidade} de ${nome}`} onChange={onQuantidade} />
        <IconButton aria-label={`${M.remover} ${nome}`} icon={<Trash2 size={16} aria-hidden />} variant="ghost" size="sm" onClick={onRemover} />
      </Acoes>
    </Item>
  );
}
