/**
 * A ref that focuses its element once, when it appears: for a control a user's own action
 * has just revealed (a confirm button, the first field of a form that opened), where
 * focus must follow the action. A module-level function, so React calls it on mount and
 * unmount only, as it does with autoFocus, which jsx-a11y refuses for page loads.
 */
export function focusOnMount(element: HTMLElement | null): void {
  element?.focus();
}
