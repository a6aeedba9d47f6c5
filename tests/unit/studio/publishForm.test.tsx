import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '../../../src/api/errors';
import { draftChanges } from '../../../src/studio/draft/draftChanges';
import { versionDiff } from '../../../src/studio/draft/versionDiff';
import { PublishForm } from '../../../src/studio/PublishForm';
import type { StudioApi } from '../../../src/studio/studioApi';
import '../../../src/i18n';
import en from '../../../brands/default/locales/en.json';

const copy = en as Record<string, string>;
const PROBLEM = {
  file: 'schemas/steps/company_size.json',
  path: '/type',
  rule: 'meta-schema',
  message: '"type" cannot be "null"',
  fix: 'write "object"',
};

function refusingApi(): StudioApi {
  const publish = vi.fn(() =>
    Promise.reject(
      new ApiCallError(
        'refused',
        'config_invalid',
        400,
        { problems: [PROBLEM] },
        {
          id: 'errors.configInvalid',
        },
      ),
    ),
  );
  return { publish } as unknown as StudioApi;
}

describe("the Studio's publish form", () => {
  it('shows why a publish was refused until the draft is edited, then leaves it to the live checker', async () => {
    const api = refusingApi();
    const props = {
      api,
      basedOn: '1',
      onPublished: vi.fn(),
      onScheduled: vi.fn(),
      onLoadLive: vi.fn(),
      onOpen: vi.fn(),
      diff: [],
    };
    const broken = { 'schemas/steps/company_size.json': '{"type": "null"}' };
    const { rerender } = render(<PublishForm {...props} edits={broken} />);
    await userEvent.click(screen.getByRole('button', { name: copy['studio.publish.submit'] }));

    // The alert region is always there, empty: what it says comes with the refusal, later.
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(copy['errors.configInvalid']!),
    );
    expect(screen.getByRole('button', { name: /"type" cannot be "null"/ })).toBeInTheDocument();

    rerender(<PublishForm {...props} edits={broken} />);
    expect(screen.getByRole('alert')).toHaveTextContent(copy['errors.configInvalid']!);

    const fixed = { 'schemas/steps/company_size.json': '{"type": "object"}' };
    rerender(<PublishForm {...props} edits={fixed} />);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: /"type" cannot be "null"/ })).toBeNull();
  });
});

describe("the publish form's count", () => {
  it('counts the changes of the draft, not its files, and nothing once it reads as the live version', () => {
    const base = { 'a.json': '{"steps": [{"name": "x"}, {"name": "y"}], "n": 1}' };
    const props = {
      api: refusingApi(),
      basedOn: '1',
      onPublished: vi.fn(),
      onScheduled: vi.fn(),
      onLoadLive: vi.fn(),
      onOpen: vi.fn(),
    };
    const form = (draft: Record<string, string>) => {
      const diff = versionDiff(base, draft);
      return <PublishForm {...props} diff={diff} edits={draftChanges(diff, draft)} />;
    };
    const { rerender } = render(
      form({ 'a.json': '{"n": 2, "steps": [{"name": "y"}, {"name": "x"}]}' }),
    );
    expect(screen.getByText('2 changes in 1 file.')).toBeInTheDocument();

    rerender(form({ 'a.json': '{\n  "n": 1,\n  "steps": [{"name": "x"}, {"name": "y"}]\n}\n' }));
    expect(screen.getByText(copy['studio.publish.nothingChanged']!)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: copy['studio.publish.submit'] })).toBeDisabled();
  });
});

describe("the publish form's time", () => {
  const edits = { 'schemas/steps/company_size.json': '{"type": "object"}' };
  const props = {
    basedOn: '1',
    onPublished: vi.fn(),
    onLoadLive: vi.fn(),
    onOpen: vi.fn(),
    diff: [],
  };

  it('schedules the draft at the local time picked, sent as UTC, instead of publishing it now', async () => {
    const schedulePublish = vi.fn(() =>
      Promise.resolve({ scheduledId: '7', publishAt: '2031-03-04T05:06:00.000Z' }),
    );
    const publish = vi.fn();
    const onScheduled = vi.fn();
    const api = { schedulePublish, publish } as unknown as StudioApi;
    render(<PublishForm {...props} api={api} edits={edits} onScheduled={onScheduled} />);
    await userEvent.click(screen.getByRole('radio', { name: copy['studio.publish.at'] }));
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const time = screen.getByLabelText(copy['studio.publish.atTime']!.replace('{{zone}}', zone));
    await userEvent.type(time, '2031-03-04T05:06');
    await userEvent.click(screen.getByRole('button', { name: copy['studio.publish.schedule'] }));
    expect(schedulePublish).toHaveBeenCalledWith(
      '1',
      '',
      edits,
      new Date('2031-03-04T05:06').toISOString(),
    );
    expect(publish).not.toHaveBeenCalled();
    expect(onScheduled).toHaveBeenCalledWith('2031-03-04T05:06:00.000Z');
  });

  it('says who published meanwhile when the base is stale, and offers the changes and the live version', async () => {
    const publish = vi.fn(() =>
      Promise.reject(
        new ApiCallError(
          'conflict',
          'version_conflict',
          409,
          { liveVersionId: '9', liveNumber: 4, publishedBy: 'other@onramp.test' },
          { id: 'errors.versionConflict' },
        ),
      ),
    );
    const api = { publish } as unknown as StudioApi;
    render(<PublishForm {...props} api={api} edits={edits} onScheduled={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: copy['studio.publish.submit'] }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'other@onramp.test published version 4 while you were editing.',
      ),
    );
    expect(
      screen.getByRole('button', { name: copy['studio.publish.downloadChanges'] }),
    ).toBeEnabled();
    expect(screen.getByRole('button', { name: copy['studio.publish.loadLive'] })).toBeEnabled();
  });
});
