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
  ListViewToggle,
} from './RecordActions';
export type { StatusFilterValue, StatusFilterProps, EditActionProps, WhatsAppActionProps, DeleteActionProps, ListErrorProps, ListViewToggleProps } from './RecordActions';
