import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { starterCampaign } from '../../../server/tenants/starterCampaign';
import { sanitizedEmail } from '../../../src/tenant/sanitizeEmail';

function Preview({ html }: { html: string }) {
  return (
    <main>
      <h1>Compilers Inc workspace</h1>
      <section aria-labelledby="campaign-title">
        <h2 id="campaign-title">Your first campaign</h2>
        <article aria-label="preview">{sanitizedEmail(html)}</article>
      </section>
    </main>
  );
}

describe('the campaign preview', () => {
  it("renders the starter campaign's heading as an h3 under the section, leaving the page one h1", () => {
    const { html } = starterCampaign({
      company: 'Compilers Inc',
      productName: 'Onramp',
      prompt: null,
      theme: null,
      primaryColor: '#3346d3',
      websiteUrl: 'https://compilers.example',
    });
    render(<Preview html={html} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      screen.getByRole('heading', { level: 3, name: 'Welcome to Compilers Inc' }),
    ).toBeTruthy();
  });

  it('moves every heading of the email two levels down, keeping their order and text', () => {
    render(<Preview html="<h1>A</h1><h2>B</h2><h3>C</h3><h4>D</h4>" />);
    const headings = screen.getByRole('article').querySelectorAll('h1, h2, h3, h4, h5, h6');
    expect(Array.from(headings, (h) => `${h.tagName}:${h.textContent}`)).toEqual([
      'H3:A',
      'H4:B',
      'H5:C',
      'H6:D',
    ]);
  });

  it('keeps the draft’s language and direction: an Arabic draft on an English page is Arabic, right to left', () => {
    render(
      <Preview html='<!doctype html><html lang="ar" dir="rtl"><body><h1>خصم 20%</h1><p>مرحبًا،</p></body></html>' />,
    );
    const draft = screen.getByRole('heading', { level: 3, name: 'خصم 20%' }).parentElement!;
    expect(draft.getAttribute('lang')).toBe('ar');
    expect(draft.getAttribute('dir')).toBe('rtl');
    expect(draft.textContent).toBe('خصم 20%مرحبًا،');
  });

  it('marks no language an email does not declare, and none that is not a language tag', () => {
    render(<Preview html="<p>Hello</p>" />);
    expect(screen.getByRole('article').querySelector('[lang]')).toBeNull();
    render(
      <Preview html='<html lang="x" onclick="alert(1)" dir="rtl"><body><p>Hi</p></body></html>' />,
    );
    expect(document.querySelector('[lang]')).toBeNull();
  });
});
