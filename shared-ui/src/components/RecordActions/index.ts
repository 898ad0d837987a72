export {
  ListToolbar,
  StatusFilter,
  STATUS_FILTERS,
  statusToAtivo,
  ActiveBadge,
  EditAction,
  WhatsAppAction,
  DeleteAction,
} from './RecordActions';
export type { StatusFilterValue, StatusFilterProps, EditActionProps, WhatsAppActionProps, DeleteActionProps } from './RecordActions';
