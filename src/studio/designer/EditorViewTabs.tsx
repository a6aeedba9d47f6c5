import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

export type EditorView = 'designer' | 'json';
const VIEWS: EditorView[] = ['designer', 'json'];

/** A step file's two views, the designer and its JSON, as tabs (arrow keys move between them). */
export function EditorViewTabs({
  id,
  view,
  onChange,
}: {
  /** The tab panel's id prefix: tabs are `${id}-tab-<view>`, the panel `${id}-panel`. */
  id: string;
  view: EditorView;
  onChange: (view: EditorView) => void;
}) {
  const { t } = useTranslation();
  const keyed = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -VIEWS.length, End: VIEWS.length }[
      event.key
    ];
    if (step === undefined) return;
    event.preventDefault();
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const by = rtl && Math.abs(step) === 1 ? -step : step;
    const next = VIEWS[Math.min(Math.max(VIEWS.indexOf(view) + by, 0), VIEWS.length - 1)]!;
    onChange(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <div className="designer-views" role="tablist" aria-label={t('studio.designer.views')}>
      {VIEWS.map((name) => (
        <button
          key={name}
          type="button"
          role="tab"
          id={`${id}-tab-${name}`}
          aria-selected={view === name}
          aria-controls={`${id}-panel`}
          tabIndex={view === name ? 0 : -1}
          onClick={() => onChange(name)}
          onKeyDown={keyed}
        >
          {t(`studio.designer.view.${name}`)}
        </button>
      ))}
    </div>
  );
}
