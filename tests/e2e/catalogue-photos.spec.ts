// Catalogue photos end to end (docs/product.md#catalogue-photos), in Chromium against the production
// build: an admin uploads two photos of a board in its editor (a file that is no photo is refused in
// the server's words), makes the second the main one, and a visitor sees it on /products: the card's
// img now names the photo (its WebP widths as the srcset) and it loads. Deleting the photos brings the
// generated picture back, so the other suites see the catalogue as seeded.
import sharp from 'sharp';
import { expect, test } from './portalHelpers';

const BOARD = 'we-advanced-grooved-ironbark-5400';
const photo = (background: string) =>
  sharp({ create: { width: 1600, height: 1000, channels: 3, background } })
    .jpeg()
    .toBuffer();

test.use({ persona: 'admin' });

test('staff upload photos and make one main; a visitor sees it on /products, then the generated picture again', async ({
  page,
  api,
  browser,
}) => {
  await page.goto(`/app/catalogue/${BOARD}`);
  const section = page.getByRole('region', { name: 'Photos' });
  await expect(section.getByText('No photos yet: the pages show the generated picture.')).toBeVisible();
  const choose = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
    const chooser = page.waitForEvent('filechooser');
    await section.getByRole('button', { name: 'Choose a photo' }).click();
    await (await chooser).setFiles(file);
  };
  const list = section.getByRole('list', { name: 'Photos' });
  try {
    // A file that only looks like a photo by its name.
    await choose({ name: 'deck.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('this is not a photo') });
    await expect(section.getByRole('alert')).toHaveText('The file is not a photo: upload a JPEG, PNG or WebP image');

    await choose({ name: 'first.jpg', mimeType: 'image/jpeg', buffer: await photo('#7a5230') });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(section.getByRole('alert')).toHaveCount(0);
    await expect(list.getByRole('listitem').first().getByText('Main photo')).toBeVisible();
    await choose({ name: 'second.png', mimeType: 'image/png', buffer: await photo('#2f5d50') });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    const second = list.getByRole('listitem').nth(1);
    await expect(second.getByText('1600 x 1000 px')).toBeVisible();
    const thumbnail = await second.getByRole('img').getAttribute('src');
    const secondId = /\/images\/catalogue\/([0-9a-f-]{36})-320\.webp$/.exec(thumbnail ?? '')?.[1];
    expect(secondId).toBeTruthy();
    await second.getByRole('button', { name: 'Make main' }).click();
    // The main photo is listed first.
    await expect(list.getByRole('listitem').first().getByRole('img')).toHaveAttribute('src', thumbnail!);
    await expect(list.getByRole('listitem').first().getByText('Main photo')).toBeVisible();
    await expect(page.getByRole('list', { name: 'History' }).getByRole('listitem').first()).toContainText(`photo ${secondId} made main`);

    // A visitor, in a browser of their own, without a restart.
    const visitor = await browser.newPage();
    await visitor.goto('/products');
    await visitor.getByRole('tablist', { name: 'Decking ranges' }).getByRole('tab', { name: 'WoodEvo ADVANCED' }).click();
    const card = visitor.getByRole('tabpanel').getByRole('article').filter({ hasText: 'Ironbark' });
    const img = card.getByRole('img', { name: /Ironbark/ });
    await expect(img).toHaveAttribute('src', `/images/catalogue/${secondId}-640.jpg`);
    await expect(img).toHaveAttribute('srcset', new RegExp(`/images/catalogue/${secondId}-1280\\.webp 1280w`));
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

    // Delete both: the card shows the generated picture again.
    await list.getByRole('listitem').first().getByRole('button', { name: 'Delete' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await list.getByRole('listitem').first().getByRole('button', { name: 'Delete' }).click();
    await expect(section.getByText('No photos yet: the pages show the generated picture.')).toBeVisible();
    await visitor.reload();
    await visitor.getByRole('tablist', { name: 'Decking ranges' }).getByRole('tab', { name: 'WoodEvo ADVANCED' }).click();
    await expect(img).toHaveAttribute('src', `/images/inventory/${BOARD}.jpg`);
    await visitor.close();
  } finally {
    const left = await api.get(`/api/catalogue/items/${BOARD}/photos`);
    for (const p of left.ok() ? ((await left.json()) as { id: string }[]) : [])
      await api.delete(`/api/catalogue/items/${BOARD}/photos/${p.id}`);
  }
});
