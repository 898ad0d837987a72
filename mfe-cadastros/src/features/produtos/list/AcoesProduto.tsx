import { DeleteAction, EditAction } from '@loja/shared-ui';
import { PRODUTO_MESSAGES } from '../messages';

export interface AcoesProdutoProps {
  id: number;
  nome: string;
  /** Deletes and shows the toasts; the dialog stays busy until it settles. */
  onDelete: () => Promise<void>;
}

/** Edit (the spec's /cadastros/produtos/{id}/editar) and delete ("Tem certeza?", Cancelar / Remover) of one product. */
export function AcoesProduto({ id, nome, onDelete }: AcoesProdutoProps) {
  return (
    <>
      <EditAction to={`${id}/editar`} label={`Editar ${nome}`} />
      <DeleteAction
        label={`Excluir ${nome}`}
        title={PRODUTO_MESSAGES.deleteTitle}
        confirmLabel="Remover"
        confirmation={PRODUTO_MESSAGES.deleteConfirm}
        onConfirm={onDelete}
      />
    </>
  );
}
