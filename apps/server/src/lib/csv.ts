/** A cell a spreadsheet would read as a formula: it starts with =, +, - or @, a tab or a CR. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text as every CSV the product writes puts it in a cell: one that a spreadsheet would run as a
 * formula (a user's name `=HYPERLINK(...)`) gets an apostrophe first, so it shows as text and never
 * runs. Only text goes through here: numbers are written as numbers, and `-2.5` stays a number.
 */
export function defuseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
