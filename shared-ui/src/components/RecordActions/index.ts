export {
  ListToolbar,
  StatusFilter,
  STATUS_FILTERS,
  statusToAtivo,
  ActiveBadge,
  EditAction,
  WhatsAppAction,
  DeleteAction,
  ListError,
} from './RecordActions';
export type { StatusFilterValue, StatusFilterProps, EditActionProps, WhatsAppActionProps, DeleteActionProps, ListErrorProps } from './RecordActions';
