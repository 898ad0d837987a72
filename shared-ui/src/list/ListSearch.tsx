import { SearchBox } from '../components/SearchBox';
import { useDebouncedValue } from './useDebouncedValue';

export interface ListSearchProps {
  /** The committed search (from the URL). */
  value: string;
  /** Commits a search: after a 350 ms pause in typing, or at once on Enter. */
  onSearch: (busca: string) => void;
  /** The spec's placeholder, e.g. "Buscar por nome, CPF, telefone ou email...". */
  placeholder: string;
  'aria-label'?: string;
}

/** A list's search box: typing shows at once, the list follows when the person pauses. */
export function ListSearch({ value, onSearch, placeholder, 'aria-label': ariaLabel = 'Buscar' }: ListSearchProps) {
  const [text, setText, flush] = useDebouncedValue(value, onSearch);
  return (
    <SearchBox
      value={text}
      onValueChange={setText}
      placeholder={placeholder}
      aria-label={ariaLabel}
      // The URL keeps 100 characters of a search (textParam); the box takes no more.
      maxLength={100}
      onKeyDown={(event) => {
        // Enter searches at once instead of waiting for the pause.
        if (event.key === 'Enter') flush();
      }}
    />
  );
}
