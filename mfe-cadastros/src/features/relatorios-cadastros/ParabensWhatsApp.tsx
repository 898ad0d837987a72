import styled from 'styled-components';
import { WhatsAppAction, media } from '@loja/shared-ui';
import type { LinhaAniversariantes } from './respostas';

const Lista = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.sm} {
    grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  }
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[1]} ${theme.space[1]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  span {
    display: flex;
    flex-direction: column;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * The page's birthdays, each with the chat the customer list opens (the same `WhatsAppAction`: 55 + the
 * phone's digits and "Olá, <nome>!"; without a phone it warns instead). A list of its own rather than a column
 * at the far end of the table, so a phone reaches the button without scrolling the table sideways.
 */
export function ParabensWhatsApp({ linhas }: { linhas: readonly LinhaAniversariantes[] }) {
  return (
    <Lista>
      {linhas.map((l) => (
        <Item key={l.chave}>
          <span>
            {l.rotulo}
            <small>dia {l.dia}</small>
          </span>
          <WhatsAppAction telefone={l.telefone} nome={l.rotulo} />
        </Item>
      ))}
    </Lista>
  );
}
