import { useFormikContext } from 'formik';
import { FormGrid, FormSection, FormWide, FormikDateInput, FormikSelect, FormikTextArea, today } from '@loja/shared-ui';
import type { Responsavel } from '../../../hooks';
import { MOTIVOS, TIPOS } from '../messages';
import { OBSERVACOES_MAX, type NovaMovimentacaoValues } from './schema';
import { NOVA_TEXTOS } from './messages';

const MOTIVO_OPCOES = MOTIVOS.map((motivo) => ({ value: motivo, label: motivo }));

export interface InformacoesGeraisProps {
  responsaveis: readonly Responsavel[];
  /** The responsáveis could not be read: said under the select. */
  falhaResponsaveis?: boolean;
}

/** Type, date, responsible, reason and notes (spec 001 §2, New movement: general info). */
export function InformacoesGerais({ responsaveis, falhaResponsaveis }: InformacoesGeraisProps) {
  const { values } = useFormikContext<NovaMovimentacaoValues>();
  const opcoesDeResponsavel = responsaveis.map((pessoa) => ({ value: String(pessoa.id), label: pessoa.nome }));
  return (
    <FormSection title={NOVA_TEXTOS.informacoes}>
      <FormGrid>
        <FormikSelect name="tipo" label={NOVA_TEXTOS.tipo} placeholder={NOVA_TEXTOS.selecione} options={TIPOS} required />
        <FormikDateInput name="data" label={NOVA_TEXTOS.data} max={today()} required />
        <FormikSelect
          name="usuario_id"
          label={NOVA_TEXTOS.responsavel}
          placeholder={NOVA_TEXTOS.selecione}
          options={opcoesDeResponsavel}
          required
          hint={falhaResponsaveis ? NOVA_TEXTOS.falhaResponsaveis : undefined}
        />
        <FormikSelect name="motivo" label={NOVA_TEXTOS.motivo} placeholder={NOVA_TEXTOS.selecione} options={MOTIVO_OPCOES} />
        <FormWide>
          <FormikTextArea
            name="observacoes"
            label={NOVA_TEXTOS.observacoes}
            placeholder={NOVA_TEXTOS.observacoesPlaceholder}
            maxLength={OBSERVACOES_MAX}
            rows={3}
            hint={`${values.observacoes.length}/${OBSERVACOES_MAX}`}
          />
        </FormWide>
      </FormGrid>
    </FormSection>
  );
}
