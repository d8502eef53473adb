import { Fragment, type ReactNode } from "react";

const MARK = "\u0001";

/**
 * A translated sentence with links or markup inside (issue #33): the message takes each piece as a
 * {placeholder}, and the pieces are put back in as elements, in the order the language puts them.
 * `richText((p) => m.forum_join_discussion(p), { signIn: <Link …>{m.forum_join_sign_in()}</Link>, … })`.
 */
export function richText<K extends string>(
  message: (params: Record<K, string>) => string,
  parts: Record<K, ReactNode>,
): ReactNode {
  const params = Object.fromEntries(Object.keys(parts).map((name) => [name, `${MARK}${name}${MARK}`])) as Record<
    K,
    string
  >;
  return message(params)
    .split(MARK)
    .map((piece, index) => (
      <Fragment key={index}>{index % 2 === 1 && piece in parts ? parts[piece as K] : piece}</Fragment>
    ));
}
