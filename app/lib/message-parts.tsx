import { Fragment, type ReactNode } from "react";

/**
 * A catalogue message with elements inside it (a <strong>, a link): the message is called with each
 * slot's own name as its value (`m.x(slots("email"))` gives "… {email} …"), and the elements go where that
 * language's words put them. The words stay text: nothing is parsed as HTML.
 */
export function messageParts(text: string, elements: Record<string, ReactNode>): ReactNode {
  return text.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return <Fragment key={index}>{name !== undefined && name in elements ? elements[name] : part}</Fragment>;
  });
}

/** `{ email: "{email}" }`: the values that make a message keep its slots for messageParts. */
export function slots<Name extends string>(...names: Name[]): Record<Name, string> {
  return Object.fromEntries(names.map((name) => [name, `{${name}}`])) as Record<Name, string>;
}
