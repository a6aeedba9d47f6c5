import { useEffect, useImperativeHandle, useMemo, useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { AltchaControl } from './altcha';
import { altchaStrings } from './altchaStrings';
import { setActiveBotCheck, type BotCheckHandle } from './activeBotCheck';
import { useBotCheckSettings } from './context';
import { loadRecaptcha, recaptchaToken } from './recaptcha';
import type { BotCheckSettings } from './settings';
import './BotCheck.css';

export interface BotCheckProps {
  ref?: Ref<BotCheckHandle>;
  /** reCAPTCHA's action name (login, signup). */
  action: string;
  /** Also offer this check to code outside React (the subdomain step's submit action). */
  registerAsActive?: boolean;
  /** The settings to use instead of the provider's (a widget passes its wizard context's). */
  settings?: BotCheckSettings;
}

/**
 * The bot check a form sends as gRecaptchaToken: ALTCHA's self-hosted proof of work (its widget,
 * shown in the form), invisible reCAPTCHA when the initial config chose it (its script is loaded only
 * then), or nothing when the check is off.
 */
export function BotCheck({ ref, action, registerAsActive = false, settings }: BotCheckProps) {
  const { provider, siteKey, challengeUrl } = useBotCheckSettings(settings);
  const containerRef = useRef<HTMLDivElement>(null);
  const altchaRef = useRef<Promise<AltchaControl | null> | null>(null);
  const { t, i18n } = useTranslation();
  const language = i18n.language;

  useEffect(() => {
    const container = containerRef.current;
    if (provider !== 'altcha' || !container) return;
    let control: AltchaControl | null = null;
    let cancelled = false;
    const loading = import('./altcha')
      .then(({ mountAltcha }) => {
        if (cancelled) return null;
        control = mountAltcha(container, challengeUrl);
        return control;
      })
      .catch((error: unknown) => {
        console.error('The bot check could not be loaded', error);
        return null;
      });
    altchaRef.current = loading;
    return () => {
      cancelled = true;
      control?.destroy();
      altchaRef.current = null;
    };
  }, [provider, challengeUrl]);

  // A language switch translates the widget in place: mounting it again would restart its solving.
  useEffect(() => {
    void altchaRef.current?.then((control) => control?.translate(language, altchaStrings(t)));
  }, [provider, challengeUrl, language, t]);

  useEffect(() => {
    if (provider !== 'recaptcha') return;
    // Loaded ahead of the submit, so asking for a token then is quick.
    loadRecaptcha(siteKey).catch((error: unknown) => console.error(error));
  }, [provider, siteKey]);

  const handle = useMemo<BotCheckHandle>(
    () => ({
      async getToken() {
        if (provider === 'off') return '';
        if (provider === 'recaptcha') return recaptchaToken(siteKey, action);
        const control = await altchaRef.current;
        return control ? control.solve() : null;
      },
      reset() {
        if (provider === 'altcha') void altchaRef.current?.then((control) => control?.reset());
      },
    }),
    [provider, siteKey, action],
  );

  useImperativeHandle(ref, () => handle, [handle]);

  useEffect(() => {
    if (registerAsActive) return setActiveBotCheck(handle);
  }, [registerAsActive, handle]);

  if (provider !== 'altcha') return null;
  return <div ref={containerRef} className="bot-check" />;
}
