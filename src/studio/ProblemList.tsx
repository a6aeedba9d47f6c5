import { useTranslation } from 'react-i18next';
import type { ConfigProblem } from './studioApi';

/** The checker's problems with file, path, message and fix; each opens its file at that place. */
export function ProblemList({
  problems,
  onOpen,
}: {
  problems: ConfigProblem[];
  onOpen: (path: string, pointer: string) => void;
}) {
  const { t } = useTranslation();
  if (problems.length === 0) return <p className="studio-ok">{t('studio.problems.none')}</p>;
  return (
    <ul className="studio-problems">
      {problems.map((problem) => (
        <li key={`${problem.file}#${problem.path}#${problem.rule}#${problem.message}`}>
          <button
            type="button"
            className="studio-problem"
            onClick={() => onOpen(problem.file, problem.path)}
          >
            <span className="studio-problem__where">
              <code>{problem.file}</code> <code>{problem.path || '/'}</code>
            </span>
            <span className="studio-problem__message">{problem.message}</span>
            <span className="studio-problem__fix">
              {t('studio.problems.fix', { fix: problem.fix })}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
