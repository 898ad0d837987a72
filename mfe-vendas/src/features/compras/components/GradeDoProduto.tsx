import { Button, FormikMoneyInput, IconButton, Input } from '@loja/shared-ui';
import { compareSizes } from '@loja/shared-ui/format';
import { useFormikContext } from 'formik';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { formatCentavos } from '../../../components';
import { COMPRAS_MESSAGES as M } from '../messages';
import { chaveCelula, quantidadeDe, type CompraForm } from '../schema';

const Cartao = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  header {
    display: flex;
    align-items: flex-start;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow-wrap: anywhere;
  }
`;

const Linha = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  > * {
    flex: 1 1 10rem;
  }
  > button {
    flex: 0 0 auto;
  }
`;

/** The grid scrolls sideways inside its card on a phone; the page never does. */
const Rolavel = styled.div`
  overflow-x: auto;
  table {
    border-collapse: collapse;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space[1]};
    text-align: center;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  tbody th {
    text-align: left;
    white-space: nowrap;
  }
`;

const Celula = styled(Input)<{ $nova: boolean }>`
  width: 4.5rem;
  min-height: 2.25rem;
  text-align: right;
  font-variant-numeric: tabular-nums;
  border-style: ${({ $nova }) => ($nova ? 'dashed' : 'solid')};
`;

const Resumo = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/**
 * One product of the purchase quote: its unit cost and its colour × size grid, a quantity per cell
 * (rows are colours, columns sizes). A colour or size typed here names a grade the product does not
 * have yet (dashed cell): the receipt creates it. A product without grades has one quantity.
 */
export function GradeDoProduto({ indice, onRemover }: { indice: number; onRemover: () => void }) {
  const { values, setFieldValue } = useFormikContext<CompraForm>();
  const produto = values.produtos[indice];
  const [novaCor, setNovaCor] = useState('');
  const [novoTamanho, setNovoTamanho] = useState('');
  const campo = `produtos.${indice}`;

  const pecas = Object.values(produto.quantidades).reduce<number>((soma, q) => soma + quantidadeDe(q), 0);
  const custo = typeof produto.custo === 'number' ? Math.round(produto.custo * 100) : 0;
  const existe = (cor: string, tamanho: string) => produto.existentes.includes(chaveCelula(cor.toLowerCase(), tamanho.toLowerCase()));
  const mudarQuantidade = (chave: string, texto: string) =>
    void setFieldValue(`${campo}.quantidades`, { ...produto.quantidades, [chave]: texto === '' ? '' : Number(texto) });

  const adicionar = (lista: 'cores' | 'tamanhos', texto: string, limpar: () => void) => {
    const valor = texto.trim();
    const atual = produto[lista];
    if (!valor || atual.some((v) => v.toLowerCase() === valor.toLowerCase())) return;
    const nova = [...atual, valor];
    void setFieldValue(`${campo}.${lista}`, lista === 'tamanhos' ? nova.sort(compareSizes) : nova);
    limpar();
  };

  return (
    <Cartao aria-label={produto.nome}>
      <header>
        <h3>{produto.nome}</h3>
        <IconButton aria-label={M.remover(produto.nome)} icon={<Trash2 size={16} aria-hidden />} variant="ghost" size="sm" onClick={onRemover} />
      </header>
      <Linha>
        <FormikMoneyInput name={`${campo}.custo`} label={M.custoUnitario} required />
        {!produto.porGrade ? (
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={99999}
            step={1}
            label={M.quantidade}
            value={produto.quantidades[chaveCelula('', '')] ?? ''}
            onChange={(e) => mudarQuantidade(chaveCelula('', ''), e.target.value)}
          />
        ) : null}
      </Linha>
      {produto.porGrade ? (
        <>
          <Rolavel>
            <table aria-label={`Grade de ${produto.nome}`}>
              <thead>
                <tr>
                  <th scope="col">Cor</th>
                  {produto.tamanhos.map((t) => (
                    <th scope="col" key={t}>
                      {t}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {produto.cores.map((cor) => (
                  <tr key={cor}>
                    <th scope="row">{cor}</th>
                    {produto.tamanhos.map((tamanho) => {
                      const chave = chaveCelula(cor, tamanho);
                      return (
                        <td key={tamanho}>
                          <Celula
                            type="number"
                            inputMode="numeric"
                            min={0}
                            max={99999}
                            step={1}
                            aria-label={`${cor} ${tamanho}`}
                            title={existe(cor, tamanho) ? undefined : M.gradeNova}
                            $nova={!existe(cor, tamanho)}
                            value={produto.quantidades[chave] ?? ''}
                            onChange={(e) => mudarQuantidade(chave, e.target.value)}
                          />
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </Rolavel>
          <Linha>
            <Input label={M.novaCor} value={novaCor} maxLength={60} onChange={(e) => setNovaCor(e.target.value)} />
            <Button variant="outline" leftIcon={<Plus size={16} aria-hidden />} onClick={() => adicionar('cores', novaCor, () => setNovaCor(''))}>
              {`${M.adicionar} cor`}
            </Button>
            <Input label={M.novoTamanho} value={novoTamanho} maxLength={20} onChange={(e) => setNovoTamanho(e.target.value)} />
            <Button variant="outline" leftIcon={<Plus size={16} aria-hidden />} onClick={() => adicionar('tamanhos', novoTamanho, () => setNovoTamanho(''))}>
              {`${M.adicionar} tamanho`}
            </Button>
          </Linha>
        </>
      ) : null}
      <Resumo>
        {pecas} {pecas === 1 ? 'peça' : 'peças'} · <strong>{formatCentavos(pecas * custo)}</strong>
      </Resumo>
    </Cartao>
  );
}
