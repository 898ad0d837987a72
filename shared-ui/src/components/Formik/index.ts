export { FormikInput } from './FormikInput';
export type { FormikInputProps } from './FormikInput';
export { FormikTextArea } from './FormikTextArea';
export type { FormikTextAreaProps } from './FormikTextArea';
export { FormikSelect } from './FormikSelect';
export type { FormikSelectProps } from './FormikSelect';
export { FormikSwitch } from './FormikSwitch';
export type { FormikSwitchProps } from './FormikSwitch';
