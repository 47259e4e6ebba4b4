// What a list shows when it has nothing to show: the sentence saying so and, when there is one, the
// way to add the first item.
import type { ReactNode } from 'react';
import { emptyState } from 'styled-system/recipes';

export function EmptyState({ text, action }: { text: ReactNode; action?: ReactNode }) {
  return (
    <div className={emptyState()}>
      <p>{text}</p>
      {action}
    </div>
  );
}
