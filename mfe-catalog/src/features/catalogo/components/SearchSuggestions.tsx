import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '@loja/shared-ui';
import type { SugestaoBusca } from '../api';
import { BUSCA_MESSAGES as M } from '../messages';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Label = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  list-style: none;
  margin: 0;
  padding: 0;
  /* A long product name wraps inside its button on a phone instead of widening the page. */
  button {
    white-space: normal;
    text-align: center;
  }
`;

export interface SearchSuggestionsProps {
  sugestoes: readonly SugestaoBusca[];
  /** Runs the search for the chosen product's name. */
  onSelect: (nome: string) => void;
}

/** "Você quis dizer…" and the closest products (from the database) as buttons that search for them. */
export function SearchSuggestions({ sugestoes, onSelect }: SearchSuggestionsProps) {
  const labelId = useId();
  if (sugestoes.length === 0) return null;
  return (
    <Box>
      <Label id={labelId}>{M.sugestoes}</Label>
      <List aria-labelledby={labelId}>
        {sugestoes.map((sugestao) => (
          <li key={sugestao.id}>
            <Button variant="outline" size="sm" onClick={() => onSelect(sugestao.nome)}>
              {sugestao.nome}
            </Button>
          </li>
        ))}
      </List>
    </Box>
  );
}
