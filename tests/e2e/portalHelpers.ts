// Shared fixtures for the portal suites: sign in once per worker per demo user through the API and
// reuse the cookies as the browser's storage state; small page helpers for the wizard.
import { expect, request as playwrightRequest, test as base, type APIRequestContext, type Page } from '@playwright/test';
import { TIME_ZONE } from '../../src/domain/constants';
import { todayIn } from '../../src/domain/dates';
import { addDays, isServiceDay } from '../../src/domain/deliveryDays';
import { victorianHoliday } from '../../src/domain/victorianHolidays';

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'boardwalk-demo';
export const USERS = {
  client: 'client@boardwalk.example',
  installer: 'installer@boardwalk.example',
  admin: 'admin@boardwalk.example',
} as const;
export type Persona = keyof typeof USERS;
type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;
const EMPTY_STATE: StorageState = { cookies: [], origins: [] };

export const test = base.extend<
  { persona: Persona | null; api: APIRequestContext },
  { sessions: { get: (p: Persona) => Promise<StorageState> } }
>({
  persona: [null, { option: true }],
  sessions: [
    // Playwright reads fixture dependencies from the destructuring pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!;
      const cache = new Map<Persona, Promise<StorageState>>();
      const login = async (p: Persona) => {
        // An empty storage state: inside a test, a new request context otherwise starts from the test's own (another
        // persona's cookies), and a login that presents a session ends it ("replaced by login").
        const ctx = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL }, storageState: EMPTY_STATE });
        const res = await ctx.post('/api/auth/login', { data: { email: USERS[p], password: DEMO_PASSWORD } });
        expect(res.status(), `login ${p}`).toBe(200);
        const state = await ctx.storageState();
        await ctx.dispose();
        return state;
      };
      // A cached session can be ended by a test of this worker that legitimately ends or rotates it (a refresh, a
      // disable, a sign-in that replaces it): it is checked before each use and signed in afresh when gone.
      const alive = async (state: StorageState) => {
        const ctx = await playwrightRequest.newContext({ baseURL, storageState: state });
        const res = await ctx.get('/api/users/profile');
        await ctx.dispose();
        return res.status() === 200;
      };
      const get = async (p: Persona): Promise<StorageState> => {
        if (cache.has(p) && (await alive(await cache.get(p)!))) return cache.get(p)!;
        cache.set(p, login(p));
        return cache.get(p)!;
      };
      await provide({ get });
    },
    { scope: 'worker' },
  ],
  storageState: async ({ persona, sessions }, provide) => {
    await provide(persona ? await sessions.get(persona) : EMPTY_STATE);
  },
  // API calls as the signed-in persona (same cookies as the page), with the Origin the CSRF check wants.
  api: async ({ persona, sessions, baseURL }, provide) => {
    const ctx = await playwrightRequest.newContext({
      baseURL,
      extraHTTPHeaders: { Origin: baseURL! },
      storageState: persona ? await sessions.get(persona) : undefined,
    });
    await provide(ctx);
    await ctx.dispose();
  },
});
export { expect };

/** Signs in through the login page (for tests that change or end their own session). */
export async function signInThroughPage(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
}

export async function createProjectViaApi(api: APIRequestContext, name: string): Promise<{ id: string; name: string }> {
  const res = await api.post('/api/projects', { data: { name } });
  expect(res.status()).toBe(201);
  return res.json();
}

/** A preferred date well in the future: the 15th of next month (Melbourne calendar). */
export function futureDate(): { iso: string; day: number } {
  const [y, m] = todayIn(TIME_ZONE).split('-').map(Number);
  const year = m === 12 ? y + 1 : y;
  const month = m === 12 ? 1 : m + 1;
  // From the 15th of next month, the first day both delivery and pickup serve (the calendar refuses the others).
  let iso = `${year}-${String(month).padStart(2, '0')}-15`;
  while (!isServiceDay('delivery', iso, victorianHoliday) || !isServiceDay('pickup', iso, victorianHoliday)) iso = addDays(iso, 1);
  return { iso, day: Number(iso.slice(8)) };
}

export async function createOrderViaApi(api: APIRequestContext, extra: Record<string, unknown> = {}): Promise<{ id: string }> {
  const res = await api.post('/api/orders', {
    data: {
      boards: [
        {
          brand: 'WoodEvo',
          range: 'HOME',
          type: 'Grooved',
          colorId: '',
          colorName: 'Barossa',
          size: '5400 x 137 x 23mm',
          quantity: 4,
          item_id: 'we-home-grooved-barossa-5400',
        },
      ],
      deliveryMethod: 'pickup',
      deliveryStreetAddress: '',
      deliveryCityPostcode: '',
      pickupLocation: 'Boardwalk Warehouse, 40 Bay Street, Port Melbourne VIC 3207',
      preferredDate: futureDate().iso,
      notes: 'Selected subframe: none\nCall before loading',
      hardwareItems: [],
      ...extra,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

/** An order placed through the API by the demo client, for a test whose page is signed in as someone else. */
export async function createClientOrder(
  sessions: { get: (p: Persona) => Promise<StorageState> },
  baseURL: string | undefined,
  extra: Record<string, unknown> = {},
): Promise<{ id: string }> {
  const clientApi = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { Origin: baseURL! },
    storageState: await sessions.get('client'),
  });
  try {
    return await createOrderViaApi(clientApi, extra);
  } finally {
    await clientApi.dispose();
  }
}

// ---- Wizard page helpers ----
export const stepHeading = (page: Page, n: number) => page.getByRole('heading', { name: `Step ${n} of 8`, exact: true });

export async function pickPreferredDate(page: Page, day: number) {
  await page.getByRole('button', { name: 'Open calendar' }).click();
  await page.getByRole('button', { name: 'Next month' }).click();
  await page
    .locator('[data-scope="date-picker"][data-part="table-cell-trigger"]:not([data-disabled]):not([data-outside-range])')
    .filter({ hasText: new RegExp(`^${day}$`) })
    .first()
    .click();
}

export async function addBoard(page: Page, brand: RegExp, range: RegExp, color: string, boardType: string) {
  await page.getByRole('button', { name: brand }).click();
  await page.getByRole('button', { name: range }).click();
  await page.getByRole('button', { name: new RegExp(`^${color}`) }).click();
  await page.getByRole('button', { name: new RegExp(`^${boardType}`) }).click();
  await expect(stepHeading(page, 3)).toBeVisible();
}
