import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { SAMPLE_MESSAGES } from '../src/domain/samples';
import type { SampleRequestBody } from '../src/domain/schemas/samples';
import { sampleRequestMachine } from './sampleRequest.machine';

function start(send: (body: SampleRequestBody) => Promise<unknown>, colours: readonly string[] = []) {
  const sent: SampleRequestBody[] = [];
  const actor = createActor(
    sampleRequestMachine.provide({
      actors: {
        sendSampleRequest: fromPromise(({ input }: { input: SampleRequestBody }) => {
          sent.push(input);
          return send(input);
        }),
      },
    }),
    { input: { colours } },
  ).start();
  return { actor, sent };
}

function fill(actor: ReturnType<typeof start>['actor']) {
  const values = { name: 'Jo Citizen', email: 'jo@example.com', street: '12 Beach Rd', suburb: 'Sorrento', postcode: '3943' } as const;
  for (const [field, value] of Object.entries(values)) actor.send({ type: 'field.change', field: field as keyof typeof values, value });
}

describe('sampleRequest machine', () => {
  it('ticks up to four colours: a fifth is refused', () => {
    const { actor } = start(async () => ({}));
    for (const id of ['a', 'b', 'c', 'd', 'e']) actor.send({ type: 'colour.toggle', itemId: id, checked: true });
    expect(actor.getSnapshot().context.colours).toEqual(['a', 'b', 'c', 'd']);
    actor.send({ type: 'colour.toggle', itemId: 'b', checked: false });
    actor.send({ type: 'colour.toggle', itemId: 'e', checked: true });
    expect(actor.getSnapshot().context.colours).toEqual(['a', 'c', 'd', 'e']);
  });

  it("opens with the calculator's colour ticked, never more than four, and one more can be ticked", () => {
    const { actor } = start(async () => ({}), ['c']);
    expect(actor.getSnapshot().context.colours).toEqual(['c']);
    actor.send({ type: 'colour.toggle', itemId: 'a', checked: true });
    expect(actor.getSnapshot().context.colours).toEqual(['c', 'a']);
    expect(start(async () => ({}), ['a', 'a', 'b', 'c', 'd', 'e']).actor.getSnapshot().context.colours).toEqual(['a', 'b', 'c', 'd']);
  });

  it('shows the schema messages and sends nothing until the form is complete', () => {
    const { actor, sent } = start(async () => ({}));
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toMatchObject({ name: 'Name is required', colours: SAMPLE_MESSAGES.noColours });
    expect(sent).toEqual([]);
  });

  it('sends the request and is done; a refusal comes back with the server message and keeps what was typed', async () => {
    const { actor, sent } = start(async () => ({}));
    fill(actor);
    actor.send({ type: 'colour.toggle', itemId: 'a', checked: true });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(sent[0]).toMatchObject({ email: 'jo@example.com', colours: ['a'], phone: '' });

    const refused = start(async () => Promise.reject({ status: 409, message: SAMPLE_MESSAGES.repeatAddress }));
    fill(refused.actor);
    refused.actor.send({ type: 'colour.toggle', itemId: 'a', checked: true });
    refused.actor.send({ type: 'form.submit' });
    await waitFor(refused.actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(refused.actor.getSnapshot().context).toMatchObject({ error: SAMPLE_MESSAGES.repeatAddress, colours: ['a'] });
    expect(refused.actor.getSnapshot().context.fields.street).toBe('12 Beach Rd');
  });
});
