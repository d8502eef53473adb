/**
 * On each hidden line of the language suggestion, the locale it offers (chrome-markup.ts writes the lines,
 * locale-suggestion.ts shows one). Its own module: that script imports it.
 */
export const SUGGESTION_ATTRIBUTE = "data-locale-suggestion";
