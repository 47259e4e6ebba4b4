import { useLocation } from 'react-router';
import { css } from 'styled-system/css';
import { Alert } from './Alert';

/** Navigation state carrying a confirmation for the next page (e.g. the quote success text). */
export interface NoticeState {
  notice?: string;
}

/** Shows a confirmation handed over by the page the visitor came from; nothing otherwise. */
export function RouteNotice() {
  const notice = (useLocation().state as NoticeState | null)?.notice;
  if (!notice) return null;
  return (
    <div className={css({ maxW: 'content', mx: 'auto', px: { base: '4', md: '6' }, pt: '4' })}>
      <Alert tone="success">{notice}</Alert>
    </div>
  );
}
