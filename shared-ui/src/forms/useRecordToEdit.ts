import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { toast } from '../components/Toast';

/** The part of an RTK Query `get…` hook a form needs. */
export type UseGetRecord<T> = (id: number, options: { skip: boolean }) => { data?: T; isError: boolean; refetch: () => PromiseLike<unknown> };

/**
 * The record a register form edits, from the route's `:id` (`editar/:id` or `:id/editar`); none on
 * `novo`. An id that is not a positive integer or a record that cannot load shows the spec's
 * load-failure toast (e.g. "Não foi possível carregar os dados do cliente") and returns to the list,
 * replacing the broken address in the history.
 */
export function useRecordToEdit<T>(useGetRecord: UseGetRecord<T>, loadFailed: string) {
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id === undefined ? undefined : Number(params.id);
  const editing = id !== undefined;
  const invalidId = editing && !(Number.isSafeInteger(id) && id > 0);
  const { data: record, isError, refetch } = useGetRecord(id ?? 0, { skip: !editing || invalidId });

  useEffect(() => {
    if (invalidId || isError) {
      toast({ title: 'Erro', description: loadFailed, variant: 'destructive' });
      navigate('..', { replace: true });
    }
  }, [invalidId, isError, loadFailed, navigate]);

  return {
    /** The id being edited; undefined on `novo`. */
    id: editing && !invalidId ? id : undefined,
    editing,
    record,
    /** Editing and the record has not arrived yet: show a skeleton, not an empty form. */
    loading: editing && !record,
    backToList: () => navigate('..'),
    /** Reads the record again from the database; settles when the answer is in (nothing to read on `novo`). */
    reload: (): Promise<void> => (editing && !invalidId ? Promise.resolve(refetch()).then(() => undefined) : Promise.resolve()),
  };
}
