import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { media } from '../../theme';
import { Card, CardDescription, CardTitle } from '../Card';
import { PageHeader } from '../PageHeader';

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
    display: block;
    height: 100%;
    color: inherit;
    text-decoration: none;
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`;

const Entry = styled(Card)`
  height: 100%;
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-start;
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export interface ModuleHubEntry {
  to: string;
  title: string;
  description: string;
  icon?: ReactNode;
}

export interface ModuleHubProps {
  title: string;
  description?: string;
  entries: ModuleHubEntry[];
  /** Extra content under the header (e.g. a search box). */
  children?: ReactNode;
}

/** A module's hub page: one card per screen of the module (Cadastros, Estoque, Vendas, ...). */
export function ModuleHub({ title, description, entries, children }: ModuleHubProps) {
  return (
    <>
      <PageHeader title={title} description={description} />
      {children}
      <Grid>
        {entries.map((entry) => (
          <li key={entry.to}>
            <Link to={entry.to}>
              <Entry $interactive $padded>
                {entry.icon}
                <div>
                  <CardTitle>{entry.title}</CardTitle>
                  <CardDescription>{entry.description}</CardDescription>
                </div>
              </Entry>
            </Link>
          </li>
        ))}
      </Grid>
    </>
  );
}
