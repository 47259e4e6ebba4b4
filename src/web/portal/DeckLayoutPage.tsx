// /app/deck-layout (spec nav link "Deck Layout"): the user's saved designs
// (docs/product.md#designs), newest update first, each with Open, Order materials, Rename and Delete. Rename and Delete
// run the designActions machine; a change refreshes every designs list.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { fromPromise } from 'xstate';
import { button } from 'styled-system/recipes';
import { designActionsMachine } from '../../../machines/designActions.machine';
import { DESIGN_TEXTS } from '../../domain/designTexts';
import { useApiClient } from '../api/ApiClientContext';
import { useBoardItems } from '../api/catalogue';
import type { ApiClient } from '../api/client';
import { deleteDesign, onDesignsChanged, renameDesign, useDesigns } from '../api/designs';
import { usePageMeta } from '../hooks/usePageMeta';
import { DeleteDesignDialog, RenameDesignDialog } from './designs/DesignDialogs';
import { DesignActionsContext } from './designs/designActionsActor';
import { DesignList, designsStateOf } from './designs/DesignList';
import { PageHeader } from './PageHeader';
import { pageClass } from './styles';

/** The machine with the app's calls, built once per query client and API client. */
function appDesignActionsMachine(qc: QueryClient, client: ApiClient) {
  return designActionsMachine.provide({
    actors: {
      renameDesign: fromPromise(({ input }) => renameDesign(client, input.designId, input.name)),
      deleteDesign: fromPromise(({ input }) => deleteDesign(client, input.designId)),
    },
    actions: { designsChanged: () => void onDesignsChanged(qc) },
  });
}

export function DeckLayoutPage() {
  const qc = useQueryClient();
  const client = useApiClient();
  const machine = useMemo(() => appDesignActionsMachine(qc, client), [qc, client]);
  return (
    <DesignActionsContext.Provider logic={machine}>
      <DeckLayout />
    </DesignActionsContext.Provider>
  );
}

function DeckLayout() {
  usePageMeta(DESIGN_TEXTS.listHeading, 'Your saved deck designs: open, order, rename or delete them.');
  const designs = useDesigns();
  const boardItems = useBoardItems();
  const actor = DesignActionsContext.useActorRef();
  return (
    <div className={pageClass}>
      <PageHeader
        title={DESIGN_TEXTS.listHeading}
        actions={
          <Link to="/deck-calculator" className={button({ variant: 'secondary' })}>
            Open the Deck Calculator
          </Link>
        }
      />
      <DesignList
        state={designsStateOf(designs)}
        boardItems={boardItems.data}
        empty={{ text: DESIGN_TEXTS.noDesigns, link: { href: '/deck-calculator', label: 'Draw a deck' } }}
        onRename={(d) => actor.send({ type: 'rename.start', design: { id: d.id, name: d.name } })}
        onDelete={(d) => actor.send({ type: 'delete.start', design: { id: d.id, name: d.name } })}
      />
      <RenameDesignDialog />
      <DeleteDesignDialog />
    </div>
  );
}
