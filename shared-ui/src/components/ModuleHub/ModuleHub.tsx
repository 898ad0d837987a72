import { ChevronRight, SearchX } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useViewMode } from '../../list/remembered';
import { media, useBreakpoint } from '../../theme/media';
import { Button } from '../Button';
import { Card, CardDescription, CardTitle } from '../Card';
import { EmptyState } from '../EmptyState';
import { PageHeader } from '../PageHeader';
import { SearchBox } from '../SearchBox';
import { ViewToggle } from '../ViewToggle';
import { filterHubEntries } from './filterHubEntries';
import { HubCount, type ModuleHubCount } from './HubCount';

const Toolbar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};

  > :first-child {
    flex: 1;
    min-width: 0;
  }
  ${media.md} {
    > :first-child {
      flex: 0 1 24rem;
    }
    > :last-child {
      margin-left: auto;
    }
  }
`;

const linkReset = `
  display: block;
  height: 100%;
  color: inherit;
  text-decoration: none;
`;

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: 1fr;
  list-style: none;
  margin: 0;
  padding: 0;
  ${media.md} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.xl} {
    grid-template-columns: repeat(3, 1fr);
  }
  a {
    ${linkReset}
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`;

const Tile = styled(Card)`
  height: 100%;
  display: flex;
  flex-direction: row;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-start;
  > svg {
    flex: none;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const TileBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const TileCount = styled.div`
  margin-top: ${({ theme }) => theme.space[2]};
`;

/** The lista view: one surface, a row per screen, separated by rules. */
const Rows = styled(Card)`
  list-style: none;
  margin: 0;
  padding: 0;
  > li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  a {
    ${linkReset}
    transition: background ${({ theme }) => theme.transitions.fast};
    &:hover {
      background: ${({ theme }) => theme.colors.surfaceMuted};
    }
    &:focus-visible {
      outline: 2px solid ${({ theme }) => theme.colors.focus};
      outline-offset: -2px;
    }
  }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  > svg {
    flex: none;
    color: ${({ theme }) => theme.colors.primary};
  }
  > svg:last-child {
    color: ${({ theme }) => theme.colors.textSubtle};
  }
`;

const RowText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[0.5]};
  flex: 1;
  min-width: 0;
`;

const RowTitle = styled(CardTitle)`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export interface ModuleHubEntry {
  to: string;
  title: string;
  description: string;
  icon?: ReactNode;
  /**
   * The records behind the screen: a number (shown formatted pt-BR), `'loading'` (a placeholder),
   * or absent: no number at all (a screen that is not counted, or a count that failed to load).
   */
  count?: ModuleHubCount;
}

export interface ModuleHubProps {
  title: string;
  description?: string;
  entries: ModuleHubEntry[];
  /** Where the cards/lista choice is remembered, one per hub: e.g. "hub:cadastros". */
  viewKey: string;
}

/**
 * A module's hub page (Cadastros, Estoque, Vendas, ...): one card per screen of the module, with a
 * local search over the cards' titles and descriptions (accent- and case-insensitive) and the
 * cards/lista toggle, remembered per hub. A card may carry a count of its records.
 */
export function ModuleHub({ title, description, entries, viewKey }: ModuleHubProps) {
  const [busca, setBusca] = useState('');
  const [view, setView] = useViewMode(viewKey, 'cards');
  const wide = useBreakpoint('sm');
  const shown = filterHubEntries(entries, busca);

  return (
    <>
      <PageHeader title={title} description={description} />
      <Toolbar>
        <SearchBox value={busca} onValueChange={setBusca} placeholder="Buscar..." aria-label={`Buscar em ${title}`} />
        <ViewToggle value={view} onChange={setView} iconOnly={!wide} />
      </Toolbar>
      {shown.length === 0 && busca.trim() ? (
        <EmptyState
          icon={<SearchX size={28} aria-hidden />}
          title={`Nada encontrado para “${busca.trim()}”`}
          description="Tente outra palavra ou veja todos os itens."
          action={
            <Button variant="outline" onClick={() => setBusca('')}>
              Mostrar todos
            </Button>
          }
        />
      ) : view === 'cards' ? (
        <Grid aria-label={title} data-view="cards">
          {shown.map((entry) => (
            <li key={entry.to}>
              <Link to={entry.to}>
                <Tile $interactive $padded>
                  {entry.icon}
                  <TileBody>
                    <CardTitle>{entry.title}</CardTitle>
                    <CardDescription>{entry.description}</CardDescription>
                    {entry.count !== undefined ? (
                      <TileCount>
                        <HubCount count={entry.count} />
                      </TileCount>
                    ) : null}
                  </TileBody>
                </Tile>
              </Link>
            </li>
          ))}
        </Grid>
      ) : (
        <Rows as="ul" aria-label={title} data-view="lista">
          {shown.map((entry) => (
            <li key={entry.to}>
              <Link to={entry.to}>
                <Row>
                  {entry.icon}
                  <RowText>
                    <RowTitle>{entry.title}</RowTitle>
                    <CardDescription>{entry.description}</CardDescription>
                  </RowText>
                  {entry.count !== undefined ? <HubCount count={entry.count} stacked /> : null}
                  <ChevronRight size={18} aria-hidden />
                </Row>
              </Link>
            </li>
          ))}
        </Rows>
      )}
    </>
  );
}
