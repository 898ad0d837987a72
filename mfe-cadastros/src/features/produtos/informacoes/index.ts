export { InformacoesForm } from './InformacoesForm';
export type { InformacoesFormProps } from './InformacoesForm';
