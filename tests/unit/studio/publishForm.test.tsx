import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '../../../src/api/errors';
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
      onLoadLive: vi.fn(),
      onOpen: vi.fn(),
    };
    const broken = { 'schemas/steps/company_size.json': '{"type": "null"}' };
    const { rerender } = render(<PublishForm {...props} edits={broken} />);
    await userEvent.click(screen.getByRole('button', { name: copy['studio.publish.submit'] }));

    expect(await screen.findByRole('alert')).toHaveTextContent(copy['errors.configInvalid']!);
    expect(screen.getByRole('button', { name: /"type" cannot be "null"/ })).toBeInTheDocument();

    rerender(<PublishForm {...props} edits={broken} />);
    expect(screen.getByRole('alert')).toHaveTextContent(copy['errors.configInvalid']!);

    const fixed = { 'schemas/steps/company_size.json': '{"type": "object"}' };
    rerender(<PublishForm {...props} edits={fixed} />);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: /"type" cannot be "null"/ })).toBeNull();
  });
});
