import { describe, expect, it } from 'vitest';
import {
  baseLanguage,
  copyLayers,
  directionOf,
  mergeCopy,
  pickLanguage,
} from '../../../shared/i18n/languages';

describe('the language a visitor gets', () => {
  const offered = ['en', 'de', 'ar', 'pt-BR'];

  it('is the first candidate offered, exactly or by its base language', () => {
    expect(pickLanguage(['fr-FR', 'de-AT', 'en'], offered, 'en')).toBe('de');
    expect(pickLanguage(['pt-br'], offered, 'en')).toBe('pt-BR');
    expect(pickLanguage(['AR'], offered, 'en')).toBe('ar');
  });

  it('keeps the candidates’ order: an address or stored choice beats the browser', () => {
    expect(pickLanguage(['ar', 'de-DE'], offered, 'en')).toBe('ar');
  });

  it('is the brand’s default when nothing asked for is offered, or nothing was asked', () => {
    expect(pickLanguage(['fr', 'ja-JP'], offered, 'en')).toBe('en');
    expect(pickLanguage([null, undefined, ''], offered, 'de')).toBe('de');
  });

  it('reads a tag’s base language', () => {
    expect(baseLanguage('de-AT')).toBe('de');
    expect(baseLanguage('EN')).toBe('en');
  });
});

describe('the copy a language is made of', () => {
  it('lays brand over default and language over base language, the default language lowest', () => {
    expect(copyLayers('de-AT', 'en')).toEqual([
      { source: 'default', lang: 'en' },
      { source: 'default', lang: 'de' },
      { source: 'default', lang: 'de-AT' },
      { source: 'brand', lang: 'de' },
      { source: 'brand', lang: 'de-AT' },
    ]);
  });

  it('names each file once for a language that is its own base or the default', () => {
    expect(copyLayers('en', 'en')).toEqual([
      { source: 'default', lang: 'en' },
      { source: 'brand', lang: 'en' },
    ]);
  });

  it('falls back key by key: later layers win, missing keys keep the lower copy', () => {
    const merged = mergeCopy([
      { 'a.title': 'Title', 'a.next': 'Next', 'a.back': 'Back' },
      undefined,
      { 'a.title': 'Titel', 'a.next': 'Weiter' },
      { 'a.next': 'Los geht’s' },
    ]);
    expect(merged).toEqual({ 'a.title': 'Titel', 'a.next': 'Los geht’s', 'a.back': 'Back' });
  });
});

describe('the direction of a language', () => {
  it('is right-to-left for Arabic and Hebrew scripts, left-to-right otherwise', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('he-IL')).toBe('rtl');
    expect(directionOf('de')).toBe('ltr');
    expect(directionOf('en-US')).toBe('ltr');
  });
});
