import { randomUUID } from 'node:crypto';
import { createQueues, type Queues } from '@cerca/queues';
import { expect, type Page, test } from '@playwright/test';
import { E2E_REDIS_PREFIX } from '../playwright.config';
import { expectToast, keepScreenshot, openSignedIn, skipOnboarding } from './helpers';

// Issue 11's dead-letter view on /admin?tab=jobs. The failed job is a real one: a notification for
// a person who does not exist, which the app's own notifications worker fails for good ("recipient
// does not exist" is an UnrecoverableError, so no retries wait in between).

const DEMO_ADMIN = { email: 'admin@demo.cerca.mx', password: 'cerca-demo-1234' };
// The Redis the app under test keeps its queues on (REDIS_QUEUE_URL, else the REDIS_URL that
// deploy/local/infrastructure.mjs resolveRedis found).
const QUEUE_REDIS_URL = process.env.REDIS_QUEUE_URL || process.env.REDIS_URL || 'redis://127.0.0.1:6379';

let queues: Queues;
const created: string[] = [];

test.beforeAll(async () => {
  queues = createQueues(QUEUE_REDIS_URL, E2E_REDIS_PREFIX);
  await queues.ready();
});

test.afterAll(async () => {
  for (const id of created) await (await queues.queue.notifications.getJob(id))?.remove();
  await queues?.close();
});

test.beforeEach(async ({ page }) => skipOnboarding(page));

/** Queues a notification for nobody and waits until the app's worker has failed it. */
async function deadNotification(): Promise<string> {
  const job = await queues.queue.notifications.add('deliver', {
    notificationId: randomUUID(),
    userId: randomUUID(),
    type: 'e2e',
    title: 'Aviso para nadie',
  });
  const id = String(job.id);
  created.push(id);
  await expect
    .poll(async () => (await queues.queue.notifications.getJob(id))?.getState(), { timeout: 20_000 })
    .toBe('failed');
  return id;
}

async function openJobsTab(page: Page): Promise<void> {
  await openSignedIn(page, '/admin?tab=jobs', DEMO_ADMIN);
  await expect(page.getByRole('tab', { name: 'Trabajos', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

test('an admin sees a dead notification, its reason and payload, and retries it', async ({ page }) => {
  const id = await deadNotification();
  const processedBefore = (await queues.queue.notifications.getJob(id))!.processedOn!;

  await page.setViewportSize({ width: 390, height: 844 });
  await openJobsTab(page);
  const row = page.locator(`[data-testid="failed-job"][data-job-queue="notifications"][data-job-id="${id}"]`);
  await expect(row).toBeVisible();
  await expect(row.getByRole('heading', { name: 'deliver' })).toBeVisible();
  await expect(row.getByTestId('failed-job-reason')).toHaveText('recipient does not exist');
  await expect(row.getByTestId('failed-job-attempts')).toHaveText('1');
  await expect(row.locator('time')).toContainText(String(new Date().getFullYear()));

  // The payload is collapsed until asked for, from the keyboard too.
  const payload = row.locator('pre');
  await expect(payload).toBeHidden();
  await row.getByText('Datos del trabajo').focus();
  await page.keyboard.press('Enter');
  await expect(payload).toContainText('"title": "Aviso para nadie"');
  await keepScreenshot(page, 'failed-jobs-390.png', { fullPage: true });

  // The queue filter offers the queues present; narrowing to notifications keeps the row.
  const filter = page.getByLabel('Cola', { exact: true });
  await expect(filter.locator('option', { hasText: 'notifications' })).toHaveCount(1);
  await filter.selectOption('notifications');
  await expect(row).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 900 });
  await keepScreenshot(page, 'failed-jobs-1280.png', { fullPage: true });

  await row.getByRole('button', { name: 'Reintentar' }).click();
  await expectToast(page, 'Trabajo enviado a reintentar');
  await expect(row).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(page, 'failed-jobs-after-retry-390.png', { fullPage: true });
  // The server really ran it again (and, its recipient still missing, it failed once more).
  await expect
    .poll(async () => (await queues.queue.notifications.getJob(id))?.processedOn ?? 0, { timeout: 20_000 })
    .toBeGreaterThan(processedBefore);
});

test('retrying a job that is no longer failed shows the server message', async ({ page }) => {
  const id = await deadNotification();
  await openJobsTab(page);
  const row = page.locator(`[data-testid="failed-job"][data-job-queue="notifications"][data-job-id="${id}"]`);
  await expect(row).toBeVisible();
  // Someone else deals with it first: it leaves the failed set behind this page's back.
  await (await queues.queue.notifications.getJob(id))!.remove();
  await row.getByRole('button', { name: 'Reintentar' }).click();
  await expectToast(page, 'Trabajo no encontrado');
  await expect(row).toBeVisible();
});

test('an admin sees the queue counts and removes a dead job after confirming', async ({ page }) => {
  const id = await deadNotification();
  await openJobsTab(page);
  const counts = page.locator('[data-testid="job-queue"][data-queue="notifications"]');
  await expect(counts.locator('[data-count="failed"]')).not.toHaveText('0');
  const row = page.locator(`[data-testid="failed-job"][data-job-queue="notifications"][data-job-id="${id}"]`);
  await row.getByRole('button', { name: 'Eliminar' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Eliminar este trabajo?' });
  await expect(dialog).toBeVisible();
  // Focus starts on Cancelar: Enter by habit does not remove anything.
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await expectToast(page, 'Trabajo eliminado');
  await expect(row).toHaveCount(0);
  expect(await queues.queue.notifications.getJob(id)).toBeUndefined();
});
