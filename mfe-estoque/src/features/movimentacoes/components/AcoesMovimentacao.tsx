import { DeleteAction, EditAction } from '@loja/shared-ui';
import { MOVIMENTACAO_MESSAGES } from '../messages';

export interface AcoesMovimentacaoProps {
  id: number;
  /** The product (and grade) the movement moved, for the buttons' accessible names. */
  descricao: string;
  /** Deletes and shows the toasts; the dialog stays busy until it settles. */
  onDelete: () => Promise<void>;
}

/**
 * Edit (spec 001 §2: the list's edit button goes to /estoque/movimentacao/editar/{id}, relative to the
 * list) and delete with the spec's confirmation.
 */
export function AcoesMovimentacao({ id, descricao, onDelete }: AcoesMovimentacaoProps) {
  return (
    <>
      <EditAction to={`editar/${id}`} label={`Editar movimentação de ${descricao}`} />
      <DeleteAction label={`Excluir movimentação de ${descricao}`} confirmation={MOVIMENTACAO_MESSAGES.deleteConfirm} onConfirm={onDelete} />
    </>
  );
}
