import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After a navigation inside the app (not the first page load), focus moves to the new view's
 * heading, so a screen reader announces where the person now is.
 */
export function useHeadingFocus<T extends HTMLElement = HTMLHeadingElement>() {
  const ref = useRef<T>(null);
  const { key } = useLocation();
  useEffect(() => {
    if (key !== 'default' && !ref.current?.contains(document.activeElement)) {
      const field = document.activeElement;
      // A form that focused its own first field keeps it.
      if (!(field instanceof HTMLInputElement)) ref.current?.focus();
    }
  }, [key]);
  return ref;
}
