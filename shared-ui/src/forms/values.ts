/**
 * The two conversions every register form makes: a database row into Formik values
 * (null -> '') and Formik values back into a row ('' -> null), so an empty optional field
 * is stored as NULL, never as ''. Typed from the form's values, which are
 * `Yup.InferType<typeof schema>`: a field Yup sees as optional (`email?: string`) becomes
 * `string | null` in the row; a required one keeps its type.
 */

/** What a row may hold for each form field: the field's type without '' , or null. */
export type RowLike<Values> = { [K in keyof Values]?: Exclude<Values[K], '' | undefined> | null };

/** Defaults of a new form: every field present; '' stands for empty (also for number fields). */
export type FormDefaults<Values> = { [K in keyof Values]-?: Exclude<Values[K], undefined> | '' };

/** The row `toRow` returns: optional fields become `T | null`, required fields keep their type. */
export type RowOf<Values> = {
  // `{} extends Pick<V, K>` is true exactly for optional keys
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the standard optional-key test
  [K in keyof Values]-?: {} extends Pick<Values, K> ? Exclude<Values[K], '' | undefined> | null : Values[K];
};

/**
 * Initial Formik values: `defaults` for a new record (row null/undefined); for an existing
 * one, the row's value of each field in `defaults`, null turned into ''. Keys not in
 * `defaults` (id, created_at, busca...) are left out.
 */
export function toFormValues<Values extends object>(
  row: RowLike<Values> | null | undefined,
  defaults: FormDefaults<Values>,
): Values {
  const values: Record<string, unknown> = {};
  for (const key of Object.keys(defaults) as (keyof Values & string)[]) {
    if (!row) {
      values[key] = defaults[key];
      continue;
    }
    const value = (row as Record<string, unknown>)[key];
    values[key] = value === null ? '' : value === undefined ? defaults[key] : value;
  }
  // '' in a number field until the person types one; Yup turns it into "required" or null.
  return values as Values;
}

/**
 * The row to save: strings trimmed, '' and whitespace-only turned into null, other values
 * (numbers, booleans) as they are. Only the form's own keys are sent.
 */
export function toRow<Values extends object>(values: Values): RowOf<Values> {
  const row: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'string') {
      const trimmed = value.trim();
      row[key] = trimmed === '' ? null : trimmed;
    } else {
      row[key] = value === undefined ? null : value;
    }
  }
  return row as RowOf<Values>;
}
