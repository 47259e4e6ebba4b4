// Saved designs in the portal and on their share links (docs/product.md#designs): the Deck
// Layout list (Open, Order materials, Rename, Delete), a project's designs, Order materials into the
// wizard and the order that names its design, the public /deck/{token} page, and the staff inbox's
// design name. Designs are made through the API; the figures shown are the server's.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { SUBFRAME_LABELS } from '../../src/domain/constants';
import { designBoardCount, specFigureRows } from '../../src/domain/designFigures';
import { DESIGN_TEXTS } from '../../src/domain/designTexts';
import { layoutFigureRows } from '../../src/domain/layoutFigures';
import { formatSquareMetres } from '../../src/domain/designFigures';
import type { Design, ShareLink } from '../../src/domain/schemas/designs';
import { createProjectViaApi, expect, futureDate, pickPreferredDate, stepHeading, test, uniqueName } from './portalHelpers';

const BAROSSA = 'we-home-grooved-barossa-5400';
/** A 5 m x 4 m deck. */
const drawing = (colorItemId: string | null) => ({
  shapes: [
    {
      id: 'shape-1',
      points: [
        { x: 0, y: 0 },
        { x: 5000, y: 0 },
        { x: 5000, y: 4000 },
        { x: 0, y: 4000 },
      ],
    },
  ],
  brand: 'WoodEvo',
  colorItemId,
  boardDirection: 'horizontal',
});

async function createDesignViaApi(
  api: APIRequestContext,
  name: string,
  { projectId = null, colour = true }: { projectId?: string | null; colour?: boolean } = {},
): Promise<Design> {
  const res = await api.post('/api/designs', { data: { name, projectId, drawing: drawing(colour ? BAROSSA : null) } });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

/** Serious or critical WCAG 2.1 AA violations on the page as it stands. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

const card = (page: Page, name: string) => page.getByRole('list', { name: 'Designs' }).getByRole('listitem', { name, exact: true });

test.describe('as a client', () => {
  test.use({ persona: 'client' });

  test('Deck Layout lists the designs with their figures, Open and Order materials', async ({ page, api }) => {
    const project = await createProjectViaApi(api, uniqueName('Designs project'));
    const inProject = await createDesignViaApi(api, uniqueName('Pool deck'), { projectId: project.id });
    const noColour = await createDesignViaApi(api, uniqueName('Sketch'), { colour: false });

    await page.goto('/app/deck-layout');
    await expect(page.getByRole('heading', { level: 1, name: 'Deck Layout' })).toBeVisible();
    const row = card(page, inProject.name);
    await expect(row.getByRole('img', { name: 'Deck plan: 1 shape, 20.00 m²' })).toBeVisible();
    await expect(row).toContainText(`Project${project.name}`);
    await expect(row).toContainText(`Area${formatSquareMetres(inProject.figures.spec.deckArea)}`);
    // With a colour, the boards are the layout's own count; the spec's area x 1.4 would be 28.
    expect(inProject.figures.layout).not.toBeNull();
    await expect(row).toContainText(`Boards${designBoardCount(inProject.figures)}`);
    await expect(row.getByRole('link', { name: `Open ${inProject.name}` })).toHaveAttribute(
      'href',
      `/deck-calculator?design=${inProject.id}`,
    );
    await expect(row.getByRole('link', { name: `Order materials for ${inProject.name}` })).toHaveAttribute(
      'href',
      `/app/orders/create?design=${inProject.id}`,
    );
    const sketch = card(page, noColour.name);
    await expect(sketch).toContainText('ProjectNo project');
    await expect(sketch).toContainText(`Boards${noColour.figures.spec.deckBoards}`);
    expect(await seriousViolations(page)).toEqual([]);

    // The project's page lists only its own designs, with the same two actions.
    await page.goto(`/app/project/${project.id}`);
    const designs = page.getByRole('region', { name: 'Designs' });
    await expect(designs.getByRole('listitem')).toHaveCount(1);
    await expect(designs.getByRole('link', { name: `Open ${inProject.name}` })).toBeVisible();
    await expect(designs.getByRole('link', { name: `Order materials for ${inProject.name}` })).toBeVisible();
    await expect(designs.getByRole('button', { name: /^(Rename|Delete) / })).toHaveCount(0);
  });

  test('Rename refuses a blank name with its message, then renames; Delete asks first', async ({ page, api }) => {
    const original = await createDesignViaApi(api, uniqueName('Front deck'));
    const renamed = uniqueName('Renamed deck');
    await page.goto('/app/deck-layout');
    await card(page, original.name)
      .getByRole('button', { name: `Rename ${original.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Rename design' });
    const field = dialog.getByLabel('Design name');
    await expect(field).toHaveValue(original.name);
    await field.fill('   ');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Design name is required')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousViolations(page)).toEqual([]);
    await field.fill(renamed);
    await field.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(card(page, renamed)).toBeVisible();
    await expect(card(page, original.name)).toHaveCount(0);

    await card(page, renamed)
      .getByRole('button', { name: `Delete ${renamed}` })
      .click();
    const confirm = page.getByRole('alertdialog', { name: `Delete ${renamed}?` });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(card(page, renamed)).toBeVisible();
    await card(page, renamed)
      .getByRole('button', { name: `Delete ${renamed}` })
      .click();
    await page
      .getByRole('alertdialog', { name: `Delete ${renamed}?` })
      .getByRole('button', { name: 'Delete' })
      .click();
    // The confirmation stays until the answer; while it is open the list is hidden from the accessibility tree.
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(card(page, renamed)).toHaveCount(0);
    expect((await api.get(`/api/designs/${original.id}`)).status()).toBe(404);
  });

  test('an empty list points to the calculator; a failed load says so', async ({ page }) => {
    await page.route('**/api/designs', (route) => route.fulfill({ json: [] }));
    await page.goto('/app/deck-layout');
    await expect(page.getByText(DESIGN_TEXTS.noDesigns)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Draw a deck' })).toHaveAttribute('href', '/deck-calculator');
    await page.unroute('**/api/designs');
    await page.route('**/api/designs', (route) => route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }));
    await page.reload();
    await expect(page.getByRole('alert')).toHaveText(DESIGN_TEXTS.loadFailed);
  });

  test("Order materials puts the design's boards in the order, in its project, and the order links back", async ({ page, api }) => {
    const project = await createProjectViaApi(api, uniqueName('Order project'));
    const saved = await createDesignViaApi(api, uniqueName('Deck to order'), { projectId: project.id });
    const boards = saved.figures.layout!.boards;
    await page.goto('/app/deck-layout');
    await card(page, saved.name)
      .getByRole('link', { name: `Order materials for ${saved.name}` })
      .click();

    await expect(stepHeading(page, 5)).toBeVisible();
    await expect(page.getByText(DESIGN_TEXTS.orderedFrom(saved.name))).toBeVisible();
    const panel = page.getByRole('complementary', { name: 'Order Summary' });
    // Every line of the design's priced list: its boards, clips, screws and frame (Order these materials).
    const { materials } = (await (await api.get(`/api/designs/${saved.id}/materials`)).json()) as { materials: { lines: unknown[] } };
    await expect(panel.getByTestId('order-line')).toHaveCount(materials.lines.length);
    await expect(panel.getByLabel('Quantity of WoodEvo HOME Barossa', { exact: true })).toHaveValue(String(boards[0].count));
    await page.getByRole('button', { name: SUBFRAME_LABELS.none, exact: true }).click();
    await expect(stepHeading(page, 7)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Project' })).toContainText(project.name);
    await page.getByText('Pickup', { exact: true }).click();
    await pickPreferredDate(page, futureDate().day);
    await page.getByRole('button', { name: 'Continue to Summary' }).click();
    const placed = page.waitForResponse((r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Submit Order' }).click();
    const order = (await (await placed).json()) as { id: string; design: { id: string; name: string } | null };
    expect(order.design).toEqual({ id: saved.id, name: saved.name });

    await page.goto(`/app/orders/${order.id}`);
    const info = page.getByRole('region', { name: 'Order Information' });
    await expect(info).toContainText(`Design${saved.name}`);
    await expect(info.getByRole('link', { name: saved.name })).toHaveAttribute('href', `/deck-calculator?design=${saved.id}`);
  });

  test('Order materials from a design without a colour opens the first step and says why', async ({ page, api }) => {
    const sketch = await createDesignViaApi(api, uniqueName('Colourless'), { colour: false });
    await page.goto(`/app/orders/create?design=${sketch.id}`);
    await expect(stepHeading(page, 1)).toBeVisible();
    await expect(page.getByText(DESIGN_TEXTS.needsColour)).toBeVisible();
    await expect(page.getByTestId('item-badge')).toHaveText('0 items');
  });

  test('a share link shows the design to anyone until it is revoked', async ({ api, browser }) => {
    const saved = await createDesignViaApi(api, uniqueName('Shared deck'));
    const share = await api.post(`/api/designs/${saved.id}/share`);
    expect(share.status()).toBe(201);
    const { token } = (await share.json()) as ShareLink;

    const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const guest = await visitor.newPage();
    await guest.goto(`/deck/${token}`);
    await expect(guest.getByRole('heading', { level: 1, name: saved.name })).toBeVisible();
    const plan = guest.getByRole('img', { name: 'Deck plan: 1 shape, 20.00 m²' });
    // The boards laid in the colour once the catalogue is in, and every edge's length.
    await expect(plan.locator('[data-part="boards"]')).toHaveCount(1);
    await expect(plan.getByText('5.00 m')).toHaveCount(2);
    const calculations = guest.getByRole('region', { name: 'Calculations' });
    for (const row of specFigureRows(saved.figures.spec)) await expect(calculations).toContainText(`${row.label}${row.value}`);
    const layout = guest.getByRole('region', { name: DESIGN_TEXTS.layoutHeading });
    for (const row of layoutFigureRows(saved.figures.layout!)) await expect(layout).toContainText(`${row.label}${row.value}`);
    await expect(guest.getByRole('link', { name: DESIGN_TEXTS.openInCalculator })).toHaveAttribute(
      'href',
      `/deck-calculator?shared=${token}`,
    );
    expect(await seriousViolations(guest)).toEqual([]);

    expect((await api.delete(`/api/designs/${saved.id}/share`)).status()).toBe(204);
    await guest.reload();
    await expect(guest.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await visitor.close();
  });
});

test.describe('as an admin', () => {
  test.use({ persona: 'admin' });

  test('a quote sent from a saved design names it beside the plan in the inbox', async ({ page, api }) => {
    const saved = await createDesignViaApi(api, uniqueName('Quoted deck'));
    const fullName = uniqueName('Design Sender');
    const res = await api.post('/quotes', {
      data: {
        fullName,
        email: 'designs@example.com',
        phone: '0400 111 222',
        suburb: 'Coburg',
        projectTimeframe: '3-months-plus',
        needInstaller: false,
        shapes: [{ id: 'shape-1', width: 5000, height: 4000, x: 0, y: 0, points: drawing(BAROSSA).shapes[0].points }],
        woodevoHomeItemId: BAROSSA,
        woodevoAdvancedItemId: null,
        millboardItemId: null,
        deckAreaSqMeters: 20,
        designId: saved.id,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const { id } = (await res.json()) as { id: string };
    await page.goto(`/app/leads/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
    await expect(page.getByText(`Design: ${saved.name}`)).toBeVisible();
    await expect(page.getByRole('img', { name: /^Deck plan: 1 shape/ })).toBeVisible();
  });
});
