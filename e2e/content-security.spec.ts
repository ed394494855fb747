import { expect, test } from '@playwright/test';
import { ADMIN, signIn } from './support.ts';

// A cold load, as a first visit or Lighthouse sees it: nothing from a service worker.
test.use({ serviceWorkers: 'block' });

test('the signed-in pages run without breaking their own content security policy', async ({
  page,
}) => {
  const violations: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Audits.issueAdded', ({ issue }) => {
    const details = issue.details.contentSecurityPolicyIssueDetails;
    if (issue.code === 'ContentSecurityPolicyIssue' && details) {
      violations.push(
        `${details.violatedDirective} (${details.contentSecurityPolicyViolationType}) ${details.sourceCodeLocation?.url ?? ''}`,
      );
    }
  });
  await cdp.send('Audits.enable');

  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Calendario de Reservas' })).toBeVisible();
  for (const [path, heading] of [
    ['/admin/operations', 'Operaciones de hoy'],
    ['/admin/maintenance', 'Mantenimiento'],
    ['/admin/reservation', 'Gestión de Reservas'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  // zod's fast path probed `new Function` in the page: an eval violation on every signed-in page.
  expect(violations).toEqual([]);
});
