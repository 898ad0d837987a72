import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  Input,
  ListError,
  PageHeader,
  Select,
  Skeleton,
  media,
} from '@loja/shared-ui';
import { Printer, Tags } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useListEtiquetasItensQuery, type DadosEtiqueta, type EtiquetasArgs } from './api';
import { BuscaDeGrades } from './components/BuscaDeGrades';
import { LinhaDeEtiqueta } from './components/LinhaDeEtiqueta';
import { Paginas } from './components/Paginas';
import { FORMATOS, formatoDaUrl, paginas, porPagina, type FormatoId } from './formatos';
import { alvoDaChave, escreverItens, lerItens, produtoDaUrl, repetir, type ItemEscolhido } from './itens';
import { ETIQUETAS_MESSAGES as M } from './messages';

const Colunas = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Coluna = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const ColunaDaPrevia = styled(Coluna)`
  ${media.lg} {
    position: sticky;
    top: ${({ theme }) => theme.space[4]};
  }
`;

const Lista = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Rodape = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Total = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Campos = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  ${media.sm} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Aviso = styled.p`
  margin-bottom: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warningText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const OPCOES_DE_FORMATO = Object.values(FORMATOS).map((f) => ({ value: f.id, label: f.nome }));

/** The chosen keys as etiquetas_itens' arguments: grades and products without grades. */
function argumentos(itens: readonly ItemEscolhido[]): EtiquetasArgs {
  const grades: number[] = [];
  const produtos: number[] = [];
  for (const { chave } of itens) {
    const alvo = alvoDaChave(chave);
    if ('grade' in alvo) grades.push(alvo.grade);
    else produtos.push(alvo.produto);
  }
  return { grades, produtos };
}

/**
 * /estoque/etiquetas (issue 27): barcode labels for chosen grades. The list lives in the URL
 * (`?itens=<grade>x<qtd>,…`, what a received purchase order links with, one label per unit);
 * `?produto=<id>` starts from a product's grades, one label per unit in stock or 1 each; a search or a
 * scanned code adds more. The labels print through the browser on an A4 sheet of 3 × 10, a Pimaco 6180
 * (Carta) or a 40 × 25 mm thermal roll; the preview is the same drawing scaled.
 */
export function EtiquetasPage() {
  const [params, setParams] = useSearchParams();
  const textoDosItens = params.get('itens');
  const itens = useMemo(() => lerItens(textoDosItens), [textoDosItens]);
  const produtoId = produtoDaUrl(params.get('produto'));
  const formato = FORMATOS[formatoDaUrl(params.get('formato'))];
  // The first free label of a sheet used in part, as typed (the field may be empty for a moment).
  const [inicio, setInicio] = useState('1');
  // Rows known before the list's query answers (from the search), so an added line shows at once.
  const [conhecidos, setConhecidos] = useState<ReadonlyMap<string, DadosEtiqueta>>(new Map());

  const mudar = (alterar: (p: URLSearchParams) => void) =>
    setParams(
      (atual) => {
        const proximo = new URLSearchParams(atual);
        alterar(proximo);
        return proximo;
      },
      { replace: true },
    );
  const gravarItens = (novos: readonly ItemEscolhido[]) =>
    mudar((p) => {
      if (novos.length === 0) p.delete('itens');
      else p.set('itens', escreverItens(novos));
    });

  // ?produto=: its grades join the list (one per unit in stock, or 1), then the URL names them as itens.
  const doProduto = useListEtiquetasItensQuery({ produto: produtoId ?? 0 }, { skip: produtoId === null });
  useEffect(() => {
    if (produtoId === null || !doProduto.currentData) return;
    const linhas = doProduto.currentData;
    mudar((p) => {
      const atuais = lerItens(p.get('itens'));
      const novos = linhas.filter((l) => !atuais.some((i) => i.chave === l.chave)).map((l) => ({ chave: l.chave, quantidade: l.estoque > 0 ? l.estoque : 1 }));
      const todos = [...atuais, ...novos];
      if (todos.length > 0) p.set('itens', escreverItens(todos));
      p.delete('produto');
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- mudar is a new function each render; this runs when the product's rows arrive
  }, [produtoId, doProduto.currentData]);

  const args = useMemo(() => argumentos(itens), [itens]);
  const lista = useListEtiquetasItensQuery(args, { skip: itens.length === 0 });
  const porChave = useMemo(() => {
    const mapa = new Map(conhecidos);
    for (const linha of [...(doProduto.data ?? []), ...(lista.data ?? [])]) mapa.set(linha.chave, linha);
    return mapa;
  }, [conhecidos, doProduto.data, lista.data]);
  const linhas = itens.flatMap((item) => {
    const dados = porChave.get(item.chave);
    return dados ? [{ item, dados }] : [];
  });
  // Only once the list's answer is for these very items: a key it did not return names nothing now.
  const respondidos = lista.currentData ? new Set(lista.currentData.map((l) => l.chave)) : null;
  const perdidos = respondidos ? itens.filter((i) => !respondidos.has(i.chave) && !conhecidos.has(i.chave)).length : 0;

  const etiquetas = repetir(linhas, (l) => l.item.quantidade).map((l) => l.dados);
  const folha = porPagina(formato) > 1;
  const inicioValido = folha ? Math.min(Math.max(Math.trunc(Number(inicio)) || 1, 1), porPagina(formato)) : 1;
  const layout = paginas(etiquetas, formato, inicioValido);

  const adicionar = (dados: DadosEtiqueta) => {
    setConhecidos((atual) => new Map(atual).set(dados.chave, dados));
    const existe = itens.some((i) => i.chave === dados.chave);
    gravarItens(existe ? itens.map((i) => (i.chave === dados.chave ? { ...i, quantidade: i.quantidade + 1 } : i)) : [...itens, { chave: dados.chave, quantidade: 1 }]);
  };
  const alterarQuantidade = (chave: string, quantidade: number) => gravarItens(itens.map((i) => (i.chave === chave ? { ...i, quantidade } : i)));
  const remover = (chave: string) => gravarItens(itens.filter((i) => i.chave !== chave));

  const carregando = (itens.length > 0 && linhas.length < itens.length && lista.isFetching) || (produtoId !== null && !doProduto.isError);
  const falhou = lista.isError || doProduto.isError;

  return (
    <>
      <PageHeader title={M.title} description={M.description} />
      <Colunas>
        <Coluna>
          <Card>
            <CardHeader>
              <CardTitle>{M.buscar}</CardTitle>
              <CardDescription>{M.buscarDescricao}</CardDescription>
            </CardHeader>
            <CardContent>
              <BuscaDeGrades onAdicionar={adicionar} />
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>{M.lista}</CardTitle>
            </CardHeader>
            <CardContent>
              {perdidos > 0 ? <Aviso role="status">{M.naoEncontrados(perdidos)}</Aviso> : null}
              {falhou ? (
                <ListError
                  message={M.falhaAoCarregar}
                  onRetry={() => {
                    if (lista.isError) void lista.refetch();
                    if (doProduto.isError) void doProduto.refetch();
                  }}
                />
              ) : carregando && linhas.length === 0 ? (
                <>
                  <Skeleton height="4rem" shape="rect" />
                  <Total role="status">{M.carregando}</Total>
                </>
              ) : linhas.length === 0 ? (
                <EmptyState icon={<Tags size={28} />} title={M.listaVazia} description={M.listaVaziaDescricao} />
              ) : (
                <>
                  <Lista aria-label={M.lista}>
                    {linhas.map(({ item, dados }) => (
                      <LinhaDeEtiqueta
                        key={item.chave}
                        dados={dados}
                        quantidade={item.quantidade}
                        onQuantidade={(n) => alterarQuantidade(item.chave, n)}
                        onRemover={() => remover(item.chave)}
                      />
                    ))}
                  </Lista>
                  <Rodape>
                    <Total>{M.total(etiquetas.length, layout.length, folha)}</Total>
                    <Button variant="ghost" size="sm" onClick={() => gravarItens([])}>
                      {M.limpar}
                    </Button>
                  </Rodape>
                </>
              )}
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>{M.impressao}</CardTitle>
            </CardHeader>
            <CardContent>
              <Campos>
                <Select
                  label={M.formato}
                  options={OPCOES_DE_FORMATO}
                  value={formato.id}
                  hint={formato.descricao}
                  onChange={(event) => mudar((p) => p.set('formato', event.target.value as FormatoId))}
                />
                {folha ? (
                  <Input
                    label={M.inicio}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={porPagina(formato)}
                    step={1}
                    value={inicio}
                    hint={M.inicioDica(porPagina(formato))}
                    onChange={(event) => setInicio(event.target.value)}
                    onBlur={() => setInicio(String(inicioValido))}
                  />
                ) : null}
              </Campos>
              <Rodape>
                <Total aria-live="polite">{M.total(etiquetas.length, layout.length, folha)}</Total>
                <Button leftIcon={<Printer size={16} aria-hidden />} disabled={etiquetas.length === 0} onClick={() => window.print()}>
                  {M.imprimir}
                </Button>
              </Rodape>
            </CardContent>
          </Card>
        </Coluna>

        <ColunaDaPrevia as="section" aria-label={M.preVisualizacao}>
          <Card>
            <CardHeader>
              <CardTitle>{M.preVisualizacao}</CardTitle>
              <CardDescription>{M.preVisualizacaoDescricao}</CardDescription>
            </CardHeader>
            <CardContent>
              <Paginas paginas={layout} formato={formato} />
            </CardContent>
          </Card>
        </ColunaDaPrevia>
      </Colunas>
    </>
  );
}
