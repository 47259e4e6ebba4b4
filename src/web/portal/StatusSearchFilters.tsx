// The filters above a staff list kept in the URL (the leads inbox, the quotes list): a Status select
// with All, and a Search box whose text reaches the URL once typing pauses (one request per pause, not
// per key) and follows the URL when it changes under it (back, forward).
import { useEffect, useEffectEvent, useState } from 'react';
import { css } from 'styled-system/css';
import { fieldLabel, input } from 'styled-system/recipes';
import { SelectField } from '../components/form/SelectField';

/** Typing settles for this long before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;
const ALL = 'all';

/** The search box's text, written to the URL once typing pauses, and reset when the URL changes under it. */
function useSearchText(urlQ: string, commit: (q: string) => void) {
  const [text, setText] = useState(urlQ);
  const [seen, setSeen] = useState(urlQ);
  if (urlQ !== seen) {
    setSeen(urlQ);
    if (urlQ !== text.trim()) setText(urlQ);
  }
  // The latest filter is read when the timer fires, so other renders do not restart the pause.
  const onPause = useEffectEvent((q: string) => commit(q));
  useEffect(() => {
    const q = text.trim();
    if (q === urlQ) return;
    const timer = setTimeout(() => onPause(q), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, urlQ]);
  return [text, setText] as const;
}

export interface StatusSearchFiltersProps<S extends string> {
  statuses: readonly { value: S; label: string }[];
  /** The status chosen, or undefined for All. */
  status: S | undefined;
  onStatusChange: (status: S | undefined) => void;
  /** The search as the URL holds it. */
  q: string;
  onSearch: (q: string) => void;
  searchId: string;
  searchPlaceholder: string;
}

export function StatusSearchFilters<S extends string>({
  statuses,
  status,
  onStatusChange,
  q,
  onSearch,
  searchId,
  searchPlaceholder,
}: StatusSearchFiltersProps<S>) {
  const [text, setText] = useSearchText(q, onSearch);
  return (
    <div
      className={css({
        display: 'grid',
        gridTemplateColumns: { base: '1fr', sm: 'minmax(12rem, 16rem) minmax(12rem, 24rem)' },
        gap: '4',
        alignItems: 'end',
        my: '5',
      })}
    >
      <SelectField
        label="Status"
        name="status"
        items={[{ value: ALL, label: 'All' }, ...statuses]}
        value={status ?? ALL}
        onChange={(v) => onStatusChange(v === ALL ? undefined : (v as S))}
      />
      <div>
        <label htmlFor={searchId} className={fieldLabel()}>
          Search
        </label>
        <input
          id={searchId}
          type="search"
          className={input()}
          value={text}
          placeholder={searchPlaceholder}
          onChange={(e) => setText(e.target.value)}
          autoComplete="off"
        />
      </div>
    </div>
  );
}
