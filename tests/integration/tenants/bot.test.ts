import { beforeAll, describe, expect, it } from 'vitest';
import { signedUpUser } from '../auth/harness';
import { databaseTargets } from '../support/databases';
import { onboard, pay, serverPerSuite, tenantCookie, tenantSession, tenantUrlOf } from './support';

describe.each(databaseTargets())('helpdesk bot on $name', (target) => {
  const suite = serverPerSuite(target);
  let host: string;
  let session: string;
  let otherHost: string;
  let otherSession: string;

  async function tenantWith(
    pairs: { questionTitle: string; questionValue: string }[],
    docs: { title: string; body: string }[],
  ) {
    const db = suite.server.database.db;
    const user = await signedUpUser(suite.server.app);
    await onboard(db, user.userId, pairs);
    for (const doc of docs) {
      // As the knowledge base import stores pages before the tenant exists.
      await db
        .insertInto('knowledge_documents')
        .values({
          user_id: user.userId,
          tenant_id: null,
          source_url: 'https://help.example.com',
          url: `https://help.example.com/${doc.title.toLowerCase().replace(/\W+/g, '-')}`,
          title: doc.title,
          body: doc.body,
          updated_at: new Date(),
        })
        .execute();
    }
    await pay(suite.server.app, db, user);
    const url = await tenantUrlOf(suite.server.app, user.token);
    return { host: new URL(url).host, session: await tenantSession(suite.server.app, url) };
  }

  beforeAll(async () => {
    ({ host, session } = await tenantWith(
      [
        {
          questionTitle: 'How long does shipping take?',
          questionValue: 'Orders ship within 3 to 5 business days.',
        },
        { questionTitle: 'Do you ship abroad?', questionValue: 'We ship to the EU and the UK.' },
      ],
      [
        {
          title: 'Refund policy',
          body: 'You can ask for a refund within 30 days of purchase. Refunds are paid back to the original card within a week.',
        },
      ],
    ));
    ({ host: otherHost, session: otherSession } = await tenantWith(
      [{ questionTitle: 'What is the secret discount code?', questionValue: 'OTHER-TENANT-ONLY' }],
      [],
    ));
  });

  const ask = (question: unknown, askHost = host, token = session) =>
    suite.server.app.inject({
      method: 'POST',
      url: '/api/tenant/bot/ask',
      headers: { host: askHost, cookie: tenantCookie(token) },
      payload: { question },
    });

  it('answers from a Q/A pair taught during onboarding, asked in other words', async () => {
    const res = await ask('how many days until my order is shipped?');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: {
        answered: true,
        answer: 'Orders ship within 3 to 5 business days.',
        source: { kind: 'qa', title: 'How long does shipping take?' },
      },
    });
  });

  it('answers from the imported knowledge base with an excerpt', async () => {
    const res = await ask('Can I get a refund?');
    const data = res.json<{
      data: { answered: boolean; answer: string; source: { kind: string; url: string } };
    }>().data;
    expect(data.answered).toBe(true);
    expect(data.source).toMatchObject({
      kind: 'knowledge_base',
      url: 'https://help.example.com/refund-policy',
    });
    expect(data.answer).toMatch(/refund/i);
  });

  it('says plainly it has no answer to an unrelated question', async () => {
    const res = await ask('What is the capital of France?');
    expect(res.json()).toMatchObject({
      err: false,
      data: { answered: false, answer: null, source: null },
    });
    expect((await ask('the and of')).json()).toMatchObject({ data: { answered: false } });
  });

  it("never answers from another tenant's pairs", async () => {
    expect((await ask('What is the secret discount code?')).json()).toMatchObject({
      data: { answered: false },
    });
    const own = await ask('What is the secret discount code?', otherHost, otherSession);
    expect(own.json()).toMatchObject({ data: { answered: true, answer: 'OTHER-TENANT-ONLY' } });
  });

  it('refuses an empty, oversized or missing question with a 400', async () => {
    for (const question of ['', '   ', 'x'.repeat(501), 42, undefined]) {
      const res = await ask(question);
      expect(res.statusCode, JSON.stringify(question)).toBe(400);
      expect(res.json()).toMatchObject({ err: true });
    }
  });
});
