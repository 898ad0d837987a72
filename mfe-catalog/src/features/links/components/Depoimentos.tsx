import styled from 'styled-components';
import { Quote } from 'lucide-react';
import { Card } from '@loja/shared-ui';
import { media } from '@loja/shared-ui/theme';
import { DEPOIMENTOS } from '../depoimentos';
import { Estrelas } from './Estrelas';
import { SectionTitle } from './SectionTitle';
import { RoundMark } from '../../../components/marca';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Item = styled(Card).attrs({ as: 'figure' })`
  position: relative;
  height: 100%;
  margin: 0;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
`;

const QuoteMark = styled(Quote)`
  position: absolute;
  top: ${({ theme }) => theme.space[4]};
  right: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.primarySoft};
`;

const Texto = styled.blockquote`
  margin: 0;
  flex: 1;
  color: ${({ theme }) => theme.colors.text};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

const Autora = styled.figcaption`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const Avatar = styled(RoundMark)`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Nome = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Cidade = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function iniciais(nome: string): string {
  const partes = nome.trim().split(/\s+/);
  return `${partes[0]?.[0] ?? ''}${partes.length > 1 ? partes[partes.length - 1][0] : ''}`.toUpperCase();
}

/** Three static customer testimonials, five stars each. */
export function Depoimentos() {
  return (
    <section aria-labelledby="depoimentos-titulo">
      <SectionTitle id="depoimentos-titulo" subtitle="Quem compra, recomenda.">
        O que dizem nossas clientes
      </SectionTitle>
      <List>
        {DEPOIMENTOS.map((depoimento) => (
          <li key={depoimento.nome}>
            <Item>
              <QuoteMark size={32} aria-hidden />
              <Estrelas nota={depoimento.nota} />
              <Texto>{depoimento.texto}</Texto>
              <Autora>
                <Avatar $size="2.5rem" $soft aria-hidden>{iniciais(depoimento.nome)}</Avatar>
                <span>
                  <Nome>{depoimento.nome}</Nome>
                  <Cidade>{depoimento.cidade}</Cidade>
                </span>
              </Autora>
            </Item>
          </li>
        ))}
      </List>
    </section>
  );
}
