import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Input } from '../../components/Input';
import { Select } from '../../components/Select';
import { media } from '../../theme/media';
import { MENSAGEM_PERIODO_INVERTIDO, PRESETS_PERIODO, erroDoPeriodo, hojeLoja, periodoDoPreset, presetDoPeriodo, type Periodo, type PresetPeriodo } from './periodo';

/**
 * The filters' row of a report: two columns on a phone (a date field takes one, anything else the whole
 * row), then fields side by side from md. `<TelaRelatorio filtros>` already wraps its slot in it.
 */
export const FiltrosRelatorio = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;
  > * {
    grid-column: 1 / -1;
    min-width: 0;
  }
  > [data-meia] {
    grid-column: auto;
  }
  ${media.md} {
    display: flex;
    flex-wrap: wrap;
    > * {
      /* Room for "Forma de pagamento" in a select; dates keep their natural width. */
      flex: 1 1 11rem;
      max-width: 16rem;
    }
  }
`;

export interface FiltroPeriodoProps {
  /** 'aaaa-mm-dd'. */
  de: string;
  ate: string;
  /** The new period: a preset's, or one date typed (the other kept). */
  aoMudar: (periodo: Periodo) => void;
  /** Today in the shop (tests pass a fixed day); default `hojeLoja()`. */
  hoje?: string;
}

const PERSONALIZADO = 'personalizado';
const OPCOES = [...PRESETS_PERIODO.map(({ valor, rotulo }) => ({ value: valor, label: rotulo })), { value: PERSONALIZADO, label: 'Personalizado' }];

const Meia = ({ children }: { children: ReactNode }) => <div data-meia="">{children}</div>;

/**
 * "Período" (Este mês, Mês passado, Últimos 30 dias, Últimos 90 dias, Este ano, Personalizado) and the
 * "De" / "Até" dates. A period the database would refuse shows its message at the field ("A data inicial
 * passa da final."); the screen skips the query meanwhile (`erroDoPeriodo`). A fragment: put it inside
 * `FiltrosRelatorio` (TelaRelatorio's `filtros` slot does).
 */
export function FiltroPeriodo({ de, ate, aoMudar, hoje = hojeLoja() }: FiltroPeriodoProps) {
  const [personalizado, setPersonalizado] = useState(false);
  const idDe = useId();
  const preset = presetDoPeriodo({ de, ate }, hoje);
  const selecionado = personalizado || !preset ? PERSONALIZADO : preset;
  const erro = erroDoPeriodo({ de, ate });
  return (
    <>
      <Select
        label="Período"
        options={OPCOES}
        value={selecionado}
        onChange={(e) => {
          const valor = e.target.value;
          if (valor === PERSONALIZADO) {
            setPersonalizado(true);
            document.getElementById(idDe)?.focus();
            return;
          }
          setPersonalizado(false);
          aoMudar(periodoDoPreset(valor as PresetPeriodo, hoje));
        }}
      />
      <Meia>
        <Input
          id={idDe}
          type="date"
          label="De"
          value={de}
          error={erro === MENSAGEM_PERIODO_INVERTIDO ? erro : undefined}
          onChange={(e) => {
            if (!e.target.value) return;
            aoMudar({ de: e.target.value, ate });
          }}
        />
      </Meia>
      <Meia>
        <Input
          type="date"
          label="Até"
          value={ate}
          error={erro && erro !== MENSAGEM_PERIODO_INVERTIDO ? erro : undefined}
          onChange={(e) => {
            if (!e.target.value) return;
            aoMudar({ de, ate: e.target.value });
          }}
        />
      </Meia>
    </>
  );
}
