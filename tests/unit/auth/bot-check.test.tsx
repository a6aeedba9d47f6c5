import { render, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { BotCheck } from '../../../src/app/botCheck/BotCheck';
import type { BotCheckHandle } from '../../../src/app/botCheck/activeBotCheck';
import { BotCheckProvider } from '../../../src/app/botCheck/context';
import type { InitialConfig } from '../../../shared/contract';
import { configuredBotCheckSettings as botCheckSettings } from '../../../src/app/botCheck/configured';

const config = (botCheck: InitialConfig['botCheck']) =>
  ({ botCheck, reCaptchaEnabled: botCheck !== 'off', siteKey: 'site-key-1' }) as InitialConfig;

function renderCheck(botCheck: InitialConfig['botCheck']) {
  const ref = createRef<BotCheckHandle>();
  const view = render(
    <BotCheckProvider settings={botCheckSettings(config(botCheck))}>
      <BotCheck ref={ref} action="login" />
    </BotCheckProvider>,
  );
  return { ref, view };
}

const googleScripts = () =>
  [...document.querySelectorAll('script')].filter((s) => s.src.includes('google.com/recaptcha'));

describe('the bot check', () => {
  afterEach(() => googleScripts().forEach((s) => s.remove()));

  it('follows the initial config: reCAPTCHA, ALTCHA, or nothing when it is off', () => {
    expect(botCheckSettings(config('recaptcha')).provider).toBe('recaptcha');
    expect(botCheckSettings(config('altcha'))).toMatchObject({
      provider: 'altcha',
      challengeUrl: '/api/altcha/challenge',
    });
    expect(botCheckSettings(config('off')).provider).toBe('off');
    expect(
      botCheckSettings({ ...config('altcha'), reCaptchaEnabled: false } as InitialConfig).provider,
    ).toBe('off');
  });

  it('when off shows nothing and needs no token', async () => {
    const { ref, view } = renderCheck('off');
    expect(view.container).toBeEmptyDOMElement();
    await expect(ref.current!.getToken()).resolves.toBe('');
    expect(googleScripts()).toHaveLength(0);
  });

  it("loads reCAPTCHA's script only when the config chose reCAPTCHA", async () => {
    renderCheck('altcha');
    expect(googleScripts()).toHaveLength(0);
    renderCheck('recaptcha');
    await waitFor(() => expect(googleScripts()).toHaveLength(1));
    expect(googleScripts()[0]!.src).toContain('render=site-key-1');
  });
});
