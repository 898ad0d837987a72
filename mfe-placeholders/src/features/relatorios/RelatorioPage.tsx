import { Card, CardDescription, CardTitle, PageHeader, media } from '@loja/shared-ui';
import { CalendarRange, Columns3, FileText, SlidersHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ComingSoonButton, type Relatorio } from '../../components';
import type { ConteudoRelatorio } from './conteudo';

const Cards = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Section = styled(Card).attrs({ as: 'section' })`
  gap: ${({ theme }) => theme.space[3]};
`;

const Heading = styled(CardTitle).attrs({ as: 'h2' })`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.md};
  svg {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Items = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
`;

const Note = styled.p`
  margin-bottom: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function ConteudoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Section $padded>
      <Heading>
        {icon}
        {title}
      </Heading>
      {children}
    </Section>
  );
}

/**
 * /relatorios/{relatorio} (spec 001 §2: cards with a generate button that does nothing yet): what the
 * report will contain (period, filters, columns), and "Gerar Relatório" saying it is coming soon.
 */
export function RelatorioPage({ relatorio, conteudo }: { relatorio: Relatorio; conteudo: ConteudoRelatorio }) {
  return (
    <>
      <PageHeader
        title={relatorio.title}
        description={relatorio.description}
        actions={
          <ComingSoonButton
            leftIcon={<FileText size={16} aria-hidden />}
            message="O módulo de relatórios está em desenvolvimento: a geração de relatórios estará disponível em breve."
          >
            Gerar Relatório
          </ComingSoonButton>
        }
      />
      <Note>O relatório ainda não pode ser gerado. Veja o que ele vai trazer:</Note>
      <Cards>
        <ConteudoCard icon={<CalendarRange size={18} aria-hidden />} title="Período">
          <CardDescription>{conteudo.periodo}</CardDescription>
        </ConteudoCard>
        <ConteudoCard icon={<SlidersHorizontal size={18} aria-hidden />} title="Filtros">
          <Items>
            {conteudo.filtros.map((filtro) => (
              <li key={filtro}>{filtro}</li>
            ))}
          </Items>
        </ConteudoCard>
        <ConteudoCard icon={<Columns3 size={18} aria-hidden />} title="Colunas">
          <Items>
            {conteudo.colunas.map((coluna) => (
              <li key={coluna}>{coluna}</li>
            ))}
          </Items>
        </ConteudoCard>
      </Cards>
    </>
  );
}
