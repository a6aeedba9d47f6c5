import { useTranslation } from 'react-i18next';
import type { ConfigFileTexts } from './draft/configFiles';

/** Every file of the draft, the changed ones marked; choosing one opens it in the editor. */
export function FileList({
  draft,
  changed,
  openPath,
  onOpen,
}: {
  draft: ConfigFileTexts;
  changed: ReadonlySet<string>;
  openPath: string | null;
  onOpen: (path: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className="studio-files">
      {Object.keys(draft)
        .sort()
        .map((path) => (
          <li key={path}>
            <button
              type="button"
              className="studio-file"
              aria-current={path === openPath ? 'true' : undefined}
              onClick={() => onOpen(path)}
            >
              <code>{path}</code>
              {changed.has(path) && (
                <span className="studio-badge studio-badge--changed">
                  {t('studio.files.changed')}
                </span>
              )}
            </button>
          </li>
        ))}
    </ul>
  );
}
