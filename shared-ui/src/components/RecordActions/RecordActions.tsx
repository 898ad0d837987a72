import { MessageCircle, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { whatsappLink } from '../../format/whatsapp';
import { media, mediaDown } from '../../theme/media';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { ConfirmDialog } from '../ConfirmDialog';
import { IconButton } from '../IconButton';
import { Select } from '../Select';
import { ViewToggle, type ViewMode } from '../ViewToggle';
import { toast } from '../Toast';
import type { StatusFilterValue } from './status';
export { STATUS_FILTERS, statusToAtivo, type StatusFilterValue } from './status';

/**
 * The pieces every register list repeats (clientes, fornecedores, funcionários...): the toolbar,
 * the status filter, the Ativo/Inativo badge and the row actions (edit, delete with confirmation,
 * WhatsApp). Spec 001 §2: "per row: edit, delete (with confirmation) and open messaging-app chat".
 */

/** Search, filters, view toggle and the "new" button above a list; wraps on phones. */
export const ListToolbar = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) auto auto;
    align-items: center;
  }
`;

const WideOnly = styled.div`
  ${mediaDown.md} {
    display: none;
  }
`;

export interface ListViewToggleProps {
  value: ViewMode;
  onChange: (value: ViewMode) => void;
}

/** Cards / lista for a DataTable; hidden on phones, where the list is always cards. */
export function ListViewToggle({ value, onChange }: ListViewToggleProps) {
  return (
    <WideOnly>
      <ViewToggle value={value} onChange={onChange} />
    </WideOnly>
  );
}


const STATUS_OPTIONS = [
  { value: 'todos', label: 'Todos' },
  { value: 'ativo', label: 'Ativos' },
  { value: 'inativo', label: 'Inativos' },
] as const;

export interface StatusFilterProps {
  value: StatusFilterValue;
  onChange: (value: StatusFilterValue) => void;
}

/** todos / ativo / inativo (spec 001 §2). */
export function StatusFilter({ value, onChange }: StatusFilterProps) {
  return (
    <Select
      label="Status"
      hideLabel
      value={value}
      options={STATUS_OPTIONS}
      onChange={(event) => onChange(event.target.value as StatusFilterValue)}
    />
  );
}

export function ActiveBadge({ ativo }: { ativo: boolean }) {
  return <Badge variant={ativo ? 'success' : 'secondary'}>{ativo ? 'Ativo' : 'Inativo'}</Badge>;
}

const Anchor = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.success};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const EditLink = styled(Anchor).attrs({ as: Link })`
  color: ${({ theme }) => theme.colors.text};
`;

export interface EditActionProps {
  /** Relative to the list, e.g. `editar/12` (spec: /cadastros/clientes/editar/{id}). */
  to: string;
  /** e.g. "Editar Ana Paula Ribeiro". */
  label: string;
}

export function EditAction({ to, label }: EditActionProps) {
  return (
    <EditLink to={to} aria-label={label} title={label}>
      <Pencil size={16} aria-hidden />
    </EditLink>
  );
}

export interface WhatsAppActionProps {
  telefone: string | null | undefined;
  /** The person's name, for the greeting ("Olá, Ana Paula Ribeiro!"). */
  nome: string;
  /** Shown as a warning toast when there is no phone (spec: "Funcionário não possui telefone cadastrado"). */
  missingPhoneMessage?: string;
}

/** Opens a WhatsApp chat with 55 + the phone's digits and a greeting with the person's name. */
export function WhatsAppAction({ telefone, nome, missingPhoneMessage = 'Contato sem telefone cadastrado' }: WhatsAppActionProps) {
  const label = `Conversar com ${nome} no WhatsApp`;
  if (!telefone?.replace(/\D/g, '')) {
    return (
      <IconButton
        aria-label={label}
        icon={<MessageCircle size={16} aria-hidden />}
        onClick={() => toast({ title: 'Atenção', description: missingPhoneMessage, variant: 'warning' })}
      />
    );
  }
  return (
    <Anchor href={whatsappLink(telefone, `Olá, ${nome}!`)} target="_blank" rel="noopener noreferrer" aria-label={label} title={label}>
      <MessageCircle size={16} aria-hidden />
    </Anchor>
  );
}

export interface DeleteActionProps {
  /** e.g. "Excluir Ana Paula Ribeiro". */
  label: string;
  /** The spec's confirmation, e.g. "Tem certeza que deseja excluir este cliente?". */
  confirmation: ReactNode;
  /** Deletes; the caller shows the toasts. */
  onConfirm: () => Promise<void>;
  /** The dialog's title; default "Confirmar exclusão" (spec 001's products: "Tem certeza?"). */
  title?: ReactNode;
  /** The confirm button; default "Excluir" (spec 001's products: "Remover"). */
  confirmLabel?: ReactNode;
}

/** Trash button that asks first; the dialog stays open with a busy button while deleting. */
export function DeleteAction({ label, confirmation, onConfirm, title = 'Confirmar exclusão', confirmLabel = 'Excluir' }: DeleteActionProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  // Radix's Excluir closes the dialog right after our click handler, before `busy` re-renders;
  // a ref is already true then, so that close (and Escape while deleting) is ignored.
  const deleting = useRef(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!deleting.current) setOpen(next);
      }}
      trigger={<IconButton aria-label={label} icon={<Trash2 size={16} aria-hidden />} />}
      title={title}
      description={confirmation}
      confirmLabel={confirmLabel}
      destructive
      loading={busy}
      onConfirm={async () => {
        deleting.current = true;
        setBusy(true);
        try {
          await onConfirm();
        } finally {
          deleting.current = false;
          setBusy(false);
          setOpen(false);
        }
      }}
    />
  );
}

export interface ListErrorProps {
  /** The spec's load-failure text, e.g. "Não foi possível carregar os clientes". */
  message: string;
  onRetry: () => void;
}

/** A list that could not load: the spec's toast once, and the same text in place with "Tentar novamente". */
export function ListError({ message, onRetry }: ListErrorProps) {
  useEffect(() => {
    toast({ title: 'Erro', description: message, variant: 'destructive' });
  }, [message]);
  return <EmptyState title={message} description="Verifique sua conexão e tente de novo." action={<Button onClick={onRetry}>Tentar novamente</Button>} />;
}
