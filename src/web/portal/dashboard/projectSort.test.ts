import { describe, expect, it } from 'vitest';
import { ariaSort, nextSort, sortProjects } from './projectSort';

const p = (name: string, createdAt: string, updatedAt: string) => ({ id: name, name, createdAt, updatedAt });
const list = [
  p('beta', '2026-01-02T00:00:00Z', '2026-03-01T00:00:00Z'),
  p('Alpha', '2026-01-03T00:00:00Z', '2026-02-01T00:00:00Z'),
  p('gamma', '2026-01-01T00:00:00Z', '2026-04-01T00:00:00Z'),
];

describe('project sorting', () => {
  it('cycles descending, ascending, unsorted per column and restarts on another column', () => {
    const a = nextSort(null, 'name');
    expect(a).toEqual({ column: 'name', direction: 'desc' });
    const b = nextSort(a, 'name');
    expect(b).toEqual({ column: 'name', direction: 'asc' });
    expect(nextSort(b, 'name')).toBeNull();
    expect(nextSort(b, 'createdAt')).toEqual({ column: 'createdAt', direction: 'desc' });
  });
  it('sorts names case-insensitively and dates by time; unsorted keeps the API order', () => {
    expect(sortProjects(list, { column: 'name', direction: 'asc' }).map((x) => x.name)).toEqual(['Alpha', 'beta', 'gamma']);
    expect(sortProjects(list, { column: 'createdAt', direction: 'desc' }).map((x) => x.name)).toEqual(['Alpha', 'beta', 'gamma']);
    expect(sortProjects(list, { column: 'updatedAt', direction: 'asc' }).map((x) => x.name)).toEqual(['Alpha', 'beta', 'gamma']);
    expect(sortProjects(list, null).map((x) => x.name)).toEqual(['beta', 'Alpha', 'gamma']);
  });
  it('reports aria-sort for the header', () => {
    expect(ariaSort(null, 'name')).toBe('none');
    expect(ariaSort({ column: 'name', direction: 'asc' }, 'name')).toBe('ascending');
    expect(ariaSort({ column: 'name', direction: 'desc' }, 'name')).toBe('descending');
    expect(ariaSort({ column: 'name', direction: 'desc' }, 'createdAt')).toBe('none');
  });
});
