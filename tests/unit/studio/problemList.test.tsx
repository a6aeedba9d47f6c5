import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProblemList } from '../../../src/studio/ProblemList';
import '../../../src/i18n';
import { problemsAfter } from '../config/support';

const TEAM_SIZE = 'schemas/steps/team_size.json';

describe("the Studio's problem list", { timeout: 30_000 }, () => {
  it('shows a meta-schema refusal with its file, path, what is wrong and what to write, and opens it there', async () => {
    const problems = problemsAfter(TEAM_SIZE, (s) => (s.type = 'null'));
    const onOpen = vi.fn();
    render(<ProblemList problems={problems} onOpen={onOpen} />);
    const item = screen.getByRole('button', { name: /"type" cannot be "null"/ });
    expect(item).toHaveTextContent(`${TEAM_SIZE} /type`);
    expect(item).toHaveTextContent(
      'Fix: write one of: "object", "string", "number", "integer", "boolean", "array"',
    );
    await userEvent.click(item);
    expect(onOpen).toHaveBeenCalledWith(TEAM_SIZE, '/type');
  });
});
