import { Form, Formik, type FormikErrors } from 'formik';
import type { ReactNode } from 'react';
import type { AnyObject, ObjectSchema } from 'yup';
// type only: the platform (a federation singleton) stays out of the stateless entry
import type { ApiError } from '../platform/api';
import { FormActions, FormStack } from './layout';
import { RegisterFormFrame } from './RegisterFormFrame';
import { submitForm, type ToastText } from './submit';
import { UnsavedChangesPrompt } from './UnsavedChangesPrompt';
import { useRecordToEdit, type UseGetRecord } from './useRecordToEdit';
import { toFormValues, toRow, type FormDefaults, type RowLike, type RowOf } from './values';

/** The register's form texts, from its messages.ts: the spec 001 §8 toasts and the page's labels. */
export interface RegisterFormMessages {
  /** 'Novo Cliente' / 'Editar Cliente'. */
  newTitle: string;
  editTitle: string;
  /** Under the title of a new form, e.g. 'Cadastre um novo cliente da loja' (an edit shows the record's name). */
  newDescription: string;
  /** The new form's submit button, e.g. 'Cadastrar cliente' (an edit says 'Salvar alterações'). */
  createLabel: string;
  /** The skeleton's label while the record loads, e.g. 'Carregando dados do cliente'. */
  loadingLabel: string;
  loadOne: string;
  created: ToastText;
  updated: ToastText;
  createFailed: ToastText;
  updateFailed: ToastText;
  readOnly: string;
}

/** What an RTK Query mutation trigger returns: something `.unwrap()` turns into the saved row or a throw. */
interface Unwrappable {
  unwrap: () => Promise<unknown>;
}

export interface RegisterFormEndpoints<Values, Row> {
  get: UseGetRecord<Row>;
  create: () => readonly [(row: RowOf<Values>) => Unwrappable, ...unknown[]];
  update: () => readonly [(args: { id: number; changes: RowOf<Values> }) => Unwrappable, ...unknown[]];
}

export interface RegisterFormProps<Values extends object, Row extends RowLike<Values> & { nome?: string | null }> {
  /**
   * The register's hooks from its api.ts: `get` reads the record to edit (from the route's `:id`),
   * `create` and `update` save it (`{ get: useGetClienteQuery, create: useCreateClienteMutation, update: useUpdateClienteMutation }`).
   */
  endpoints: RegisterFormEndpoints<Values, Row>;
  /**
   * Whether the signed-in person may write here and whether the role is still loading: `useAuth()`
   * as it is for most registers, `{ canWrite: isAdmin, loading }` where only an admin writes.
   */
  access: { canWrite: boolean; loading?: boolean };
  schema: ObjectSchema<Values, AnyObject>;
  /** A new record's values. */
  empty: FormDefaults<Values>;
  messages: RegisterFormMessages;
  /** Known database errors shown under their fields (a duplicate CPF), as `submitForm`'s `fieldErrors`. */
  fieldErrors?: (error: ApiError) => FormikErrors<Values> | null | undefined;
  /** The register's own fields, between the leave guard and the Salvar / Cancelar buttons. */
  children: ReactNode;
}

/**
 * A register's whole form page from its declaration: the record to edit (or none on `novo`), the
 * frame (loading skeleton, read-only notice), Formik with the schema, the unsaved-changes prompt,
 * the save through the create or update mutation with the spec's success and failure toasts and the
 * field errors the database gives, then back to the list. The page gives its hooks, texts, schema,
 * empty values and fields; a new register writes no form plumbing of its own.
 */
export function RegisterForm<Values extends object, Row extends RowLike<Values> & { nome?: string | null }>({
  endpoints,
  access,
  schema,
  empty,
  messages,
  fieldErrors,
  children,
}: RegisterFormProps<Values, Row>) {
  const { id, editing, record, loading, backToList } = useRecordToEdit(endpoints.get, messages.loadOne);
  const [create] = endpoints.create();
  const [update] = endpoints.update();

  const onSubmit = submitForm<Values>({
    save: (values) => (id ? update({ id, changes: toRow(values) }).unwrap() : create(toRow(values)).unwrap()),
    success: editing ? messages.updated : messages.created,
    failure: editing ? messages.updateFailed : messages.createFailed,
    fieldErrors,
    onSaved: backToList,
  });

  return (
    <RegisterFormFrame
      title={editing ? messages.editTitle : messages.newTitle}
      description={record?.nome ?? messages.newDescription}
      onBack={backToList}
      canWrite={access.canWrite}
      roleLoading={access.loading ?? false}
      readOnlyText={messages.readOnly}
      loading={loading}
      loadingLabel={messages.loadingLabel}
    >
      <Formik<Values> initialValues={toFormValues<Values>(record, empty)} validationSchema={schema} onSubmit={onSubmit}>
        <Form noValidate>
          <UnsavedChangesPrompt />
          <FormStack>
            {children}
            <FormActions onCancel={backToList} submitLabel={editing ? 'Salvar alterações' : messages.createLabel} />
          </FormStack>
        </Form>
      </Formik>
    </RegisterFormFrame>
  );
}
