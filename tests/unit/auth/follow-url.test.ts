import { afterEach, describe, expect, it, vi } from 'vitest';
import { followUrl } from '../../../src/ui/followUrl';

describe('following a URL the server returned', () => {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  afterEach(() => assign.mockClear());

  it('navigates inside the app to a path, and loads an http(s) URL', () => {
    const navigate = vi.fn();
    followUrl('/signup/payment', navigate);
    expect(navigate).toHaveBeenCalledWith('/signup/payment');
    followUrl('https://acme.onramp.example/', navigate);
    expect(assign).toHaveBeenCalledWith('https://acme.onramp.example/');
  });

  it.each(['/\\evil.example/', '/\t/evil.example/', '//evil.example/', 'javascript:alert(1)'])(
    'follows %j neither inside the app nor by a page load',
    (url) => {
      const navigate = vi.fn();
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      followUrl(url, navigate);
      expect(navigate).not.toHaveBeenCalled();
      expect(assign).not.toHaveBeenCalled();
    },
  );
});
