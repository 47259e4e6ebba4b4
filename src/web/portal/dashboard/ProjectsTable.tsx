// The projects table (docs/product.md#screens-and-routes): sortable Name / Created At / Updated At, rows open the project.
import type { KeyboardEvent } from 'react';
import { css } from 'styled-system/css';
import { MESSAGES } from '../../../domain/messages';
import { formatDateTime } from '../../../domain/dates';
import type { Project } from '../../../domain/schemas/projects';
import { QueryStatus } from '../../components/QueryStatus';
import { EmptyState } from '../EmptyState';
import { clickableRow, table, tableWrap } from '../styles';
import { ariaSort, PROJECT_COLUMNS, sortProjects, type ProjectColumn, type ProjectSort } from './projectSort';

export type ProjectsState = { status: 'pending' } | { status: 'error' } | { status: 'success'; projects: readonly Project[] };

export interface ProjectsTableProps {
  state: ProjectsState;
  sort: ProjectSort | null;
  onSort: (column: ProjectColumn) => void;
  onOpen: (projectId: string) => void;
}

// Fills its header cell, so a click anywhere on the column header sorts.
const sortButton = css({
  display: 'inline-flex',
  w: 'full',
  alignItems: 'center',
  gap: '1.5',
  bg: 'transparent',
  border: 'none',
  p: '0',
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
  _hover: { color: 'fg.default' },
});

function SortIcon({ state }: { state: 'ascending' | 'descending' | 'none' }) {
  const d = state === 'ascending' ? 'm6 15 6-6 6 6' : state === 'descending' ? 'm6 9 6 6 6-6' : 'm7 10 5-5 5 5M7 14l5 5 5-5';
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function ProjectsTable({ state, sort, onSort, onOpen }: ProjectsTableProps) {
  if (state.status !== 'success') return <QueryStatus state={state} loading="Loading projects" failed={MESSAGES.projectsLoadFailed} />;
  if (state.projects.length === 0) {
    return <EmptyState text={MESSAGES.noProjects} />;
  }
  const rows = sortProjects(state.projects, sort);
  const onKey = (e: KeyboardEvent, id: string) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onOpen(id);
    }
  };
  return (
    <div className={tableWrap}>
      <table className={table}>
        <caption className={css({ srOnly: true })}>Projects. Column headers sort the table.</caption>
        <thead>
          <tr>
            {PROJECT_COLUMNS.map((c) => {
              const s = ariaSort(sort, c.key);
              return (
                <th key={c.key} scope="col" aria-sort={s}>
                  <button type="button" className={sortButton} onClick={() => onSort(c.key)}>
                    {c.label}
                    <SortIcon state={s} />
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => (
            <tr
              key={p.id}
              className={clickableRow}
              tabIndex={0}
              onClick={() => onOpen(p.id)}
              onKeyDown={(e) => onKey(e, p.id)}
              data-testid="project-row"
            >
              <td className={css({ fontWeight: '600' })}>{p.name}</td>
              <td>
                <time dateTime={p.createdAt}>{formatDateTime(p.createdAt)}</time>
              </td>
              <td>
                <time dateTime={p.updatedAt}>{formatDateTime(p.updatedAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
