import { TranslatableString, type IconButtonProps } from '@rjsf/utils';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { focusInList } from './arrayFocus';
import './ArrayButtons.css';

/**
 * The buttons of arrays (and of added properties and clearable inputs): RJSF's own draw Bootstrap
 * glyphicons, a font this app does not load, and so showed as empty boxes. These draw their icon,
 * take the label the item's toolbar gives them (ArrayFieldItemButtons, with the item's position),
 * and are real buttons the brand colours.
 */
const ICONS = {
  plus: 'M12 5v14M5 12h14',
  remove: 'M6 6l12 12M18 6 6 18',
  up: 'M12 19V5M5 12l7-7 7 7',
  down: 'M12 5v14M19 12l-7 7-7-7',
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
} as const;

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg className="array-button__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={ICONS[name]} />
    </svg>
  );
}

function iconButton(icon: keyof typeof ICONS, fallback: TranslatableString, kind = '') {
  function ArrayIconButton(props: IconButtonProps) {
    const label = props['aria-label'] ?? props.registry.translateString(fallback);
    return (
      <button
        type="button"
        id={props.id}
        className={`array-button array-button--icon ${kind} ${props.className ?? ''}`}
        aria-label={label}
        title={label}
        disabled={props.disabled}
        onClick={props.onClick}
      >
        <Icon name={icon} />
      </button>
    );
  }
  return ArrayIconButton;
}

export const MoveUpButton = iconButton('up', TranslatableString.MoveUpButton);
export const MoveDownButton = iconButton('down', TranslatableString.MoveDownButton);
export const CopyButton = iconButton('copy', TranslatableString.CopyButton);
export const RemoveButton = iconButton(
  'remove',
  TranslatableString.RemoveButton,
  'array-button--danger',
);
export const ClearButton = iconButton('remove', TranslatableString.ClearButton);

/** Adds an item and takes the keyboard to it, so the new field is the next thing typed into. */
export function AddButton({ id, className, onClick, disabled }: IconButtonProps) {
  const { t } = useTranslation();
  const add = (event: MouseEvent<HTMLButtonElement>) => {
    const list = event.currentTarget.closest('fieldset');
    onClick?.(event);
    focusInList(list, (items) => items.at(-1)?.querySelector('input, select, textarea, button'));
  };
  return (
    <div className={`array-add ${className ?? ''}`}>
      <button type="button" id={id} className="array-button" disabled={disabled} onClick={add}>
        <Icon name="plus" />
        {t('form.array.add')}
      </button>
    </div>
  );
}
