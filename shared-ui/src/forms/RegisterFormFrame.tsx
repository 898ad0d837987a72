import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { EmptyState } from '../components/EmptyState';
import { PageHeader } from '../components/PageHeader';
import { Skeleton } from '../components/Skeleton';

/** The notice a read-only login gets instead of a form, as the stock screens show it (issue 23 §6). */
export const READ_ONLY_FORM_MESSAGES = {
  title: 'Acesso restrito',
  backToList: 'Voltar para a lista',
} as const;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/** What a form shows while its record (or the person's role) loads: the spec's loading skeleton. */
export function RegisterFormSkeleton({ label }: { label: string }) {
  return (
    <Card $padded aria-busy="true" aria-label={label}>
      <Stack>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height="2.5rem" shape="rect" />
        ))}
      </Stack>
    </Card>
  );
}

export interface RegisterFormFrameProps {
  /** 'Novo Cliente' or 'Editar Cliente'. */
  title: string;
  /** Under the title once the form shows (the record's name, or what the new form is for). */
  description?: ReactNode;
  /** Back arrow and "Voltar para a lista": `backToList` of `useRecordToEdit`. */
  onBack: () => void;
  /** Whether the signed-in person may write this register (`canWrite`, or `isAdmin` for employees). */
  canWrite: boolean;
  /** The role is still being read: neither the notice nor the form yet. */
  roleLoading?: boolean;
  /** Who may write, e.g. 'Apenas administradores e funcionários podem cadastrar ou alterar clientes.' */
  readOnlyText: string;
  /** The record is on its way (editing): the skeleton, labelled with `loadingLabel`. */
  loading: boolean;
  loadingLabel: string;
  /** The form itself. */
  children: ReactNode;
}

/**
 * The frame of every register form page: header, then the loading skeleton, the read-only notice
 * or the form. A read-only login (`user`) that opens `novo` or `editar` by its address gets the
 * same "Acesso restrito" notice as the stock screens, never editable fields and a save the
 * database would refuse; a register gets this by using the frame.
 */
export function RegisterFormFrame({
  title,
  description,
  onBack,
  canWrite,
  roleLoading = false,
  readOnlyText,
  loading,
  loadingLabel,
  children,
}: RegisterFormFrameProps) {
  if (!roleLoading && !canWrite) {
    return (
      <>
        <PageHeader title={title} onBack={onBack} />
        <EmptyState
          title={READ_ONLY_FORM_MESSAGES.title}
          description={readOnlyText}
          action={
            <Button variant="outline" onClick={onBack}>
              {READ_ONLY_FORM_MESSAGES.backToList}
            </Button>
          }
        />
      </>
    );
  }
  if (roleLoading || loading) {
    return (
      <>
        <PageHeader title={title} onBack={onBack} />
        <RegisterFormSkeleton label={loadingLabel} />
      </>
    );
  }
  return (
    <>
      <PageHeader title={title} description={description} onBack={onBack} />
      {children}
    </>
  );
}
