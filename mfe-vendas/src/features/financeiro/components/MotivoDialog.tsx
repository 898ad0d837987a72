import { Button, Dialog, FormikTextArea, isolatedSubmit, type ButtonProps } from '@loja/shared-ui';
import { Formik } from 'formik';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { FINANCEIRO_MESSAGES as M } from '../messages';
import { motivoSchema } from '../schema';

const Formulario = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

/**
 * A write that needs its reason (estorno of a baixa, cancelling a conta): the trigger button, the
 * dialog with the reason, and `onConfirm`, which resolves true when done (the dialog closes) or false
 * (it stays open, the reason kept).
 */
export function MotivoDialog({
  trigger,
  triggerVariant = 'outline',
  triggerSize,
  triggerLabel,
  title,
  description,
  confirmar,
  onConfirm,
}: {
  trigger: ReactNode;
  triggerVariant?: ButtonProps['variant'];
  triggerSize?: ButtonProps['size'];
  /** The trigger's accessible name when its text alone is ambiguous (one "Estornar" per baixa). */
  triggerLabel?: string;
  title: string;
  description: string;
  confirmar: string;
  onConfirm: (motivo: string) => Promise<boolean>;
}) {
  const [aberto, setAberto] = useState(false);
  return (
    <Dialog
      open={aberto}
      onOpenChange={setAberto}
      trigger={
        <Button variant={triggerVariant} size={triggerSize} aria-label={triggerLabel}>
          {trigger}
        </Button>
      }
      title={title}
      description={description}
    >
      <Formik
        initialValues={{ motivo: '' }}
        validationSchema={motivoSchema}
        onSubmit={async ({ motivo }) => {
          if (await onConfirm(motivo.trim())) setAberto(false);
        }}
      >
        {({ handleSubmit, isSubmitting }) => (
          <Formulario noValidate onSubmit={isolatedSubmit(handleSubmit)} aria-label={title}>
            <FormikTextArea name="motivo" label={M.motivo} required rows={2} />
            <Button type="submit" variant="destructive" loading={isSubmitting} loadingText={M.registrando}>
              {confirmar}
            </Button>
          </Formulario>
        )}
      </Formik>
    </Dialog>
  );
}
