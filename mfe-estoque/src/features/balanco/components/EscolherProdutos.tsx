import { Button, Input } from '@loja/shared-ui';
import { useFormikContext } from 'formik';
import { X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useLazyBuscarProdutosBalancoQuery } from '../api';
import type { NovoBalancoValues } from '../schema';

const Busca = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-end;
  > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

const Lista = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space[2]} 0 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const Item = styled.li`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Erro = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.destructiveText};
`;

/** The "Produtos escolhidos" scope: a name search (produtos_para_venda), each result added once. */
export function EscolherProdutos() {
  const { values, setFieldValue, errors, submitCount } = useFormikContext<NovoBalancoValues>();
  const [texto, setTexto] = useState('');
  const [buscar, { data: achados = [], isFetching }] = useLazyBuscarProdutosBalancoQuery();
  const escolhidos = new Set(values.produtos.map((p) => p.id));
  const pesquisar = () => {
    if (texto.trim()) void buscar(texto.trim());
  };
  const enter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      pesquisar();
    }
  };
  const erro = submitCount > 0 && typeof errors.produtos === 'string' ? errors.produtos : null;

  return (
    <div>
      <Busca>
        <Input label="Buscar produto" placeholder="Nome ou referência" value={texto} onChange={(e) => setTexto(e.target.value)} onKeyDown={enter} />
        <Button type="button" variant="outline" onClick={pesquisar} loading={isFetching} loadingText="Buscando...">
          Buscar
        </Button>
      </Busca>
      {achados.length > 0 ? (
        <Lista aria-label="Produtos encontrados">
          {achados.map((p) => (
            <Item key={p.id}>
              <span>{p.nome}</span>
              <Button
                type="button"
                size="sm"
                variant="secondary"
                disabled={escolhidos.has(p.id)}
                onClick={() => void setFieldValue('produtos', [...values.produtos, { id: p.id, nome: p.nome }])}
              >
                {escolhidos.has(p.id) ? 'Adicionado' : 'Adicionar'}
              </Button>
            </Item>
          ))}
        </Lista>
      ) : null}
      <Lista aria-label="Produtos do balanço">
        {values.produtos.map((p) => (
          <Item key={p.id}>
            <span>{p.nome}</span>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              aria-label={`Tirar ${p.nome}`}
              onClick={() => void setFieldValue('produtos', values.produtos.filter((x) => x.id !== p.id))}
            >
              <X size={16} aria-hidden />
            </Button>
          </Item>
        ))}
      </Lista>
      {erro ? <Erro role="alert">{erro}</Erro> : null}
    </div>
  );
}
