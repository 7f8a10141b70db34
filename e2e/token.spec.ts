/** The loopback host's launch token: read once from the address, then out of the address bar. */
import { expect, test } from './fixtures';

test('the launch token leaves the address bar once read, and a reload still works', async ({
  app,
}) => {
  const { page } = app;
  // The presets come from the API, so seeing one means the token was used.
  await expect(page.getByTestId('preset-ece209')).toBeVisible();
  expect(page.url()).not.toContain('token');
  await page.reload();
  await expect(page.getByTestId('preset-ece209')).toBeVisible();
  expect(page.url()).not.toContain('token');
});
