// How a story gives a screen its actor: through the screen's own actor context, as the app does, so
// the views under it read and send exactly as they do on the page. Used by every story of a machine's
// screen (and by any component test that renders a view without its page).
import type { createActorContext } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import { waitFor, type AnyStateMachine, type EventFromLogic, type InputFrom, type SnapshotFrom } from 'xstate';

/** What `createActorContext(machine)` returns: the Provider and the two hooks views use. */
export type ActorContext<TLogic extends AnyStateMachine> = ReturnType<typeof createActorContext<TLogic>>;

interface ActorStoryProps<TLogic extends AnyStateMachine> {
  /** The screen's context (e.g. OrderWizardContext). */
  context: ActorContext<TLogic>;
  /** The machine as the story provides it (its actors faked), built once at module level. */
  logic: TLogic;
  input?: InputFrom<TLogic>;
  /** The events a user would send to bring the screen to the state shown, sent once after mount. */
  events?: readonly EventFromLogic<TLogic>[];
  /** Wait for this before sending the events (e.g. until the catalogue has loaded). */
  ready?: (snapshot: SnapshotFrom<TLogic>) => boolean;
  children: ReactNode;
}

function SendOnMount<TLogic extends AnyStateMachine>({
  context,
  events,
  ready,
}: Pick<ActorStoryProps<TLogic>, 'context' | 'events' | 'ready'>) {
  const actor = context.useActorRef();
  // Once per actor, with the events of its first render: a story's args or an inline list may be a new
  // array on every render, and sending them again would walk the screen on.
  useEffect(() => {
    if (!events?.length) return;
    const send = () => events.forEach((event) => actor.send(event));
    if (!ready) send();
    else void waitFor(actor, ready).then(send);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor]);
  return null;
}

export function ActorStory<TLogic extends AnyStateMachine>({ context, logic, input, events, ready, children }: ActorStoryProps<TLogic>) {
  return (
    <context.Provider logic={logic} options={input === undefined ? undefined : { input }}>
      <SendOnMount context={context} events={events} ready={ready} />
      {children}
    </context.Provider>
  );
}
