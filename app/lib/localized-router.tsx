/**
 * React Router's links, forms and navigation, kept in the reader's locale (issue #33, ADR 0040). Import
 * these instead of react-router's (ESLint refuses the raw ones): an absolute internal path ("/glossary")
 * gains the page's prefix (/ar/glossary), so nobody has to remember to localize a link. Relative paths
 * and paths that already name a locale (the language switcher's) pass through unchanged.
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
  useLocation,
  type NavigateOptions,
  type To,
} from "react-router";
import { localeOfPath, localizedPath } from "@common/locale-path";
import type { Locale } from "@common/i18n";

export { redirect } from "@common/locale-path";

/** The locale of the page being shown: its address's prefix. */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** `to` in `locale`: a string or a { pathname, search, hash } object. */
export function localizeTo<T extends To | undefined>(to: T, locale: Locale): T {
  if (typeof to === "string") return localizedPath(to, locale) as T;
  if (to && typeof to === "object" && to.pathname) return { ...to, pathname: localizedPath(to.pathname, locale) } as T;
  return to;
}

export function Link({ to, ...props }: ComponentProps<typeof RouterLink>) {
  return <RouterLink to={localizeTo(to, useLocale())} {...props} />;
}

export function NavLink({ to, ...props }: ComponentProps<typeof RouterNavLink>) {
  return <RouterNavLink to={localizeTo(to, useLocale())} {...props} />;
}

export function Form({ action, ...props }: ComponentProps<typeof RouterForm>) {
  return <RouterForm action={localizeTo(action, useLocale())} {...props} />;
}

export function useNavigate(): ReturnType<typeof useRouterNavigate> {
  const navigate = useRouterNavigate();
  const locale = useLocale();
  return useCallback(
    (to: To | number, options?: NavigateOptions) =>
      typeof to === "number" ? navigate(to) : navigate(localizeTo(to, locale), options),
    [navigate, locale],
  ) as ReturnType<typeof useRouterNavigate>;
}

type SubmitOptions = NonNullable<Parameters<ReturnType<typeof useRouterSubmit>>[1]>;

export function useSubmit(): ReturnType<typeof useRouterSubmit> {
  const submit = useRouterSubmit();
  const locale = useLocale();
  return useCallback(
    (target: Parameters<typeof submit>[0], options?: SubmitOptions) =>
      submit(target, options?.action ? { ...options, action: localizedPath(options.action, locale) } : options),
    [submit, locale],
  );
}

/**
 * React Router's fetcher whose Form, submit and load keep the locale. Its submit and load stay the
 * same functions from render to render (as React Router's do), so effects that list them do not rerun.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React Router's own default
export function useFetcher<T = any>(options?: Parameters<typeof useRouterFetcher>[0]) {
  const fetcher = useRouterFetcher<T>(options);
  const locale = useLocale();
  const { Form: RawForm, submit: rawSubmit, load: rawLoad } = fetcher;
  const FetcherForm = useMemo(() => {
    function LocalizedFetcherForm({ action, ...props }: ComponentProps<typeof RawForm>) {
      return <RawForm action={localizeTo(action, locale)} {...props} />;
    }
    return LocalizedFetcherForm as typeof RawForm;
  }, [RawForm, locale]);
  const submit = useCallback(
    (target: Parameters<typeof rawSubmit>[0], opts?: Parameters<typeof rawSubmit>[1]) =>
      rawSubmit(target, opts?.action ? { ...opts, action: localizedPath(opts.action, locale) } : opts),
    [rawSubmit, locale],
  ) as typeof rawSubmit;
  const load = useCallback(
    (href: string, opts?: Parameters<typeof rawLoad>[1]) => rawLoad(localizedPath(href, locale), opts),
    [rawLoad, locale],
  ) as typeof rawLoad;
  return useMemo(() => ({ ...fetcher, Form: FetcherForm, submit, load }), [fetcher, FetcherForm, submit, load]);
}
