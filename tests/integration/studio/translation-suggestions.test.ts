import { describe, expect, it } from 'vitest';
import { configFilesOf, liveConfigVersion } from '../../../server/config/store/versions';
import { databaseTargets } from '../support/databases';
import { operatorServer, type OperatorServer } from '../support/studio';

const suggest = (s: OperatorServer, payload: object, token = s.token) =>
  s.app.inject({
    method: 'POST',
    url: '/api/studio/translations/suggestions',
    headers: { authorization: `Bearer ${token}` },
    payload,
  });

/** A key of the live copy with its English and German words. */
async function translatedKey(s: OperatorServer) {
  const db = s.server.database.db;
  const files = await configFilesOf(db, (await liveConfigVersion(db, 'default'))!.id);
  const copy = (lang: string) =>
    JSON.parse(files.get(`brands/default/locales/${lang}.json`)!) as Record<string, string>;
  const key = 'steps.tenant_domain.title';
  return { english: copy('en')[key]!, german: copy('de')[key]! };
}

describe.each(databaseTargets())('translation suggestions in the Studio on $name', (target) => {
  // No LLM_BASE_URL: the embedded default, the brand's own translation memory.
  const s = operatorServer(target, { env: { RATE_LIMIT_PER_ACCOUNT: '4' } });

  it('suggests what the brand’s copy already translates, and nothing for words it does not have', async () => {
    const { english, german } = await translatedKey(s);
    const res = await suggest(s, {
      language: 'de',
      texts: [
        { id: english, source: english },
        { id: 'Never written anywhere before', source: 'Never written anywhere before' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      err: false,
      data: { generator: 'memory', suggestions: [{ id: english, text: german, from: 'memory' }] },
    });
  });

  it('refuses the default language, a language the brand lacks, and too many texts', async () => {
    for (const language of ['en', 'fr']) {
      const res = await suggest(s, { language, texts: [] });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ err: true, status_code: 'validation_failed' });
    }
    const many = Array.from({ length: 101 }, (_, i) => ({ id: `t${i}`, source: `t${i}` }));
    expect((await suggest(s, { language: 'de', texts: many })).statusCode).toBe(400);
  });

  it('counts an operator’s requests and refuses them past the limit', async () => {
    let res = await suggest(s, { language: 'ar', texts: [] });
    for (let i = 0; i < 5 && res.statusCode === 200; i += 1)
      res = await suggest(s, { language: 'ar', texts: [] });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ status_code: 'rate_limited', data: { per: 'account' } });
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('is for operators only', async () => {
    const res = await suggest(s, { language: 'de', texts: [] }, 'not-a-session');
    expect(res.statusCode).toBe(403);
  });
});
