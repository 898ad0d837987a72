import styled from 'styled-components';
import { Mail, MapPin, MessageCircle, Phone, Waves } from 'lucide-react';
import { media } from '@loja/shared-ui/theme';
import { whatsappLink } from '@loja/shared-ui/format';
import { InstagramIcon } from './InstagramIcon';
import { SAUDACAO_WHATSAPP, formatWhatsapp, mailtoLink, telLink } from './contato';
import { useContatoLoja } from './useContatoLoja';
import { RoundMark } from '../marca';

const Footer = styled.footer`
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textOnPrimary};
  /* Room under the copyright for the floating WhatsApp button and the phone's home bar. */
  padding-bottom: calc(${({ theme }) => theme.space[20]} + env(safe-area-inset-bottom, 0px));
  ${media.md} {
    padding-bottom: ${({ theme }) => theme.space[6]};
  }

  a {
    color: inherit;
    text-decoration: none;
    text-underline-offset: 3px;
  }
  a:hover {
    text-decoration: underline;
  }
  /* The theme's focus colour is a sea tone: invisible on this sea background. */
  a:focus-visible {
    outline-color: ${({ theme }) => theme.colors.textOnPrimary};
  }
`;

const Inner = styled.div`
  max-width: 72rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[12]} ${theme.space[4]} ${theme.space[8]}`};
  display: grid;
  gap: ${({ theme }) => theme.space[10]};
  ${media.md} {
    grid-template-columns: 1.4fr 1fr 1fr;
    gap: ${({ theme }) => theme.space[8]};
    padding-left: ${({ theme }) => theme.space[8]};
    padding-right: ${({ theme }) => theme.space[8]};
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const BrandName = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: -0.01em;
`;

const Muted = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  opacity: 0.88;
  max-width: 28rem;
`;

const Heading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const Address = styled.address`
  font-style: normal;
`;

const ContactList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[2]};
    overflow-wrap: anywhere;
  }
  svg {
    margin-top: 0.15em;
    flex-shrink: 0;
  }
`;

const Social = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
`;

const SocialLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid currentColor;
  transition: background ${({ theme }) => theme.transitions.fast}, color ${({ theme }) => theme.transitions.fast};

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const WhatsAppCta = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  align-self: flex-start;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  /* The footer's "a { color: inherit }" would otherwise win over a plain color here. */
  && {
    color: ${({ theme }) => theme.colors.primary};
  }
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Bottom = styled.div`
  max-width: 72rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[4]} 0`};
  border-top: 1px solid color-mix(in srgb, ${({ theme }) => theme.colors.textOnPrimary} 25%, transparent);
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: center;
  opacity: 0.9;
`;

/**
 * The storefront's footer (/catalogo). Its id `contato` is the target of the header's Contato link.
 * Every line comes from `empresa_publica`; a line the company has not filled in is left out.
 */
export function Rodape() {
  const loja = useContatoLoja();
  const ano = new Date().getFullYear();
  const whatsapp = loja.whatsapp ? whatsappLink(loja.whatsapp, SAUDACAO_WHATSAPP) : null;

  return (
    <Footer id="contato" aria-labelledby="rodape-titulo">
      <Inner>
        <Column>
          <Brand>
            <RoundMark $size="2.75rem">
              <Waves size={24} aria-hidden />
            </RoundMark>
            <BrandName id="rodape-titulo">{loja.nome}</BrandName>
          </Brand>
          <Muted>Moda praia para o seu verão: biquínis, maiôs, chapéus, bolsas e cangas.</Muted>
          {(loja.instagram || whatsapp) && (
            <Social>
              {loja.instagram && (
                <SocialLink
                  href={loja.instagram}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`Instagram da ${loja.nome}`}
                  title="Instagram"
                >
                  <InstagramIcon size={20} />
                </SocialLink>
              )}
              {whatsapp && (
                <SocialLink
                  href={whatsapp}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`WhatsApp da ${loja.nome}`}
                  title="WhatsApp"
                >
                  <MessageCircle size={20} aria-hidden />
                </SocialLink>
              )}
            </Social>
          )}
        </Column>

        <Column>
          <Heading>Contato</Heading>
          <Address>
            <ContactList>
            {loja.endereco && (
              <li>
                <MapPin size={16} aria-hidden />
                <span>{loja.endereco}</span>
              </li>
            )}
            {loja.telefone && (
              <li>
                <Phone size={16} aria-hidden />
                <a href={telLink(loja.telefone)}>{loja.telefone}</a>
              </li>
            )}
            {loja.email && (
              <li>
                <Mail size={16} aria-hidden />
                <a href={mailtoLink(loja.email)}>{loja.email}</a>
              </li>
            )}
            </ContactList>
          </Address>
        </Column>

        <Column>
          <Heading>Atendimento</Heading>
          <Muted>Tire dúvidas sobre tamanhos e cores e finalize sua compra pelo WhatsApp.</Muted>
          {whatsapp && loja.whatsapp && (
            <>
              <WhatsAppCta href={whatsapp} target="_blank" rel="noopener noreferrer">
                <MessageCircle size={18} aria-hidden />
                Chamar no WhatsApp
              </WhatsAppCta>
              <Muted>{formatWhatsapp(loja.whatsapp)}</Muted>
            </>
          )}
        </Column>
      </Inner>
      <Bottom>
        © {ano} {loja.nome}. Todos os direitos reservados.
      </Bottom>
    </Footer>
  );
}
