import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router-dom';

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
};

/**
 * A link to a screen of this app: a real <a href> that opens in a new tab as any link does, and a
 * navigation inside the router on a plain click. React Router's <Link> does the same and brings its
 * framework mode's route prefetching with it, which this app has no use for, onto every page.
 */
export function AppLink({ to, replace, target, onClick, ...rest }: AppLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} href={href} target={target} onClick={click} />;
}

const withoutEndSlash = (path: string) => path.replace(/\/+$/, '') || '/';

/** An AppLink in a navigation bar: marked as the current page while its address is open. */
export function AppNavLink(props: AppLinkProps) {
  const { pathname } = useLocation();
  const own = useResolvedPath(props.to).pathname;
  const current = withoutEndSlash(pathname) === withoutEndSlash(own);
  return <AppLink {...props} aria-current={current ? 'page' : undefined} />;
}
