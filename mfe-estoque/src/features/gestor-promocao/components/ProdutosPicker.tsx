import { Button, IconButton, SearchBox } from '@loja/shared-ui';
import { formatBRL } from '@loja/shared-ui/format';
import { Plus, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useBuscarProdutosPromocaoQuery, type ProdutoPromocao } from '../api';
import { GESTOR_PROMOCAO_MESSAGES as M } from '../messages';
import { precoNaPromocao } from '../preco';

const Caixa = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const Lista = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  &:empty {
    display: none;
  }
`;

const Linha = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Nome = styled.span`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Precos = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

const Nota = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Rotulo = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export interface ProdutosPickerProps {
  escolhidos: ProdutoPromocao[];
  onChange: (produtos: ProdutoPromocao[]) => void;
  tipo: string;
  valor: string;
  erro?: string;
}

/** Search products by name or code and keep the chosen ones, each with its price now → in the promotion. */
export function ProdutosPicker({ escolhidos, onChange, tipo, valor, erro }: ProdutosPickerProps) {
  const [busca, setBusca] = useState('');
  // The search waits for a pause in the typing (300 ms), as the lists' search does.
  const [termo, setTermo] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setTermo(busca.trim()), 300);
    return () => clearTimeout(t);
  }, [busca]);
  const resultado = useBuscarProdutosPromocaoQuery(termo, { skip: termo === '' });
  const ids = new Set(escolhidos.map((p) => p.id));
  const achados = (resultado.data ?? []).filter((p) => !ids.has(p.id));

  const precos = (p: ProdutoPromocao) => {
    const novo = precoNaPromocao(tipo, valor, p.preco_venda);
    return novo === null ? formatBRL(p.preco_venda) : `${formatBRL(p.preco_venda)} → ${formatBRL(novo)}`;
  };

  return (
    <Caixa>
      <Rotulo id="promocao-produtos">Produtos</Rotulo>
      <SearchBox value={busca} onValueChange={setBusca} placeholder={M.buscarProdutos} aria-label={M.buscarProdutos} />
      {termo !== '' && resultado.isSuccess && achados.length === 0 ? <Nota>{M.semResultados}</Nota> : null}
      <Lista aria-label="Produtos encontrados">
        {achados.map((p) => (
          <Linha key={p.id}>
            <Nome>{p.nome}</Nome>
            <Precos>{formatBRL(p.preco_venda)}</Precos>
            <Button size="sm" variant="outline" leftIcon={<Plus size={14} aria-hidden />} onClick={() => onChange([...escolhidos, p])} aria-label={`Adicionar ${p.nome}`}>
              Adicionar
            </Button>
          </Linha>
        ))}
      </Lista>
      <Lista aria-labelledby="promocao-produtos">
        {escolhidos.map((p) => (
          <Linha key={p.id}>
            <Nome>{p.nome}</Nome>
            <Precos>{precos(p)}</Precos>
            <IconButton size="sm" variant="ghost" icon={<X size={14} aria-hidden />} aria-label={`Remover ${p.nome}`} onClick={() => onChange(escolhidos.filter((e) => e.id !== p.id))} />
          </Linha>
        ))}
      </Lista>
      {escolhidos.length === 0 ? <Nota>{M.nenhumEscolhido}</Nota> : null}
      {erro ? (
        <Nota role="alert" data-erro="">
          {erro}
        </Nota>
      ) : null}
    </Caixa>
  );
}
