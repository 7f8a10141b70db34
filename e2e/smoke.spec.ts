import { expect, test } from './fixtures';

test('the table loads', async ({ app }) => {
  await expect(app.page.locator('main')).toContainText('Hot Dice');
});
