import { readFileSync } from 'node:fs';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../brands/default/locales/en.json';
import { formatJson } from '../../../src/studio/draft/configFiles';
import type { StudioApi } from '../../../src/studio/studioApi';
import { VersionCompare } from '../../../src/studio/VersionCompare';
import '../../../src/i18n';
import { listedVersion } from './fixtures';

const copy = en as Record<string, string>;
const FLOW = 'schemas/flows/main.json';
const shipped = readFileSync(FLOW, 'utf8');

interface Step {
  name: string;
  progress: number;
}
const flow = () => JSON.parse(shipped) as { steps: Step[] };
const names = flow().steps.map((step) => step.name);

function flowWith(edit: (steps: Step[]) => void): string {
  const edited = flow();
  edit(edited.steps);
  return formatJson(edited);
}

// Version 2 (live) swapped the 5th and 6th steps of version 1.
const V1 = { [FLOW]: shipped };
const V2 = { [FLOW]: flowWith((steps) => steps.splice(4, 0, ...steps.splice(5, 1))) };

function renderCompare(draft: Record<string, string>) {
  const filesOf = vi.fn(async (id: string) => ({ versionId: id, files: V1 }));
  const props = {
    api: { filesOf } as unknown as StudioApi,
    versions: [listedVersion('2', 2), listedVersion('1', 1)],
    liveVersionId: '2',
    base: { versionId: '2', files: V2 },
  };
  const view = render(<VersionCompare {...props} draft={draft} />);
  return {
    ...view,
    filesOf,
    rerender: (next: Record<string, string>) =>
      view.rerender(<VersionCompare {...props} draft={next} />),
  };
}

const compare = () =>
  userEvent.click(screen.getByRole('button', { name: copy['studio.compare.submit'] }));

describe('comparing versions in the Studio', () => {
  it('shows a one-step reorder between two versions as one move, with its positions before and after', async () => {
    const { filesOf } = renderCompare(V2);
    await userEvent.selectOptions(screen.getByLabelText(copy['studio.compare.before']!), '1');
    await userEvent.selectOptions(screen.getByLabelText(copy['studio.compare.after']!), '2');
    await compare();

    expect(await screen.findByText('1 change in 1 file.')).toBeInTheDocument();
    expect(filesOf).toHaveBeenCalledWith('1');
    expect(
      screen.getByRole('heading', { name: 'Changes: Version 1 → Version 2' }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: FLOW });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent(
      `Moved step ${names[4]} from 5th to 6th`,
    );
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5th', '6th']);
  });

  it('compares the live version with the draft as it changes, and shows a long value cut until asked', async () => {
    const edited = flowWith((steps) => {
      steps.splice(4, 0, ...steps.splice(5, 1));
      steps[2]!.progress = 33;
    });
    const { rerender, filesOf } = renderCompare({ ...V2, [FLOW]: edited });
    await compare();

    expect(filesOf).not.toHaveBeenCalled();
    const row = (await screen.findByRole('rowheader', { name: 'Changed /steps/2/progress' }))
      .parentElement!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([String(flow().steps[2]!.progress), '33']);

    const added = {
      ...V2,
      [FLOW]: edited,
      'schemas/steps/company_size.json': `${'{"title": "x"}'.padEnd(200)}\n`,
    };
    rerender(added);
    const addedFile = await screen.findByRole('table', { name: 'schemas/steps/company_size.json' });
    expect(within(addedFile).getByRole('rowheader')).toHaveTextContent(
      copy['studio.diff.fileAdded']!,
    );
    const showAll = within(addedFile).getByRole('button', { name: copy['studio.compare.showAll'] });
    expect(showAll).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(showAll);
    expect(
      within(addedFile).getByRole('button', { name: copy['studio.compare.showLess'] }),
    ).toHaveAttribute('aria-expanded', 'true');

    rerender(V2);
    expect(await screen.findByText(copy['studio.history.noDifference']!)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
