import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OnboardingUserData } from '../../../shared/contract';
import { renderStep } from './renderStep';
import { showEnglish, showLanguage } from './showLanguage';

vi.mock('../../../src/api/user', () => ({
  getUserData: vi.fn(),
  updateUserData: vi.fn(),
  resendVerificationEmail: vi.fn(),
}));
const { updateUserData } = await import('../../../src/api/user');

const DEFAULT_PROMPT = /^Write a welcome email for new users .*call-to-action/;
const THEMES = [
  'Real life',
  'Real life inspired',
  'Infographic with text',
  'Human stick art',
  'Line art',
  'Anime inspired',
  'Cartoon Network inspired',
  'Renaissance painting inspired',
  'Sci-fi movie inspired',
  'Abstract line art',
  'Icon with line art',
  'Crayon art',
];
const TEMPLATES: OnboardingUserData['campaignTemplates'] = [
  { id: 't1', name: 'Welcome email', imageURL: '/t1.svg', prompt: 'Greet new customers warmly.' },
  {
    id: 't2',
    name: 'Win-back offer',
    imageURL: '/t2.svg',
    prompt: 'Invite lapsed customers back.',
  },
];
const SAVED = {
  stepName: 'stages',
  campaignPrompt: 'Announce our spring sale',
  graphicThemePreference: 'lineArt',
};

const promptBox = () => screen.findByRole('textbox', { name: /Your prompt/ });

beforeEach(() => {
  window.scrollTo = vi.fn() as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(showEnglish);
afterEach(() => vi.mocked(updateUserData).mockReset());

describe('the campaign prompt box', () => {
  it('starts from the default welcome-email prompt when none is saved', async () => {
    renderStep('generate_campaign', { userData: { stepName: 'generate_campaign' } });
    const box = (await promptBox()) as HTMLTextAreaElement;
    await waitFor(() => expect(box.value).toMatch(DEFAULT_PROMPT));
  });

  it('keeps a saved prompt', async () => {
    renderStep('generate_campaign', { userData: SAVED });
    expect(await promptBox()).toHaveValue('Announce our spring sale');
  });

  it('inserts pasted content as plain text at the cursor', async () => {
    renderStep('generate_campaign', { userData: SAVED });
    const box = (await promptBox()) as HTMLTextAreaElement;
    box.setSelectionRange(9, 9);
    fireEvent.paste(box, {
      clipboardData: {
        getData: (type: string) => (type === 'text/plain' ? 'our big ' : '<b>our big</b> '),
      },
    });
    await waitFor(() => expect(box).toHaveValue('Announce our big our spring sale'));
  });

  it("says 'Input field required' when empty, scrolls to the top, and clears on a key press", async () => {
    renderStep('generate_campaign', { userData: SAVED });
    const box = await promptBox();
    await userEvent.clear(box);
    await userEvent.click(screen.getByRole('button', { name: 'Generate with AI' }));
    expect(await screen.findByText('Input field required')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Input field required');
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(updateUserData).not.toHaveBeenCalled();
    box.focus();
    await userEvent.keyboard('W');
    expect(screen.queryByText('Input field required')).toBeNull();
  });

  it('is between 3em and 10em high', async () => {
    renderStep('generate_campaign', { userData: SAVED });
    expect(await promptBox()).toHaveAttribute('rows', '3');
    const css = readFileSync(
      join(__dirname, '../../../renderers/widgets/PromptEditorWidget.css'),
      'utf8',
    );
    expect(css).toMatch(/min-height: calc\(3em/);
    expect(css).toMatch(/max-height: calc\(10em/);
  });
});

describe('the sample templates', () => {
  it('are shown only when there is more than one', async () => {
    renderStep('generate_campaign', { userData: { ...SAVED, campaignTemplates: [TEMPLATES[0]!] } });
    await promptBox();
    expect(screen.queryByRole('heading', { name: 'Sample Templates' })).toBeNull();
  });

  it("show image, name and prompt, and 'Edit prompts' copies the prompt into the box", async () => {
    renderStep('generate_campaign', { userData: { ...SAVED, campaignTemplates: TEMPLATES } });
    const section = (await screen.findByRole('heading', { name: 'Sample Templates' })).closest(
      'section',
    )!;
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[1]!.querySelector('img')).toHaveAttribute('src', '/t2.svg');
    expect(cards[1]).toHaveTextContent('Invite lapsed customers back.');
    await userEvent.click(within(cards[1]!).getByRole('button', { name: /Edit prompts/ }));
    expect(await promptBox()).toHaveValue('Invite lapsed customers back.');
    expect(await promptBox()).toHaveFocus();
  });
});

describe("the server's catalog in another language", () => {
  it('shows the templates and themes the copy names in that language', async () => {
    const german = await showLanguage('de');
    renderStep('generate_campaign', {
      userData: {
        ...SAVED,
        // As the server sends them: English names the copy has keys for.
        campaignTemplates: [
          { id: 'welcome-email', name: 'Welcome email', imageURL: '/a.svg', prompt: 'Hi' },
          { id: 'win-back', name: 'Win-back offer', imageURL: '/b.svg', prompt: 'Back' },
        ],
        themePreferenceList: [{ key: 'lineArt', label: 'Line art', imageUrl: '/l.svg' }],
      },
    });
    const section = (await screen.findByRole('heading', { name: 'Beispielvorlagen' })).closest(
      'section',
    )!;
    expect(within(section).getByText('Willkommens-E-Mail')).toBeInTheDocument();
    expect(
      within(section).getByText(german['widgets.promptEditor.templates.win-back.prompt']!),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Grafikstil/ })).toHaveValue(
      german['themes.lineArt'],
    );
  });
});

describe('the graphic theme dropdown', () => {
  it('lists the 12 themes, each with its 86 px picture', async () => {
    renderStep('generate_campaign', { userData: SAVED });
    const combo = await screen.findByRole('combobox', { name: /Graphic theme/ });
    expect(combo).toHaveAttribute('placeholder', 'Select a theme for your campaign....');
    await userEvent.click(combo);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(THEMES);
    const picture = options[0]!.querySelector('img')!;
    expect(picture).toHaveAttribute('src', '/themes/realLife.svg');
    expect(picture).toHaveAttribute('width', '86');
    expect(picture).toHaveAttribute('height', '86');
  });

  it('is used with the keyboard: arrows move, Enter picks, Escape closes', async () => {
    vi.mocked(updateUserData).mockResolvedValue({ stepName: 'stages' } as OnboardingUserData);
    renderStep('generate_campaign', { userData: SAVED });
    // Both lazily loaded widgets are in before the keys go to the dropdown (seen flaky under load).
    await promptBox();
    const combo = await screen.findByRole('combobox', { name: /Graphic theme/ });
    combo.focus();
    await waitFor(() => expect(combo).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(combo).toHaveAttribute('aria-expanded', 'true');
    const active = () => document.getElementById(combo.getAttribute('aria-activedescendant')!);
    expect(active()).toHaveTextContent('Line art');
    expect(active()).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toHaveTextContent('Cartoon Network inspired');
    await userEvent.keyboard('{Enter}');
    expect(combo).toHaveAttribute('aria-expanded', 'false');
    expect(combo).toHaveValue('Cartoon Network inspired');
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Generate with AI' }));
    await waitFor(() =>
      expect(updateUserData).toHaveBeenCalledWith('generate_campaign', {
        campaignPrompt: 'Announce our spring sale',
        graphicThemePreference: 'cartoonNetworkInspired',
      }),
    );
  });

  it("filters by typing and says 'No options' when nothing matches", async () => {
    renderStep('generate_campaign', { userData: SAVED });
    const combo = await screen.findByRole('combobox', { name: /Graphic theme/ });
    await userEvent.click(combo);
    await userEvent.clear(combo);
    await userEvent.type(combo, 'anime');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(1);
    await userEvent.type(combo, 'zzz');
    expect(screen.getByText('No options')).toBeInTheDocument();
  });

  it('chooses the first theme when the stored value matches none', async () => {
    vi.mocked(updateUserData).mockResolvedValue({ stepName: 'stages' } as OnboardingUserData);
    renderStep('generate_campaign', {
      userData: { ...SAVED, graphicThemePreference: 'watercolour' },
    });
    const combo = await screen.findByRole('combobox', { name: /Graphic theme/ });
    await waitFor(() => expect(combo).toHaveValue('Real life'));
    await userEvent.click(screen.getByRole('button', { name: 'Generate with AI' }));
    await waitFor(() =>
      expect(updateUserData).toHaveBeenCalledWith(
        'generate_campaign',
        expect.objectContaining({ graphicThemePreference: 'realLife' }),
      ),
    );
  });
});

describe('Generate with AI', () => {
  it("goes to the step the server's reply names", async () => {
    vi.mocked(updateUserData).mockResolvedValue({ stepName: 'stages' } as OnboardingUserData);
    const { onDone } = renderStep('generate_campaign', { userData: SAVED });
    const box = await promptBox();
    await userEvent.type(box, '!');
    await userEvent.click(screen.getByRole('button', { name: 'Generate with AI' }));
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith('server', 'stages', { stepName: 'stages' }),
    );
  });

  it('goes straight to the stored step without a call when prompt and theme are unchanged', async () => {
    const { onDone } = renderStep('generate_campaign', { userData: SAVED });
    await promptBox();
    await userEvent.click(screen.getByRole('button', { name: 'Generate with AI' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('server', 'stages', undefined));
    expect(updateUserData).not.toHaveBeenCalled();
  });
});
