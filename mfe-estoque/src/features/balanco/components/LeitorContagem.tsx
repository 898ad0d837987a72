import { Button, Card, Input, media, toast } from '@loja/shared-ui';
import type { ApiError } from '@loja/shared-ui/platform';
import { ScanBarcode } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useRegistrarContagemMutation, type Leitura } from '../api';
import { BALANCO_MESSAGES as M } from '../messages';

const Formulario = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 6rem;
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) 8rem auto;
  }
  > button {
    grid-column: 1 / -1;
    ${media.md} {
      grid-column: auto;
    }
  }
`;

const Ultimas = styled.ol`
  list-style: none;
  margin: ${({ theme }) => theme.space[4]} 0 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const UltimaLeitura = styled.li<{ $repetida: boolean }>`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $repetida }) => ($repetida ? theme.colors.warningSoft : theme.colors.surfaceMuted)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  strong {
    white-space: nowrap;
  }
`;

const Titulo = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Dica = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Subtitulo = styled.h3`
  margin: ${({ theme }) => theme.space[4]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface LeituraFeita extends Leitura {
  chave: number;
  /** HH:mm:ss of the answer (the date is today's). */
  hora: string;
}

/**
 * The counting screen: a focused field a USB scanner types into (code + Enter) or a person types in;
 * each read adds the quantity (1 unless typed) to that item, and a toast names the item and its new
 * count, saying when it had been counted before. The field keeps the focus, so the next scan follows.
 */
export function LeitorContagem({ balancoId }: { balancoId: number }) {
  const [codigo, setCodigo] = useState('');
  const [quantidade, setQuantidade] = useState('1');
  const [ultimas, setUltimas] = useState<LeituraFeita[]>([]);
  const [registrar] = useRegistrarContagemMutation();
  const campo = useRef<HTMLInputElement>(null);
  const sequencia = useRef(0);

  const enviar = (event: FormEvent) => {
    event.preventDefault();
    const lido = codigo.trim();
    if (!lido) return;
    const n = quantidade.trim() === '' ? 1 : Number(quantidade);
    // Cleared at once: a scanner may type the next code before this answer arrives; none is lost.
    setCodigo('');
    setQuantidade('1');
    campo.current?.focus();
    registrar({ balancoId, codigo: lido, quantidade: n })
      .unwrap()
      .then((leitura) => {
        toast({
          title: leitura.repetida ? M.repetida(leitura.nome, leitura.quantidade) : M.contado(leitura.nome, leitura.quantidade),
          variant: leitura.repetida ? 'warning' : 'success',
          duration: 2500,
        });
        sequencia.current += 1;
        setUltimas((antes) => [{ ...leitura, chave: sequencia.current, hora: new Date().toLocaleTimeString('pt-BR') }, ...antes].slice(0, 10));
      })
      .catch((error: ApiError) => {
        toast({ title: M.contagemFalhou, description: `${lido}: ${error.message}`, variant: 'destructive' });
      });
  };

  return (
    <Card $padded as="section" aria-label="Contagem">
      <Titulo>
        <ScanBarcode size={20} aria-hidden />
        Contagem
      </Titulo>
      <Formulario onSubmit={enviar}>
        <Input
          ref={campo}
          label={M.leitor}
          aria-describedby="balanco-leitor-dica"
          value={codigo}
          onChange={(e) => setCodigo(e.target.value)}
          autoFocus
          autoComplete="off"
          enterKeyHint="send"
        />
        <Input
          label={M.quantidade}
          type="number"
          inputMode="numeric"
          min={0}
          max={9999}
          step={1}
          value={quantidade}
          onChange={(e) => setQuantidade(e.target.value)}
        />
        <Button type="submit" leftIcon={<ScanBarcode size={16} aria-hidden />}>
          {M.contar}
        </Button>
      </Formulario>
      <Dica id="balanco-leitor-dica">{M.leitorDica}</Dica>
      {ultimas.length > 0 ? (
        <>
          <Subtitulo>{M.ultimas}</Subtitulo>
          <Ultimas aria-label={M.ultimas}>
            {ultimas.map((l) => (
              <UltimaLeitura key={l.chave} $repetida={l.repetida}>
                <span>
                  {l.nome}
                  {l.repetida ? ' (repetida)' : ''} · {l.hora}
                </span>
                <strong>{l.quantidade}</strong>
              </UltimaLeitura>
            ))}
          </Ultimas>
        </>
      ) : null}
    </Card>
  );
}
