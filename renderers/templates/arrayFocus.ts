/**
 * Moves the keyboard's focus within an array once RJSF has re-rendered it: after an item is added,
 * removed or moved, the button that was pressed is gone or elsewhere. `pick` chooses the element
 * from the array's items (the children of its `.array-item-list`) as they are then.
 */
export function focusInList(
  list: Element | null,
  pick: (items: Element[]) => Element | null | undefined,
): void {
  requestAnimationFrame(() => {
    const items = [...(list?.querySelector(':scope > .array-item-list')?.children ?? [])];
    const target = pick(items) ?? list?.querySelector<HTMLElement>(':scope > .array-add button');
    if (target instanceof HTMLElement) target.focus();
  });
}
