import { Button, SearchBox, Spinner } from '@loja/shared-ui';
import { formatBRL } from '@loja/shared-ui/format';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useLazyListEtiquetasItensQuery, useListEtiquetasItensQuery, type DadosEtiqueta } from '../api';
import { ETIQUETAS_MESSAGES as M } from '../messages';
import { variante } from './Etiqueta';

const Resultados = styled.ul`
  display: flex;
  flex-direction: column;
  margin: ${({ theme }) => theme.space[2]} 0 0;
  padding: 0;
  list-style: none;
  max-height: 22rem;
  overflow-y: auto;
`;

const Resultado = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  &:first-child {
    border-top: 0;
  }
  div {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  span {
    overflow-wrap: anywhere;
  }
  small {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Estado = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The search once typing pauses (250 ms); blank at once. */
function useAdiado(texto: string): string {
  const [adiado, setAdiado] = useState(texto);
  useEffect(() => {
    const timer = setTimeout(() => setAdiado(texto), texto.trim() ? 250 : 0);
    return () => clearTimeout(timer);
  }, [texto]);
  return texto.trim() ? adiado.trim() : '';
}

/**
 * Products by name or Referência (their grades, each with "Adicionar"), or a grade by its code: a
 * scanner types the code and Enter, and the grade whose code it is goes to the list at once.
 */
export function BuscaDeGrades({ onAdicionar }: { onAdicionar: (dados: DadosEtiqueta) => void }) {
  const [texto, setTexto] = useState('');
  const busca = useAdiado(texto);
  const resultado = useListEtiquetasItensQuery({ busca }, { skip: busca === '' });
  const [lerCodigo] = useLazyListEtiquetasItensQuery();
  const linhas = busca === '' ? [] : (resultado.currentData ?? []);

  const aoTeclar = async (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const codigo = texto.trim();
    if (codigo === '') return;
    const achados = await lerCodigo({ busca: codigo }, true).unwrap().catch(() => []);
    const exato = achados.find((linha) => linha.codigo === codigo);
    if (exato) {
      onAdicionar(exato);
      setTexto('');
    }
  };

  return (
    <div>
      <SearchBox
        value={texto}
        onValueChange={setTexto}
        onKeyDown={(event) => void aoTeclar(event)}
        placeholder={M.buscarPlaceholder}
        aria-label={M.buscar}
        autoComplete="off"
      />
      {busca !== '' && resultado.isFetching && linhas.length === 0 ? (
        <Estado>
          <Spinner size={16} /> {M.buscando}
        </Estado>
      ) : null}
      {busca !== '' && resultado.isSuccess && !resultado.isFetching && linhas.length === 0 ? <Estado>{M.nenhumEncontrado}</Estado> : null}
      {linhas.length > 0 ? (
        <Resultados aria-label="Resultados da busca">
          {linhas.map((linha) => (
            <Resultado key={linha.chave}>
              <div>
                <span>{linha.nome}</span>
                <small>
                  {variante(linha)} · {formatBRL(linha.preco)} · {M.estoque(linha.estoque)}
                </small>
              </div>
              <Button
                variant="outline"
                size="sm"
                leftIcon={<Plus size={16} aria-hidden />}
                aria-label={`${M.adicionar} ${linha.nome} (${variante(linha)})`}
                onClick={() => onAdicionar(linha)}
              >
                {M.adicionar}
              </Button>
            </Resultado>
          ))}
        </Resultados>
      ) : null}
    </div>
  );
}
