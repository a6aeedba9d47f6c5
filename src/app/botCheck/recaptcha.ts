interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let loading: Promise<Grecaptcha> | undefined;

/**
 * Loads Google's reCAPTCHA script, once, and only when the initial config chose reCAPTCHA (the
 * server's CSP then allows its origins). Invisible (score based): a token is asked for on submit.
 */
export function loadRecaptcha(siteKey: string, doc: Document = document): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const api = window.grecaptcha;
      if (api) api.ready(() => resolve(api));
      else reject(new Error('reCAPTCHA did not load'));
    };
    script.onerror = () => {
      loading = undefined;
      reject(new Error('reCAPTCHA could not be loaded'));
    };
    doc.head.appendChild(script);
  });
  return loading;
}

export async function recaptchaToken(siteKey: string, action: string): Promise<string | null> {
  try {
    const api = await loadRecaptcha(siteKey);
    return (await api.execute(siteKey, { action })) || null;
  } catch (error) {
    console.error(error);
    return null;
  }
}
