import { linter, type Diagnostic } from '@codemirror/lint';
import { StateEffect, StateField, type Extension } from '@codemirror/state';
import { rangeOfPointer } from '../draft/jsonPointerRange';
import type { ConfigProblem } from '../studioApi';

/** Replaces the server checker's problems shown in the open file. */
export const setServerProblems = StateEffect.define<ConfigProblem[]>();

const serverProblemsField = StateField.define<ConfigProblem[]>({
  create: () => [],
  update(problems, transaction) {
    for (const effect of transaction.effects) if (effect.is(setServerProblems)) return effect.value;
    return problems;
  },
});

function diagnosticsOf(text: string, problems: ConfigProblem[]): Diagnostic[] {
  return problems.map((problem) => {
    const { from, to } =
      problem.offset === undefined
        ? rangeOfPointer(text, problem.path)
        : { from: problem.offset, to: problem.offset + 1 };
    return {
      from: Math.min(from, text.length),
      to: Math.min(to, text.length),
      severity: 'error',
      source: problem.rule,
      message: `${problem.message}. ${problem.fix}`,
    };
  });
}

/** The server checker's problems as the editor's own diagnostics, at their JSON pointers. */
export function serverProblemsExtension(): Extension {
  return [
    serverProblemsField,
    linter(
      (view) => diagnosticsOf(view.state.doc.toString(), view.state.field(serverProblemsField)),
      {
        delay: 100,
        needsRefresh: (update) =>
          update.transactions.some((tr) => tr.effects.some((e) => e.is(setServerProblems))),
      },
    ),
  ];
}
