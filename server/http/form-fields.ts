/** A form's text field as typed ("" when it is missing or a file): what a route reads into a use case's input. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** Several text fields at once, as an object with those names: `formTexts(form, ["email", "password"])`. */
export function formTexts<Name extends string>(form: FormData, names: readonly Name[]): Record<Name, string> {
  return Object.fromEntries(names.map((name) => [name, formText(form, name)])) as Record<Name, string>;
}
