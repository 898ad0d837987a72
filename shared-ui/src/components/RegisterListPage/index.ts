export { RegisterListPage } from './RegisterListPage';
export type {
  RegisterListPageProps,
  RegisterRow,
  RegisterListState,
  RegisterListQuery,
  RegisterListMessages,
} from './RegisterListPage';
export { RegisterList } from './RegisterList';
export type { RegisterListProps, RegisterListTexts, RegisterListEndpoints, RegisterListCodecs } from './RegisterList';
