import { describe, expect, it } from 'vitest';
import { linkInPrompt } from '../../../server/campaigns/promptLink';

describe('the web address an owner wrote in their campaign prompt', () => {
  it('is the first http(s) address, without the sentence’s punctuation after it', () => {
    expect(linkInPrompt('35% off summer sale, see https://acmedogs.example/newsletter.')).toBe(
      'https://acmedogs.example/newsletter',
    );
    expect(
      linkInPrompt('Halloween treats (https://shop.example/halloween?x=1), then www.a.b'),
    ).toBe('https://shop.example/halloween?x=1');
    expect(linkInPrompt('خصم ٢٠٪ https://shop.example/عرض، الآن')).toBe(
      'https://shop.example/%D8%B9%D8%B1%D8%B6',
    );
  });

  it('is none when the prompt has no full address, or only another scheme', () => {
    expect(linkInPrompt('A welcome email for new users')).toBeNull();
    expect(linkInPrompt('Visit shop.example/sale now')).toBeNull();
    expect(linkInPrompt('javascript:alert(1) and ftp://files.example/x')).toBeNull();
    expect(linkInPrompt(`https://${'a'.repeat(3000)}.example`)).toBeNull();
  });
});
