// Projects table sorting (docs/product.md#screens-and-routes): each column cycles descending -> ascending -> unsorted.
// Unsorted keeps the order the API returned.
import type { Project } from '../../../domain/schemas/projects';

export const PROJECT_COLUMNS = [
  { key: 'name', label: 'Name' },
  { key: 'createdAt', label: 'Created At' },
  { key: 'updatedAt', label: 'Updated At' },
] as const;
export type ProjectColumn = (typeof PROJECT_COLUMNS)[number]['key'];
export type SortDirection = 'desc' | 'asc';
export interface ProjectSort {
  column: ProjectColumn;
  direction: SortDirection;
}

/** The next sort after clicking a column header. */
export function nextSort(current: ProjectSort | null, column: ProjectColumn): ProjectSort | null {
  if (!current || current.column !== column) return { column, direction: 'desc' };
  return current.direction === 'desc' ? { column, direction: 'asc' } : null;
}

/** aria-sort of a column header. */
export function ariaSort(current: ProjectSort | null, column: ProjectColumn): 'ascending' | 'descending' | 'none' {
  if (!current || current.column !== column) return 'none';
  return current.direction === 'asc' ? 'ascending' : 'descending';
}

const collator = new Intl.Collator('en-AU', { sensitivity: 'base', numeric: true });

export function sortProjects(projects: readonly Project[], sort: ProjectSort | null): Project[] {
  if (!sort) return [...projects];
  const sign = sort.direction === 'asc' ? 1 : -1;
  const compare = (a: Project, b: Project) =>
    sort.column === 'name' ? collator.compare(a.name, b.name) : Date.parse(a[sort.column]) - Date.parse(b[sort.column]);
  return [...projects].sort((a, b) => sign * compare(a, b));
}
