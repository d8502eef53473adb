/**
 * React Router's links, forms and navigation, kept in the reader's locale (issue #33, ADR 0040, 0069).
 * Each locale's pages run under its basename (/ar), which the router puts in front of every absolute path:
 * "/glossary" on an Arabic page goes to /ar/glossary. A path that already names the locale, as the
 * server writes them (a notification's link, a search result, a post's internal link), loses its prefix
 * here first, so that it is not named twice. Import these instead of react-router's (ESLint refuses the
 * raw ones).
 */
import { useCallback, useMemo, type ComponentProps } from "react";
import {
  // eslint-disable-next-line no-restricted-imports -- the one place the raw components are wrapped
  Form as RouterForm,
  // eslint-disable-next-line no-restricted-imports
  Link as RouterLink,
  // eslint-disable-next-line no-restricted-imports
  NavLink as RouterNavLink,
  // eslint-disable-next-line no-restricted-imports
  useFetcher as useRouterFetcher,
  // eslint-disable-next-line no-restricted-imports
  useNavigate as useRouterNavigate,
  // eslint-disable-next-line no-restricted-imports
  useSubmit as useRouterSubmit,
  useHref,
  type NavigateOptions,
  type To,
} from "react-router";
import { localeOfPath, routerPath } from "@common/locale-path";
import type { Locale } from "@common/i18n";

export { redirect } from "@common/locale-path";

/** The locale of the page being shown: its router's basename (/ar; English has none). */
export function useLocale(): Locale {
  return localeOfPath(useHref("/"));
}

/** `to` as the router takes it: without a locale prefix, which the basename adds. */
export function routerTo<T extends To | undefined>(to: T): T {
  if (typeof to === "string") return routerPath(to) as T;
  if (to && typeof to === "object" && to.pathname) return { ...to, pathname: routerPath(to.pathname) } as T;
  return to;
}

export function Link({ to, ...props }: ComponentProps<typeof RouterLink>) {
  return <RouterLink to={routerTo(to)} {...props} />;
}

export function NavLink({ to, ...props }: ComponentProps<typeof RouterNavLink>) {
  return <RouterNavLink to={routerTo(to)} {...props} />;
}

export function Form({ action, ...props }: ComponentProps<typeof RouterForm>) {
  return <RouterForm action={routerTo(action)} {...props} />;
}

export function useNavigate(): ReturnType<typeof useRouterNavigate> {
  const navigate = useRouterNavigate();
  return useCallback(
    (to: To | number, options?: NavigateOptions) =>
      typeof to === "number" ? navigate(to) : navigate(routerTo(to), options),
    [navigate],
  ) as ReturnType<typeof useRouterNavigate>;
}

type SubmitOptions = NonNullable<Parameters<ReturnType<typeof useRouterSubmit>>[1]>;

export function useSubmit(): ReturnType<typeof useRouterSubmit> {
  const submit = useRouterSubmit();
  return useCallback(
    (target: Parameters<typeof submit>[0], options?: SubmitOptions) =>
      submit(target, options?.action ? { ...options, action: routerTo(options.action) } : options),
    [submit],
  );
}

/**
 * React Router's fetcher whose Form, submit and load take paths as the other wrappers do. Its submit and
 * load stay the same functions from render to render (as React Router's do), so effects that list them do
 * not rerun.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React Router's own default
export function useFetcher<T = any>(options?: Parameters<typeof useRouterFetcher>[0]) {
  const fetcher = useRouterFetcher<T>(options);
  const { Form: RawForm, submit: rawSubmit, load: rawLoad } = fetcher;
  const FetcherForm = useMemo(() => {
    function LocalizedFetcherForm({ action, ...props }: ComponentProps<typeof RawForm>) {
      return <RawForm action={routerTo(action)} {...props} />;
    }
    return LocalizedFetcherForm as typeof RawForm;
  }, [RawForm]);
  const submit = useCallback(
    (target: Parameters<typeof rawSubmit>[0], opts?: Parameters<typeof rawSubmit>[1]) =>
      rawSubmit(target, opts?.action ? { ...opts, action: routerTo(opts.action) } : opts),
    [rawSubmit],
  ) as typeof rawSubmit;
  const load = useCallback(
    (href: string, opts?: Parameters<typeof rawLoad>[1]) => rawLoad(routerTo(href), opts),
    [rawLoad],
  ) as typeof rawLoad;
  return useMemo(() => ({ ...fetcher, Form: FetcherForm, submit, load }), [fetcher, FetcherForm, submit, load]);
}
