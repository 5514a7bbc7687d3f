import type { AnchorHTMLAttributes, Ref } from 'react';
import { useHref, useLinkClickHandler, useMatch, useResolvedPath, type To } from 'react-router';

export interface RouterLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: To;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link to one of the app's routes, for MUI's `component` prop: a plain `<a>` whose click
 * (a left click without a modifier key, in this tab) navigates in the app, built on
 * react-router's own hooks for custom links. Its `Link` brings its prefetching of route
 * modules, which a declarative router never uses, to every page, /register included
 * (docs/product.md#performance-budgets).
 */
export function RouterLink({ to, replace, target, onClick, ref, ...anchor }: RouterLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  return (
    <a
      {...anchor}
      ref={ref}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}

/**
 * A navigation bar's link: as RouterLink, with the class `active` and `aria-current="page"`
 * while its route is the current one (all of it with `end`), as react-router's NavLink.
 */
export function RouterNavLink({ end = false, className, ...link }: RouterLinkProps & { end?: boolean }) {
  const { pathname } = useResolvedPath(link.to);
  const active = useMatch({ path: pathname, end }) !== null;
  return (
    <RouterLink
      {...link}
      className={[className, active ? 'active' : undefined].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
    />
  );
}
