import { expect, test } from '@playwright/test';
import { latestMail } from './auth/helpers';
import { copyOf } from './support/copy';
import { ownServerForSpec } from './support/ownServer';
import { OPERATOR, OPERATOR_ENV } from './support/publishStep';
import type { OperatorRole } from '../../shared/contract/operatorRoles';
import { addOperator, signInToStudio, studioCopy, untilSignedIn } from './support/studio';

const copy = studioCopy;

const own = ownServerForSpec({ name: 'studio-roles', env: OPERATOR_ENV });

const EDITOR = { email: 'editor@onramp.test', password: 'Editor-Pass1' };

test('an admin invites an editor by mail; the editor accepts, signs in and edits, has no Publish button, and a publish sent anyway is refused', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signInToStudio(page, own.baseUrl, OPERATOR);

  // The admin's header links the Operators page; the invitation goes out by mail.
  await page.getByRole('link', { name: copy('studio.nav.operators') }).click();
  const invite = page.getByRole('form', { name: copy('studio.operators.inviteTitle') });
  await invite.getByLabel(copy('studio.operators.email')).fill(EDITOR.email);
  await invite
    .getByLabel(copy('studio.operators.role'))
    .selectOption({ label: copy('studio.roles.editor') });
  await invite.getByRole('button', { name: copy('studio.operators.invite') }).click();
  await expect(page.getByRole('status')).toHaveText(
    copy('studio.operators.invited', { email: EDITOR.email }),
  );
  await expect(
    page.getByRole('button', { name: copy('studio.operators.revoke', EDITOR) }),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/studio-operators-en.png', fullPage: true });
  const mail = await latestMail(EDITOR.email, 'operator_invitation', own.baseUrl);
  const link = mail.links.find((l) => l.includes('/studio/invite?token='))!;
  expect(link).toBeTruthy();

  // The invitee, in a browser of their own, chooses a password and is signed in.
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  const editor = await context.newPage();
  await editor.goto(link);
  await expect(editor.getByText(EDITOR.email, { exact: false })).toBeVisible();
  await editor.getByLabel(copy('studio.invite.password')).fill(EDITOR.password);
  await editor.getByRole('button', { name: copy('studio.invite.submit') }).click();
  await untilSignedIn(editor, EDITOR.email);
  // The link works once.
  await editor.getByRole('button', { name: copy('studio.signOut') }).click();
  await editor.goto(link);
  await expect(editor.getByRole('alert')).toContainText(copy('errors.invitationUsed'));

  // Signing in again with the new password; the editor edits, and publishing is not offered.
  await signInToStudio(editor, own.baseUrl, EDITOR);
  const addStep = editor.getByRole('form', { name: copy('studio.addStep.title') });
  await addStep.getByLabel(copy('studio.addStep.template')).selectOption('requiredSelect');
  await addStep.getByLabel(copy('studio.addStep.name')).fill('team_focus');
  await addStep.getByLabel(copy('studio.addStep.stepTitle')).fill('What does your team focus on?');
  await addStep.getByLabel(copy('studio.addStep.requiredMessage')).fill('Please choose one');
  await addStep.getByRole('button', { name: copy('studio.addStep.submit') }).click();
  await expect(editor.locator('.studio-editor__path')).toHaveText('schemas/steps/team_focus.json');
  await expect(
    editor
      .getByRole('list', { name: copy('studio.steps.listLabel') })
      .locator('.studio-step__name'),
  ).toContainText(['team_focus']);
  await expect(editor.getByRole('button', { name: copy('studio.publish.submit') })).toHaveCount(0);
  await expect(editor.getByRole('link', { name: copy('studio.nav.operators') })).toHaveCount(0);

  // A publish sent by hand, bypassing the page, is refused by the server.
  const refused = await editor.evaluate(async () => {
    const token = sessionStorage.getItem('onramp.studio.token');
    const versions = await fetch('/api/studio/versions', {
      headers: { authorization: `Bearer ${token}` },
    });
    const { data } = (await versions.json()) as { data: { liveVersionId: string } };
    const res = await fetch('/api/studio/versions', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        basedOn: data.liveVersionId,
        files: { 'schemas/flows/main.json': null },
      }),
    });
    return { status: res.status, body: (await res.json()) as { status_code: string } };
  });
  expect(refused.status).toBe(403);
  expect(refused.body.status_code).toBe('role_forbidden');
  await context.close();
});

test('an invitation the admin sends in German is a German mail whose link opens the page in German', async ({
  page,
  browser,
}) => {
  const de = copyOf('de');
  const invitee = 'ada@onramp.test';
  await signInToStudio(page, own.baseUrl, OPERATOR);
  await page.getByRole('link', { name: copy('studio.nav.operators') }).click();
  const invite = page.getByRole('form', { name: copy('studio.operators.inviteTitle') });
  await invite.getByLabel(copy('studio.operators.email')).fill(invitee);
  const language = invite.getByLabel(copy('studio.operators.language'));
  await expect(language).toHaveValue('en');
  await language.selectOption({ label: 'Deutsch' });
  await invite.getByRole('button', { name: copy('studio.operators.invite') }).click();
  await expect(page.getByRole('status')).toHaveText(
    copy('studio.operators.invited', { email: invitee }),
  );

  const mail = await latestMail(invitee, 'operator_invitation', own.baseUrl);
  expect(mail.subject).toBe(de['mail.operatorInvitation.subject']!.replace('{{brand}}', 'Onramp'));
  const link = mail.links.find((l) => l.includes('/studio/invite?token='))!;
  const context = await browser.newContext();
  const opened = await context.newPage();
  await opened.goto(link);
  await expect(opened.getByRole('button', { name: de['studio.invite.submit'] })).toBeVisible();
  await expect(opened.locator('html')).toHaveAttribute('lang', 'de');
  await context.close();
});

test("an admin's change to an operator's role shows on the operator's open Studio without a reload, and removing them signs them out", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const publisher = { email: 'pat@onramp.test', password: 'Publisher-Pass1' };
  await addOperator(own.root, publisher, 'publisher');
  // Within a heartbeat (studioPresenceMs) and a little.
  const soon = { timeout: 25_000 };

  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  const theirs = await context.newPage();
  await signInToStudio(theirs, own.baseUrl, publisher);
  const publish = theirs.getByRole('button', { name: copy('studio.publish.submit') });
  await expect(publish).toBeVisible();

  await signInToStudio(page, own.baseUrl, OPERATOR);
  await page.getByRole('link', { name: copy('studio.nav.operators') }).click();
  const roleOf = page.getByLabel(copy('studio.operators.roleOf', publisher));
  const setRole = async (role: OperatorRole) => {
    await roleOf.selectOption({ label: copy(`studio.roles.${role}`) });
    await expect(page.getByRole('status')).toHaveText(
      copy('studio.operators.roleChanged', { ...publisher, role: copy(`studio.roles.${role}`) }),
    );
  };

  // Demoted to editor: Publish and the Webhooks link go, and the Studio says why.
  await setRole('editor');
  await expect(publish).toHaveCount(0, soon);
  await expect(theirs.getByRole('link', { name: copy('studio.nav.webhooks') })).toHaveCount(0);
  await expect(theirs.locator('.studio-role-notice')).toHaveText(
    copy('studio.roleChanged', { role: copy('studio.roles.editor') }),
  );
  expect(theirs.url()).toBe(`${own.baseUrl}/studio`);

  // A publisher again, on the Webhooks page; made a viewer, they go to the flow's page.
  await setRole('publisher');
  const webhooks = theirs.getByRole('link', { name: copy('studio.nav.webhooks') });
  await webhooks.click(soon);
  await expect(theirs).toHaveURL(`${own.baseUrl}/studio/webhooks`);
  await setRole('viewer');
  await expect(theirs).toHaveURL(`${own.baseUrl}/studio`, soon);
  await expect(theirs.locator('.studio-role-notice')).toHaveText(
    copy('studio.roleChanged', { role: copy('studio.roles.viewer') }),
  );
  await expect(webhooks).toHaveCount(0);
  await expect(publish).toHaveCount(0);

  // Removed: their session is gone, and their Studio goes back to signing in.
  await page.getByRole('button', { name: copy('studio.operators.remove', publisher) }).click();
  await expect(theirs.getByText(copy('studio.signIn.sessionEnded'))).toBeVisible(soon);
  await expect(theirs.getByLabel(copy('studio.signIn.password'))).toBeVisible();
  await context.close();
});
