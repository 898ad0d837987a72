import { Button, toast } from '@loja/shared-ui';
import { QRCodeSVG } from 'qrcode.react';
import styled from 'styled-components';
import type { Centavos } from '../dinheiro';
import { formatCentavos } from '../dinheiro';
import { PAGAMENTO_MESSAGES } from './messages';
import { brCodePix, type PixDaLoja } from './pix';

const Box = styled.figure`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  figcaption {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Codigo = styled.textarea`
  width: 100%;
  min-height: 4.5rem;
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  word-break: break-all;
  resize: none;
`;

const Aviso = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A static Pix for the exact amount: the QR code the customer scans and its "copia e cola" text. */
export function PixQrCode({ loja, valor }: { loja: PixDaLoja; valor: Centavos }) {
  const codigo = brCodePix(loja, valor);
  if (!codigo) return <Aviso>{PAGAMENTO_MESSAGES.pixSemChave}</Aviso>;
  const copiar = async () => {
    await navigator.clipboard?.writeText(codigo);
    toast({ title: PAGAMENTO_MESSAGES.pixCopiado, variant: 'success' });
  };
  return (
    <Box>
      <figcaption>
        {PAGAMENTO_MESSAGES.pixTitulo} · {formatCentavos(valor)}
      </figcaption>
      <QRCodeSVG value={codigo} size={176} marginSize={2} role="img" aria-label={`QR Code Pix de ${formatCentavos(valor)}`} />
      <Codigo readOnly value={codigo} aria-label={PAGAMENTO_MESSAGES.pixCopiaECola} onFocus={(e) => e.currentTarget.select()} />
      <Button type="button" variant="outline" size="sm" onClick={() => void copiar()}>
        {PAGAMENTO_MESSAGES.pixCopiar}
      </Button>
    </Box>
  );
}
