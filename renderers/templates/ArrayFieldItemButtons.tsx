import { buttonId, type ArrayFieldItemButtonsTemplateProps } from '@rjsf/utils';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { focusInList } from './arrayFocus';

const enabled = (button: Element | null | undefined) =>
  button && !(button as HTMLButtonElement).disabled ? button : undefined;

/**
 * An array item's buttons, each named with the item's position ("Move item 2 up"), so a screen
 * reader says which item it acts on. After a press the keyboard stays with the item: on the same
 * button at the item's new place after a move, on the next item's Remove (or the previous one's,
 * or Add) after a removal, on the copy's first field after a copy.
 */
export function ArrayFieldItemButtons(props: ArrayFieldItemButtonsTemplateProps) {
  const { t } = useTranslation();
  const { disabled, readonly, fieldPathId, index, hasCopy, hasMoveDown, hasMoveUp, hasRemove } =
    props;
  const { CopyButton, MoveDownButton, MoveUpButton, RemoveButton } =
    props.registry.templates.ButtonTemplates;
  const position = index + 1;
  const common = { uiSchema: props.uiSchema, registry: props.registry };

  const then =
    (action: (event: MouseEvent) => void, pick: (items: Element[]) => Element | null | undefined) =>
    (event: MouseEvent<HTMLButtonElement>) => {
      const list = event.currentTarget.closest('fieldset');
      action(event);
      focusInList(list, pick);
    };
  const button = (items: Element[], at: number, name: string) =>
    items[at]?.querySelector(`.rjsf-array-item-${name}`);
  const moved = (at: number, name: string, other: string) => (items: Element[]) =>
    enabled(button(items, at, name)) ?? button(items, at, other);

  return (
    <>
      {(hasMoveUp || hasMoveDown) && (
        <MoveUpButton
          {...common}
          id={buttonId(fieldPathId, 'moveUp')}
          className="rjsf-array-item-move-up"
          aria-label={t('form.array.moveUp', { position })}
          disabled={disabled || readonly || !hasMoveUp}
          onClick={then(props.onMoveUpItem, moved(index - 1, 'move-up', 'move-down'))}
        />
      )}
      {(hasMoveUp || hasMoveDown) && (
        <MoveDownButton
          {...common}
          id={buttonId(fieldPathId, 'moveDown')}
          className="rjsf-array-item-move-down"
          aria-label={t('form.array.moveDown', { position })}
          disabled={disabled || readonly || !hasMoveDown}
          onClick={then(props.onMoveDownItem, moved(index + 1, 'move-down', 'move-up'))}
        />
      )}
      {hasCopy && (
        <CopyButton
          {...common}
          id={buttonId(fieldPathId, 'copy')}
          className="rjsf-array-item-copy"
          aria-label={t('form.array.copy', { position })}
          disabled={disabled || readonly}
          onClick={then(props.onCopyItem, (items) =>
            items[index + 1]?.querySelector('input, select, textarea'),
          )}
        />
      )}
      {hasRemove && (
        <RemoveButton
          {...common}
          id={buttonId(fieldPathId, 'remove')}
          className="rjsf-array-item-remove"
          aria-label={t('form.array.remove', { position })}
          disabled={disabled || readonly}
          onClick={then(
            props.onRemoveItem,
            (items) => button(items, index, 'remove') ?? button(items, index - 1, 'remove'),
          )}
        />
      )}
    </>
  );
}
