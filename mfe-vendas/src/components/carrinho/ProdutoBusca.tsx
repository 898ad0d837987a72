import { Button, Input } from '@loja/shared-ui';
import { displaySize } from '@loja/shared-ui/format';
import { useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useLazyBuscarProdutosParaVendaQuery, type GradeVenda, type ProdutoVenda } from '../../hooks/api';
import { formatCentavos } from '../dinheiro';
import type { LinhaCarrinho } from './carrinho';
import { CARRINHO_MESSAGES } from './messages';

const Busca = styled.div`
  display: flex;
  align-items: end;
  gap: ${({ theme }) => theme.space[2]};
  > :first-child {
    flex: 1;
  }
`;

const Resultados = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[3]} 0 0;
  padding: 0;
  list-style: none;
`;

const Produto = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  header {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Grade = styled.div`
  overflow-x: auto;
  table {
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  th {
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
    text-align: left;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    white-space: nowrap;
  }
  td {
    padding: 2px;
  }
`;

const Celula = styled.button`
  min-width: 3.5rem;
  min-height: 2.75rem;
  padding: ${({ theme }) => theme.space[1]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  line-height: 1.1;
  cursor: pointer;
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.45;
  }
`;

const Aviso = styled.p`
  margin-top: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export type LinhaNova = Omit<LinhaCarrinho, 'quantidade' | 'desconto'>;

const linhaDaGrade = (produto: ProdutoVenda, grade: GradeVenda): LinhaNova => ({
  produto_id: produto.id,
  grade_id: grade.id,
  descricao: `${produto.nome} (${grade.cor}/${displaySize(grade.tamanho)})`,
  preco: produto.preco,
  disponivel: grade.disponivel,
});

const linhaDoProduto = (produto: ProdutoVenda): LinhaNova => ({
  produto_id: produto.id,
  grade_id: null,
  descricao: produto.nome,
  preco: produto.preco,
  disponivel: produto.disponivel,
});

/** A product's colour × size grid, each cell with what is available; a cell adds one unit. */
function GradeDoProduto({ produto, onAdicionar, semEstoque }: { produto: ProdutoVenda; onAdicionar: (linha: LinhaNova) => void; semEstoque: boolean }) {
  const cores = [...new Set(produto.grades.map((g) => g.cor))];
  const tamanhos = [...new Set(produto.grades.map((g) => g.tamanho))];
  return (
    <Grade>
      <table aria-label={`Grade de ${produto.nome}`}>
        <thead>
          <tr>
            <th scope="col">Cor</th>
            {tamanhos.map((t) => (
              <th key={t} scope="col">
                {displaySize(t)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {cores.map((cor) => (
            <tr key={cor}>
              <th scope="row">{cor}</th>
              {tamanhos.map((tamanho) => {
                const grade = produto.grades.find((g) => g.cor === cor && g.tamanho === tamanho);
                return (
                  <td key={tamanho}>
                    {grade ? (
                      <Celula
                        type="button"
                        disabled={!semEstoque && grade.disponivel <= 0}
                        aria-label={CARRINHO_MESSAGES.adicionarGrade(cor, displaySize(tamanho), grade.disponivel)}
                        onClick={() => onAdicionar(linhaDaGrade(produto, grade))}
                      >
                        {displaySize(tamanho)}
                        <small>{grade.disponivel}</small>
                      </Celula>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </Grade>
  );
}

/**
 * The product entry of a sale. A barcode scanner types the code and Enter: a grade's code adds that
 * grade at once, a product's code adds it when it has no grades. Anything else is searched by name
 * (every word): each product shows its grid with the disponível in each cell.
 */
export function ProdutoBusca({
  onAdicionar,
  disabled,
  semEstoque = false,
}: {
  onAdicionar: (linha: LinhaNova) => void;
  disabled?: boolean;
  /** A quote reserves nothing: what is out of stock may still be quoted. */
  semEstoque?: boolean;
}) {
  const [texto, setTexto] = useState('');
  const [buscado, setBuscado] = useState('');
  const [produtos, setProdutos] = useState<ProdutoVenda[]>([]);
  const [falhou, setFalhou] = useState(false);
  const [buscar, { isFetching }] = useLazyBuscarProdutosParaVendaQuery();
  const campo = useRef<HTMLInputElement>(null);

  const adicionar = (linha: LinhaNova) => {
    onAdicionar(linha);
    setTexto('');
    campo.current?.focus();
  };

  const procurar = async () => {
    const termo = texto.trim();
    if (!termo) return;
    setFalhou(false);
    try {
      // A code first: exactly one grade or a product without grades goes straight into the sale.
      if (/^\S+$/.test(termo)) {
        const lidos = await buscar({ codigo: termo }).unwrap();
        const [lido] = lidos;
        const grade = lido?.grades.find((g) => g.id === lido.gradeLida);
        if (lidos.length === 1 && lido && grade) {
          setProdutos([]);
          return adicionar(linhaDaGrade(lido, grade));
        }
        if (lidos.length === 1 && lido && lido.grades.length === 0) {
          setProdutos([]);
          return adicionar(linhaDoProduto(lido));
        }
        if (lidos.length > 0) {
          setBuscado(termo);
          return setProdutos(lidos);
        }
      }
      setBuscado(termo);
      setProdutos(await buscar({ busca: termo }).unwrap());
    } catch {
      setFalhou(true);
    }
  };

  const aoTeclar = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void procurar();
  };

  return (
    <div>
      <Busca>
        <Input
          ref={campo}
          label={CARRINHO_MESSAGES.busca}
          hint={CARRINHO_MESSAGES.buscaDica}
          value={texto}
          onChange={(e) => setTexto(e.target.value)}
          onKeyDown={aoTeclar}
          autoComplete="off"
          inputMode="search"
          disabled={disabled}
          autoFocus
        />
        <Button type="button" variant="secondary" onClick={() => void procurar()} loading={isFetching} disabled={disabled}>
          {CARRINHO_MESSAGES.buscar}
        </Button>
      </Busca>
      {falhou ? <Aviso role="alert">{CARRINHO_MESSAGES.buscaFalhou}</Aviso> : null}
      {!falhou && buscado && !isFetching && produtos.length === 0 ? <Aviso role="status">{CARRINHO_MESSAGES.nenhum(buscado)}</Aviso> : null}
      {produtos.length > 0 ? (
        <Resultados aria-label="Produtos encontrados">
          {produtos.map((produto) => (
            <Produto key={produto.id}>
              <header>
                <span>{produto.nome}</span>
                <span>{formatCentavos(produto.preco)}</span>
              </header>
              {produto.grades.length > 0 ? (
                <GradeDoProduto produto={produto} onAdicionar={adicionar} semEstoque={semEstoque} />
              ) : (
                <div>
                  <Button type="button" size="sm" variant="outline" disabled={!semEstoque && produto.disponivel <= 0} onClick={() => adicionar(linhaDoProduto(produto))}>
                    {produto.disponivel > 0 || semEstoque ? `${CARRINHO_MESSAGES.adicionar} (${CARRINHO_MESSAGES.disponiveis(produto.disponivel)})` : CARRINHO_MESSAGES.esgotado}
                  </Button>
                </div>
              )}
            </Produto>
          ))}
        </Resultados>
      ) : null}
    </div>
  );
}
