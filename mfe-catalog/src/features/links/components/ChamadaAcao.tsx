import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { MessageCircle, ShoppingBag } from 'lucide-react';
import { Button, Card, StyledButton } from '@loja/shared-ui';
import { WhatsAppButton } from '../../../components/rodape';

const Box = styled(Card)`
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  justify-content: center;
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  color: ${({ theme }) => theme.colors.text};
`;

const Text = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[2]};

  a {
    text-decoration: none;
  }
`;

export interface ChamadaAcaoProps {
  /** The shop's WhatsApp number; null leaves the WhatsApp button out. */
  whatsapp: string | null;
  /** While the company row loads, the WhatsApp button holds its place, disabled. */
  carregando: boolean;
}

/** Call to action: talk to the shop on WhatsApp, or go to the catalogue. */
export function ChamadaAcao({ whatsapp, carregando }: ChamadaAcaoProps) {
  return (
    <Box as="section" aria-labelledby="chamada-titulo">
      <Title id="chamada-titulo">Vamos conversar?</Title>
      <Text>Tire dúvidas sobre tamanhos, peça sugestões de looks e receba as novidades em primeira mão.</Text>
      <Actions>
        {whatsapp ? (
          <WhatsAppButton whatsapp={whatsapp} fullWidth>
            Fale conosco no WhatsApp
          </WhatsAppButton>
        ) : carregando ? (
          <Button size="lg" fullWidth disabled leftIcon={<MessageCircle size={20} aria-hidden />}>
            Fale conosco no WhatsApp
          </Button>
        ) : null}
        <StyledButton as={Link} to="/catalogo" $variant="outline" $size="lg" $fullWidth>
          <ShoppingBag size={20} aria-hidden />
          Catálogo
        </StyledButton>
      </Actions>
    </Box>
  );
}
