/**
 * Official Irish names and services: written as in Ireland in every language, so a reader can match
 * forms, letters and signs (docs/translations.md). The content tests check each translation keeps them.
 */
export const OFFICIAL_NAMES = [
  "PPS",
  "IRP",
  "Revenue",
  "HSE",
  "Garda",
  "RTB",
  "Intreo",
  "MyGovID",
  "MyWelfare",
  "myAccount",
  "Eircode",
  "ISD",
  "TFI",
  "Luas",
  "Leap",
  "IBAN",
  "GP",
  "USC",
  "PRSI",
  "Burgh Quay",
];

/** Each official name (of `names`) and each number (fees, ages, hours, years, phone numbers) an English text holds. */
export function mustKeep(english: string, names: readonly string[] = OFFICIAL_NAMES): string[] {
  const found = names.filter((name) => new RegExp(`(?<![\\p{L}])${name}`, "u").test(english));
  return [...found, ...(english.match(/\d+/g) ?? [])];
}
