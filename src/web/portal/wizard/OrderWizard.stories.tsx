// Every step of the order wizard (and its loading / failure states), each reached by sending the
// machine the events a user would, over a small fixture catalogue.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { orderWizardMachine, type OrderWizardEvent, type ReorderData } from '../../../../machines/orderWizard.machine';
import type { BoardConfig } from '../../../domain/catalogue';
import type { Order } from '../../../domain/schemas/orders';
import { priceBook } from '../../../domain/orderPricing';
import { StoryFrame, storyBoardItems, storyConfig, storyHardware, storyOrders, storyProjects } from '../storyFixtures';
import { ActorStory } from '../../stories/ActorStory';
import { OrderWizardView } from './OrderWizardView';
import { OrderWizardContext } from './wizardActor';
import type { HardwareData } from './steps/HardwareStep';

type Load = 'ok' | 'pending' | 'fail';
type Submit = 'pending' | 'fail';

/** The wizard whose catalogue loads, never loads or fails, and whose submit never ends or is refused. */
function storyWizard(load: Load, submit: Submit) {
  return orderWizardMachine.provide({
    actors: {
      loadBoardConfig: fromPromise(() =>
        load === 'ok'
          ? Promise.resolve(storyConfig)
          : load === 'fail'
            ? Promise.reject(new Error('503'))
            : new Promise<BoardConfig>(() => {}),
      ),
      loadReorder: fromPromise<ReorderData, { orderId: string }>(async () => ({
        order: { ...storyOrders[0], boards: [...storyOrders[0].boards, { ...storyOrders[1].boards[0], item_id: 'discontinued' }] },
        hardwareItems: storyHardware,
        projects: storyProjects,
      })),
      submitOrder: fromPromise(() =>
        submit === 'fail'
          ? Promise.reject({ status: 422, message: 'Barossa is out of stock for that date' })
          : new Promise<Order>(() => {}),
      ),
    },
  });
}
// Built once, not on every render (provide() makes a new machine definition).
const wizardMachines = Object.fromEntries(
  (['ok', 'pending', 'fail'] as const).flatMap((load) =>
    (['pending', 'fail'] as const).map((submit) => [`${load}-${submit}`, storyWizard(load, submit)]),
  ),
) as Record<`${Load}-${Submit}`, typeof orderWizardMachine>;
const loaded = (s: SnapshotFrom<typeof orderWizardMachine>) => !s.matches('loading') && !s.matches('reordering');

function WizardAt({
  events,
  load = 'ok',
  hardware,
  submit = 'pending',
  reorder = false,
}: {
  events: OrderWizardEvent[];
  load?: Load;
  hardware?: HardwareData;
  submit?: Submit;
  /** Start as Order again of the first story order (with one board line no longer sold). */
  reorder?: boolean;
}) {
  return (
    <StoryFrame path="/app/orders/create">
      <ActorStory
        context={OrderWizardContext}
        logic={wizardMachines[`${load}-${submit}`]}
        input={{ project: null, reorder: reorder ? storyOrders[0].id : null }}
        events={events}
        ready={loaded}
      >
        <OrderWizardView
          boardItems={storyBoardItems}
          hardware={hardware ?? { status: 'success', boardItems: storyBoardItems, hardwareItems: storyHardware }}
          projects={storyProjects}
          prices={priceBook(storyBoardItems, storyHardware)}
        />
      </ActorStory>
    </StoryFrame>
  );
}

const meta: Meta<typeof WizardAt> = { title: 'Portal/Order wizard', component: WizardAt };
export default meta;
type Story = StoryObj<typeof WizardAt>;

const toColors: OrderWizardEvent[] = [
  { type: 'brand.select', brand: 'WoodEvo' },
  { type: 'range.select', range: 'HOME' },
];
const oneBoard: OrderWizardEvent[] = [
  ...toColors,
  { type: 'color.select', color: 'Barossa' },
  { type: 'boardType.select', boardType: 'Grooved' },
];
const toHardware: OrderWizardEvent[] = [...oneBoard, { type: 'wizard.proceed' }, { type: 'subframe.select', subframe: 'timber' }];
const toDelivery: OrderWizardEvent[] = [...toHardware, { type: 'hardware.add', item: storyHardware[0] }, { type: 'wizard.proceed' }];
const filledDelivery: OrderWizardEvent[] = [
  ...toDelivery,
  { type: 'delivery.method.select', method: 'delivery' },
  { type: 'delivery.field.change', field: 'deliveryStreetAddress', value: '12 Esplanade' },
  { type: 'delivery.field.change', field: 'deliveryCityPostcode', value: 'Brighton 3186' },
  { type: 'delivery.field.change', field: 'preferredDate', value: '2099-03-15' },
  // The calendar's answer for the date (the story's calendar has no server): Continue need not wait for it.
  { type: 'delivery.date.checked', value: '2099-03-15', method: 'delivery', refusal: null },
  { type: 'project.select', project: storyProjects[0].id },
  { type: 'delivery.field.change', field: 'notes', value: 'Side gate is narrow.' },
];

export const Loading: Story = { args: { events: [], load: 'pending' } };
export const LoadFailed: Story = { args: { events: [], load: 'fail' } };
export const Step1Brand: Story = { args: { events: [] } };
export const Step2Range: Story = { args: { events: [{ type: 'brand.select', brand: 'WoodEvo' }] } };
export const Step3Color: Story = { args: { events: toColors } };
export const Step3ColorWithLines: Story = {
  args: { events: [...oneBoard, { type: 'item.increment', id: 'we-home-grooved-barossa-5400' }] },
};
export const Step4BoardType: Story = { args: { events: [...toColors, { type: 'color.select', color: 'Barossa' }] } };
export const Step5Subframe: Story = { args: { events: [...oneBoard, { type: 'wizard.proceed' }] } };
export const Step6Hardware: Story = { args: { events: toHardware } };
export const Step6HardwareAdded: Story = {
  args: {
    events: [
      ...toHardware,
      { type: 'hardware.quantity.change', itemId: storyHardware[0].item_id, quantity: 3 },
      { type: 'hardware.add', item: storyHardware[0] },
    ],
  },
};
export const Step6HardwareWithoutBoards: Story = {
  args: { events: [{ type: 'wizard.proceed' }, { type: 'wizard.back' }, { type: 'subframe.select', subframe: 'metal' }] },
};
export const Step6HardwareLoadFailed: Story = { args: { events: toHardware, hardware: { status: 'error' } } };
export const Step7Delivery: Story = { args: { events: toDelivery } };
export const Step7DeliveryValidation: Story = { args: { events: [...toDelivery, { type: 'wizard.proceed' }] } };
export const Step7Pickup: Story = {
  args: {
    events: [
      ...toDelivery,
      { type: 'delivery.method.select', method: 'pickup' },
      { type: 'delivery.field.change', field: 'preferredDate', value: '2099-03-15' },
    ],
  },
};
export const Step8Summary: Story = { args: { events: [...filledDelivery, { type: 'wizard.proceed' }] } };
export const Step8SubmitFailed: Story = {
  args: { events: [...filledDelivery, { type: 'wizard.proceed' }, { type: 'order.submit' }], submit: 'fail' },
};
export const OrderAgain: Story = { args: { events: [], reorder: true } };
