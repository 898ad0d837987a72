/** The Grade tab of the product editor, as ProdutoFormPage mounts it: `<GradeTab produtoId={id} canWrite={canWrite} />`. */
export { GradeTab } from './GradeTab';
export type { GradeTabProps } from './GradeTab';
