import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../components/Button';
import { media } from '../theme/media';

/**
 * Layout of a register form: sections (a titled fieldset each), a grid of fields that is one
 * column on phones and two or three from tablets up, and the action bar. The spacing lives
 * here so every form reads the same at 390 px and at 1366 px.
 */

/** The vertical stack of a form's sections and its actions. */
export const FormStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  padding: ${({ theme }) => theme.space[4]};

  ${media.md} {
    padding: ${({ theme }) => theme.space[6]};
  }
`;

// float: the standard way to keep a legend inside its fieldset's box, like any heading
const Legend = styled.legend`
  float: left;
  width: 100%;
  padding: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const Description = styled.p`
  clear: both;
  padding-top: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Body = styled.div`
  clear: both;
  padding-top: ${({ theme }) => theme.space[4]};
`;

export interface FormSectionProps {
  /** Legend of the section, e.g. 'Dados pessoais'. */
  title: ReactNode;
  description?: ReactNode;
  /** Disables every control inside (read-only staff see the values). */
  disabled?: boolean;
  children: ReactNode;
  className?: string;
}

/** A titled group of fields (fieldset + legend). */
export function FormSection({ title, description, disabled, children, className }: FormSectionProps) {
  return (
    <Fieldset disabled={disabled} className={className}>
      <Legend>{title}</Legend>
      {description ? <Description>{description}</Description> : null}
      <Body>{children}</Body>
    </Fieldset>
  );
}

const Grid = styled.div<{ $columns: 2 | 3 }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[4]} ${theme.space[5]}`};
  align-items: start;

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.lg} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }
`;

export interface FormGridProps {
  /** Columns from 1024 px up (default 2); phones always get one, tablets two. */
  columns?: 2 | 3;
  children: ReactNode;
  className?: string;
}

/** Fields side by side: 1 column on phones, 2 from 768 px, `columns` from 1024 px. */
export function FormGrid({ columns = 2, children, className }: FormGridProps) {
  return (
    <Grid $columns={columns} className={className}>
      {children}
    </Grid>
  );
}

/** A FormGrid cell that spans the whole row (endereço, observações). */
export const FormWide = styled.div`
  grid-column: 1 / -1;
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space[3]};

  ${media.sm} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;

export interface FormActionsProps {
  /** Default 'Salvar'. */
  submitLabel?: ReactNode;
  /** Default 'Cancelar'. */
  cancelLabel?: ReactNode;
  /** Cancelar goes back (e.g. `() => navigate('..')`); without it there is no Cancelar button. */
  onCancel?: () => void;
  /** Extra buttons before Cancelar. */
  children?: ReactNode;
}

/**
 * Cancelar + submit. The submit button reads Formik's `isSubmitting`: busy, with
 * 'Salvando...'. Full-width and stacked (submit on top) on phones, right-aligned above.
 */
export function FormActions({ submitLabel = 'Salvar', cancelLabel = 'Cancelar', onCancel, children }: FormActionsProps) {
  const { isSubmitting } = useFormikContext();
  return (
    <Actions>
      {children}
      {onCancel ? (
        <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
          {cancelLabel}
        </Button>
      ) : null}
      <Button type="submit" loading={isSubmitting} loadingText="Salvando...">
        {submitLabel}
      </Button>
    </Actions>
  );
}
