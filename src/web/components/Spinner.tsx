import { css } from 'styled-system/css';

/** Loading indicator with an accessible label (announced politely). */
export function Spinner({ label = 'Loading', size = 40, inline = false }: { label?: string; size?: number; inline?: boolean }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={css({
        display: inline ? 'inline-flex' : 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: '3',
        py: inline ? '0' : '10',
        color: 'fg.muted',
      })}
    >
      <svg
        width={size}
        height={size}
        viewBox="0 0 40 40"
        aria-hidden="true"
        className={css({ animation: 'spin 0.9s linear infinite', color: 'timber.600' })}
      >
        <circle cx="20" cy="20" r="16" fill="none" stroke="currentColor" strokeOpacity="0.18" strokeWidth="4" />
        <path d="M20 4a16 16 0 0 1 16 16" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <span className={css({ srOnly: true })}>{label}</span>
    </div>
  );
}
