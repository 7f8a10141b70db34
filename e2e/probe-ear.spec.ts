import { test } from './fixtures';
import { focusedId, lastHeard, heardSince, tabTo } from './helpers/ear';

test.skip('probe pig', async ({ app }) => {
  test.setTimeout(120_000);
  const { page } = app;
  await page.getByTestId('setup').waitFor();
  await tabTo(page, 'open-pig');
  await page.keyboard.press('Enter');
  await page.getByTestId('pig-setup').waitFor();
  console.log('open', await focusedId(page));
  await tabTo(page, 'pig-target-input');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('20');
  await tabTo(page, 'pig-seed');
  await page.keyboard.type('7');
  await tabTo(page, 'pig-start');
  const keys = ['Enter', 's', 'r', 'r', 'r', 'h', 'WAIT', 'r', 'r', 'r', 'h', 'WAIT', 'r', 'r', 'r', 'h', 'WAIT', 'r', 'r', 'r', 'r', 'h', 'WAIT', 'r', 'r', 'r', 'h', 'WAIT'];
  for (const key of keys) {
    const since = await lastHeard(page);
    if (key === 'WAIT') await page.waitForTimeout(3000);
    else await page.keyboard.press(key);
    await page.waitForTimeout(500);
    console.log(JSON.stringify(key), await focusedId(page), JSON.stringify(await heardSince(page, since)));
  }
});

test('probe rd', async ({ app }) => {
  test.setTimeout(120_000);
  const { page } = app;
  await page.getByTestId('setup').waitFor();
  await tabTo(page, 'open-rolldice');
  await page.keyboard.press('Enter');
  await page.waitForTimeout(500);
  console.log('open', await focusedId(page));
  await tabTo(page, 'rd-seed');
  await page.keyboard.type('0x2a');
  await tabTo(page, 'rd-start');
  const keys = ['Enter', 'd', '1', '2', '3', 's', '1', '2', 't', 's', '4', '5', 's', 'd', '1'];
  for (const key of keys) {
    const since = await lastHeard(page);
    await page.keyboard.press(key);
    await page.waitForTimeout(500);
    console.log(JSON.stringify(key), await focusedId(page), JSON.stringify(await heardSince(page, since)));
  }
});

test('probe forced', async ({ app }) => {
  const { page } = app;
  await page.getByTestId('setup').waitFor();
  await page.emulateMedia({ forcedColors: 'active' });
  await page.setViewportSize({ width: 1200, height: 800 });
  await page.getByTestId('generator').scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, -60);
  await page.waitForTimeout(300);
  await page.screenshot({ path: '/tmp/ear-forced.png' });
  await page.getByTestId('seed-input').fill('0x2a');
  await page.getByTestId('start-game').click();
  await page.getByTestId('coach-toggle').check();
  await page.getByTestId('roll').click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/ear-forced-table.png' });
});
