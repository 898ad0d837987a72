import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { FormSection, SearchBox, Spinner, toast } from '@loja/shared-ui';
import { formatBRL } from '@loja/shared-ui/format';
import {
  PICKER_LIMIT,
  estoqueProdutosApi,
  useBuscarProdutosParaMovimentacaoQuery,
  useGetProdutoParaMovimentacaoQuery,
  useLazyBuscarCodigoDeBarrasQuery,
  type ProdutoEstoque,
} from '../../../hooks';
import type { TipoMovimentacao } from '../api';
import { MOVIMENTACAO_CHECKS } from '../messages';
import { AdicionarProduto } from './AdicionarProduto';
import { lerCodigo } from './codigo';
import { nomeDaLinha } from './submit';
import { novaLinha, precoInicial, type LinhaSelecionada } from './picker';
import { NOVA_TEXTOS } from './messages';
import { useTextoAdiado } from './useTextoAdiado';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Resultados = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;

  > li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Resultado = styled.button`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  width: 100%;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 0;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;

const Nome = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;
`;

const Preco = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
  text-align: right;
`;

const Detalhes = styled.span`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Nota = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Aviso = styled.p`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};

  &:empty {
    display: none;
  }
`;

const erro = (description: string) => toast({ title: MOVIMENTACAO_CHECKS.errorTitle, description, variant: 'destructive' });

export interface ProdutoPickerProps {
  /** The movement's type so far (a saída shows the stock it may take). */
  tipo: TipoMovimentacao | '';
  /** The movement's motivo so far (an entrada for a Compra starts the unit price at the cost). */
  motivo?: string;
  /**
   * Adds a line, or returns why not (the rules of `erroAoAdicionar`, checked by the owner of the
   * lines against the lines and type of that moment): the picker shows the refusal.
   */
  onAdicionar: (linha: LinhaSelecionada) => string | null;
  /** ?produto= of the link that opened the page: that product starts chosen. */
  produtoInicialId?: number;
}

/**
 * The product picker (spec 001 §5, Picker): a search by name or Referência that asks the database
 * only once text is typed (and the person pauses), at most 10 results; a chosen product's grade,
 * quantity and unit price, then Adicionar. A code read into the search and Enter (how a USB barcode
 * scanner types) adds its product at once when exactly one product or grade has that code.
 */
export function ProdutoPicker({ tipo, motivo, onAdicionar, produtoInicialId }: ProdutoPickerProps) {
  const [texto, setTexto] = useState('');
  const busca = useTextoAdiado(texto).trim();
  const resultado = useBuscarProdutosParaMovimentacaoQuery(busca, { skip: !busca });
  const inicial = useGetProdutoParaMovimentacaoQuery(produtoInicialId ?? 0, { skip: !produtoInicialId });
  // undefined: nothing chosen yet, so the product of ?produto= (once loaded) is the choice.
  const [escolhido, setEscolhido] = useState<ProdutoEstoque | null | undefined>(undefined);
  const produto = escolhido === undefined ? (inicial.data ?? null) : escolhido;
  const [focarGrade, setFocarGrade] = useState(false);
  const [aviso, setAviso] = useState('');
  const buscaRef = useRef<HTMLInputElement>(null);
  const [buscarCodigo] = useLazyBuscarCodigoDeBarrasQuery();
  const [buscarGrades] = estoqueProdutosApi.useLazyListGradesParaMovimentacaoQuery();

  // A scan resolves after a request: it adds through the owner of the lines of that moment.
  const adicionarAtual = useRef(onAdicionar);
  useLayoutEffect(() => {
    adicionarAtual.current = onAdicionar;
  });

  const adicionar = (linha: LinhaSelecionada): boolean => {
    const motivo = adicionarAtual.current(linha);
    if (motivo) {
      erro(motivo);
      return false;
    }
    return true;
  };

  const escolher = (item: ProdutoEstoque) => {
    setEscolhido(item);
    setFocarGrade(true);
  };

  const voltarParaBusca = () => {
    setEscolhido(null);
    setFocarGrade(false);
    buscaRef.current?.focus();
  };

  const lerCodigoDigitado = async (codigo: string) => {
    // Cleared at once: the scanner may already be typing the next code.
    setTexto('');
    setAviso('');
    const buscarComoTexto = (nota: string) => {
      setTexto((agora) => agora || codigo);
      setAviso(nota);
    };
    let leitura;
    try {
      leitura = lerCodigo(await buscarCodigo(codigo).unwrap());
    } catch {
      erro(NOVA_TEXTOS.falhaCodigo);
      setTexto((agora) => agora || codigo);
      return;
    }
    if (leitura.tipo === 'nenhum') return buscarComoTexto(NOVA_TEXTOS.codigoNaoEncontrado(codigo));
    if (leitura.tipo === 'varios') return buscarComoTexto(NOVA_TEXTOS.codigoRepetido(codigo));

    let grade = leitura.tipo === 'grade' ? leitura.grade : null;
    if (leitura.tipo === 'produto') {
      // A product's Referência: without grades it is the line itself; with grades the person says which.
      let grades;
      try {
        grades = await buscarGrades(leitura.produto.id).unwrap();
      } catch {
        erro(NOVA_TEXTOS.falhaCodigo);
        return;
      }
      if (grades.length > 0) {
        escolher(leitura.produto);
        setAviso(NOVA_TEXTOS.codigoPedeGrade(leitura.produto.nome));
        return;
      }
      grade = null;
    }
    const linha = novaLinha(leitura.produto, grade, 1, precoInicial(leitura.produto, tipo, motivo));
    if (adicionar(linha)) setAviso(NOVA_TEXTOS.codigoAdicionado(nomeDaLinha(linha)));
  };

  const onBuscaKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter here reads a code; it never submits the movement.
    event.preventDefault();
    const codigo = texto.trim();
    if (codigo) void lerCodigoDigitado(codigo);
  };

  const produtos = resultado.data ?? [];
  const mostrarResultados = Boolean(busca) && Boolean(texto.trim());

  return (
    <FormSection title={NOVA_TEXTOS.produtos} description={NOVA_TEXTOS.produtosDescricao}>
      <Stack>
        <SearchBox
          ref={buscaRef}
          value={texto}
          onValueChange={(valor) => {
            setTexto(valor);
            setAviso('');
          }}
          onKeyDown={onBuscaKeyDown}
          aria-label={NOVA_TEXTOS.busca}
          placeholder={NOVA_TEXTOS.buscaPlaceholder}
          autoComplete="off"
          enterKeyHint="search"
        />
        <Aviso role="status">{aviso}</Aviso>

        {mostrarResultados ? (
          resultado.isError ? (
            <Nota role="alert">{NOVA_TEXTOS.falhaBusca}</Nota>
          ) : resultado.isFetching && produtos.length === 0 ? (
            <Nota>
              <Spinner size={14} /> {NOVA_TEXTOS.buscando}
            </Nota>
          ) : produtos.length === 0 ? (
            <Nota>{NOVA_TEXTOS.nenhumProduto}</Nota>
          ) : (
            <Resultados aria-label={NOVA_TEXTOS.resultados}>
              {produtos.slice(0, PICKER_LIMIT).map((item) => (
                <li key={item.id}>
                  <Resultado
                    type="button"
                    aria-label={NOVA_TEXTOS.escolher(item.nome)}
                    onClick={() => {
                      setTexto('');
                      setAviso('');
                      escolher(item);
                    }}
                  >
                    <Nome>{item.nome}</Nome>
                    <Preco>{formatBRL(item.preco_venda)}</Preco>
                    <Detalhes>
                      <span>
                        {NOVA_TEXTOS.referencia} {item.codigo_barras ?? '—'}
                      </span>
                      <span>
                        {NOVA_TEXTOS.estoque}: {item.estoque_atual}
                      </span>
                    </Detalhes>
                  </Resultado>
                </li>
              ))}
            </Resultados>
          )
        ) : null}

        {produto ? (
          <AdicionarProduto
            key={produto.id}
            produto={produto}
            tipo={tipo}
            motivo={motivo}
            focarGrade={focarGrade}
            onTrocar={voltarParaBusca}
            onAdicionar={(linha) => {
              if (!adicionar(linha)) return;
              setAviso('');
              voltarParaBusca();
            }}
          />
        ) : null}
      </Stack>
    </FormSection>
  );
}
