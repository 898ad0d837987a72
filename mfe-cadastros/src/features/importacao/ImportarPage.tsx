import { Badge, Button, Card, PageHeader, Switch, Table, TableBody, TableCell, TableHead, TableHeader, TableRow, toast } from '@loja/shared-ui';
import { Download, FileUp, Upload } from 'lucide-react';
import { useMemo, useState, type ChangeEvent } from 'react';
import { useAuth } from '@loja/shared-ui/platform';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  LAYOUTS,
  baixarArquivo,
  gerarCsv,
  lerCsv,
  useImportarCsvMutation,
  type ArquivoLido,
  type CadastroCsv,
  type ErroImportacao,
  type ResultadoImportacao,
} from '../../components';
import { IMPORTACAO_MESSAGES as M, TEXTOS } from './messages';
import { lerTextoArquivo } from './arquivo';

/** How many rows the preview table draws at once: 2,000 rows × 15 columns would be 30,000 cells. */
export const LINHAS_VISIVEIS = 200;

const Secao = styled(Card)`
  display: grid;
  /* One column no wider than the card: the preview's wide table scrolls inside its own box. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Regras = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  & > li + li {
    margin-top: ${({ theme }) => theme.space[1]};
  }
`;

const Linha = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

/** The file picker as a button in Portuguese (the native one speaks the browser's language: "Choose File"). */
const Escolher = styled.label<{ $desativado: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: ${({ $desativado }) => ($desativado ? 'not-allowed' : 'pointer')};
  opacity: ${({ $desativado }) => ($desativado ? 0.6 : 1)};

  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.primaryRing};
    outline-offset: 2px;
  }
`;

/** Hidden but focusable and named by its label, so the keyboard and screen readers reach it. */
const ArquivoOculto = styled.input`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  opacity: 0;
  cursor: inherit;
`;

const Aviso = styled.p<{ $tipo: 'erro' | 'ok' | 'info' }>`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $tipo }) => ($tipo === 'erro' ? theme.colors.destructiveText : $tipo === 'ok' ? theme.colors.successText : theme.colors.warningText)};
  background: ${({ theme, $tipo }) => ($tipo === 'erro' ? theme.colors.destructiveSoft : $tipo === 'ok' ? theme.colors.successSoft : theme.colors.warningSoft)};
`;

const Erros = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.destructiveText};
  min-width: 14rem;
`;

const Celula = styled(TableCell)`
  white-space: nowrap;
  max-width: 16rem;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Nota = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

interface Previa {
  nomeArquivo: string;
  arquivo: ArquivoLido;
  resultado: ResultadoImportacao;
  /** Each line's errors, by line number. */
  errosPorLinha: Map<number, ErroImportacao[]>;
}

/** The rows as the database reads them: each cell by key, and the line in the file. */
const paraBanco = (arquivo: ArquivoLido) => arquivo.linhas.map(({ linha, valores }) => ({ ...valores, linha }));

/**
 * /cadastros/{produtos,clientes,fornecedores}/importar (issue 27): choose a CSV, see every row with its
 * errors in the database's words before anything is written (the preview calls importar_* with
 * p_validar_apenas), then "Importar" sends the same rows to be checked again and written in one call,
 * all or nothing. A file with errors cannot be imported: fix it and choose it again.
 */
export function ImportarPage({ cadastro }: { cadastro: CadastroCsv }) {
  const navigate = useNavigate();
  const { canWrite, loading: carregandoPapel } = useAuth();
  const layout = LAYOUTS[cadastro];
  const textos = TEXTOS[cadastro];
  const [importar, { isLoading: enviando }] = useImportarCsvMutation();
  const [previa, setPrevia] = useState<Previa | null>(null);
  const [lendo, setLendo] = useState(false);
  const [nomeEscolhido, setNomeEscolhido] = useState<string | null>(null);
  const [falha, setFalha] = useState<string | null>(null);
  const [soErros, setSoErros] = useState(true);

  const escolher = async (evento: ChangeEvent<HTMLInputElement>) => {
    const file = evento.target.files?.[0];
    // The same file chosen again (after fixing it) must fire the change again.
    evento.target.value = '';
    if (!file) return;
    setPrevia(null);
    setFalha(null);
    setNomeEscolhido(file.name);
    setLendo(true);
    try {
      const arquivo = lerCsv(await lerTextoArquivo(file), layout.colunas);
      if (arquivo.erro) {
        setFalha(arquivo.erro);
        return;
      }
      const resultado = await importar({ cadastro, linhas: paraBanco(arquivo), validarApenas: true }).unwrap();
      const errosPorLinha = new Map<number, ErroImportacao[]>();
      for (const erro of resultado.erros) errosPorLinha.set(erro.linha, [...(errosPorLinha.get(erro.linha) ?? []), erro]);
      setPrevia({ nomeArquivo: file.name, arquivo, resultado, errosPorLinha });
      setSoErros(resultado.erros.length > 0);
    } catch (erro) {
      setFalha(mensagemDe(erro, M.verificarFalhou));
    } finally {
      setLendo(false);
    }
  };

  const confirmar = async () => {
    if (!previa) return;
    try {
      const resultado = await importar({ cadastro, linhas: paraBanco(previa.arquivo), validarApenas: false }).unwrap();
      toast({ title: 'Sucesso', description: textos.importados(resultado.importados), variant: 'success' });
      // By the URL (…/importar -> the list), whatever route nesting mounts the page.
      navigate('..', { relative: 'path' });
    } catch (erro) {
      const mensagem = mensagemDe(erro, M.importarFalhou);
      setFalha(mensagem);
      toast({ title: 'Erro', description: mensagem, variant: 'destructive' });
    }
  };

  const linhasMostradas = useMemo(() => {
    if (!previa) return [];
    const linhas = soErros ? previa.arquivo.linhas.filter((l) => previa.errosPorLinha.has(l.linha)) : previa.arquivo.linhas;
    return linhas.slice(0, LINHAS_VISIVEIS);
  }, [previa, soErros]);
  const totalFiltrado = previa ? (soErros ? previa.errosPorLinha.size : previa.arquivo.linhas.length) : 0;
  const semErros = previa !== null && previa.resultado.erros.length === 0;

  // A read-only login (user) that opens the page by its address: the database refuses it anyway.
  if (!carregandoPapel && !canWrite) {
    return (
      <>
        <PageHeader title={textos.titulo} onBack={() => navigate('..', { relative: 'path' })} backLabel={M.voltar} />
        <Aviso $tipo="info" role="alert">{M.somenteLeitura}</Aviso>
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={textos.titulo}
        description={textos.descricao}
        actions={
          <>
            <Button variant="outline" leftIcon={<Download size={16} aria-hidden />} onClick={() => baixarArquivo(`modelo-${cadastro}.csv`, gerarCsv(layout.colunas, layout.exemplo))}>
              {M.baixarModelo}
            </Button>
            <Button variant="ghost" onClick={() => navigate('..', { relative: 'path' })}>
              {M.voltar}
            </Button>
          </>
        }
      />
      <Secao $padded>
        <Regras>
          {[...M.regras, ...textos.regras].map((regra) => (
            <li key={regra}>{regra}</li>
          ))}
        </Regras>
        <Linha>
          <Escolher $desativado={lendo || enviando}>
            <Upload size={16} aria-hidden />
            {M.escolherArquivo}
            <ArquivoOculto type="file" accept=".csv,text/csv" onChange={(e) => void escolher(e)} disabled={lendo || enviando} />
          </Escolher>
          <Nota>{nomeEscolhido ?? M.nenhumArquivo}</Nota>
        </Linha>
        {lendo ? <Nota role="status">{M.verificando}</Nota> : null}
        {falha ? <Aviso $tipo="erro" role="alert">{falha}</Aviso> : null}
      </Secao>

      {previa ? (
        <Secao $padded aria-label={M.previa}>
          <Linha>
            <strong>{previa.nomeArquivo}</strong>
            <Badge variant="secondary">{M.linhasLidas(previa.resultado.linhas)}</Badge>
            {previa.resultado.produtos !== undefined ? <Badge variant="secondary">{M.produtosGrades(previa.resultado.produtos, previa.resultado.grades ?? 0)}</Badge> : null}
            {semErros ? <Badge variant="success">{M.semErros}</Badge> : <Badge variant="destructive">{M.linhasComErro(previa.errosPorLinha.size)}</Badge>}
          </Linha>
          {previa.arquivo.colunasIgnoradas.length > 0 ? <Aviso $tipo="info">{M.colunasIgnoradas(previa.arquivo.colunasIgnoradas)}</Aviso> : null}
          {semErros ? <Aviso $tipo="ok">{M.prontoParaImportar}</Aviso> : <Aviso $tipo="erro" role="alert">{M.arquivoComErros}</Aviso>}
          <Linha>
            <Switch checked={soErros} onCheckedChange={setSoErros} label={M.soErros} onLabel="Sim" offLabel="Não" disabled={semErros} />
          </Linha>
          <Table aria-label={M.previa}>
            <TableHeader>
              <TableRow>
                <TableHead>{M.colunaLinha}</TableHead>
                <TableHead>{M.colunaSituacao}</TableHead>
                {layout.colunas.map((coluna) => (
                  <TableHead key={coluna.chave}>{coluna.cabecalho}</TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {linhasMostradas.map(({ linha, valores }) => {
                const erros = previa.errosPorLinha.get(linha);
                return (
                  <TableRow key={linha}>
                    <TableCell>{linha}</TableCell>
                    <TableCell>
                      {erros ? (
                        <Erros>
                          {erros.map((erro) => (
                            <li key={`${erro.campo}-${erro.mensagem}`}>{erro.mensagem}</li>
                          ))}
                        </Erros>
                      ) : (
                        <Badge variant="success">{M.ok}</Badge>
                      )}
                    </TableCell>
                    {layout.colunas.map((coluna) => (
                      <Celula key={coluna.chave} title={valores[coluna.chave]}>
                        {valores[coluna.chave]}
                      </Celula>
                    ))}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          {totalFiltrado > linhasMostradas.length ? <Nota>{M.mostrando(linhasMostradas.length, totalFiltrado)}</Nota> : null}
          <Linha>
            <Button onClick={() => void confirmar()} disabled={!semErros || enviando} leftIcon={<FileUp size={16} aria-hidden />}>
              {enviando ? M.importando : M.importarLinhas(previa.resultado.linhas)}
            </Button>
          </Linha>
        </Secao>
      ) : null}
    </>
  );
}

/** What `.unwrap()` threw: the database's refusal ("Linha 3: Preço deve ser maior que zero") or the fallback. */
function mensagemDe(erro: unknown, fallback: string): string {
  if (typeof erro === 'object' && erro !== null && 'message' in erro && typeof erro.message === 'string' && erro.message) return erro.message;
  return fallback;
}
