export { RegisterListPage } from './RegisterListPage';
export type {
  RegisterListPageProps,
  RegisterRow,
  RegisterListState,
  RegisterListQuery,
  RegisterListMessages,
} from './RegisterListPage';
