import { Badge, Skeleton } from '@loja/shared-ui';
import { formatCount } from '@loja/shared-ui/format';
import { ChevronRight, PackageCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AlertaEstoque } from '../api';
import { ESTOQUE_BAIXO_HREF, gradesBaixas, kardexHref, situacaoEstoque } from '../dados';
import { DASHBOARD_MESSAGES as M } from '../messages';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: none;
  }
`;

// The whole row is the link: a large target on a phone, and its name reads the product and its stock.
const Row = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[1]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  > svg {
    flex: none;
    color: ${({ theme }) => theme.colors.textSubtle};
  }
`;

const Text = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const Nome = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;
`;

const Detalhe = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const VerTodos = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.primary};
`;

const Vazio = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[4]} 0`};
  color: ${({ theme }) => theme.colors.textMuted};
  svg {
    color: ${({ theme }) => theme.colors.success};
  }
`;

/** "12 produtos", beside the section's title: every low-stock product, not only the listed. */
export function AlertasTotal({ total }: { total: number }) {
  return <Badge variant={total > 0 ? 'warning' : 'success'}>{formatCount(total, 'produto', 'produtos')}</Badge>;
}

const Placeholder = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[1]}`};
`;

/** While loading (the panel is aria-busy; the skeletons are hidden from assistive technology). */
export function AlertasSkeleton() {
  return (
    <div aria-hidden="true">
      {[0, 1, 2, 3].map((i) => (
        <Placeholder key={i}>
          <Skeleton height="1rem" width="60%" />
          <Skeleton height="0.875rem" width="40%" />
        </Placeholder>
      ))}
    </div>
  );
}

export interface AlertasEstoqueProps {
  /** The most urgent low-stock products (sold-out first), as dashboard_resumo lists them. */
  alertas: readonly AlertaEstoque[];
  /** How many there are in all. */
  total: number;
}

/** The low-stock products, each a link to its stock history (kardex) in mfe-estoque. */
export function AlertasEstoque({ alertas, total }: AlertasEstoqueProps) {
  if (alertas.length === 0) {
    return (
      <Vazio>
        <PackageCheck size={18} aria-hidden />
        {M.alertasVazio}
      </Vazio>
    );
  }
  return (
    <>
      <List aria-label={M.alertas}>
        {alertas.map((alerta) => {
          const grades = gradesBaixas(alerta.grades_baixas);
          return (
            <Item key={alerta.id}>
              <Row to={kardexHref(alerta.id)}>
                <Text>
                  <Nome>{alerta.nome}</Nome>
                  <Detalhe>
                    {alerta.estoque_atual <= 0 ? <Badge variant="destructive">Esgotado</Badge> : <span>{situacaoEstoque(alerta)}</span>}
                    {grades ? <Badge variant="warning">{grades}</Badge> : null}
                  </Detalhe>
                </Text>
                <ChevronRight size={18} aria-hidden />
              </Row>
            </Item>
          );
        })}
      </List>
      {total > alertas.length ? (
        <Footer>
          <VerTodos to={ESTOQUE_BAIXO_HREF}>
            {M.verTodos}
            <ChevronRight size={16} aria-hidden />
          </VerTodos>
        </Footer>
      ) : null}
    </>
  );
}
