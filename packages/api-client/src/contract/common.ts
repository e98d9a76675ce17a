// Shared pieces of the contract: ids in paths, paging queries, times (docs/product/api.md,
// docs/product/screens.md).
import * as v from 'valibot';
import * as validation from '@academy/strings/validation';
// Every module of the contract reaches this one: valibot's own messages are Korean from here on.
export { koreanMessage } from './korean-messages.ts';

export { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from './values.ts';

const MAX_INT = 2_147_483_647; // PostgreSQL integer ids

/** A positive integer id as it arrives in a path or query (a string), parsed to a number. */
export const IdString = v.pipe(
  v.string(validation.common.invalidId),
  v.regex(/^[1-9]\d{0,9}$/, validation.common.invalidId),
  v.transform(Number),
  v.maxValue(MAX_INT, validation.common.invalidId),
);

/**
 * The one rule for an id in a JSON body: a positive integer up to 2147483647, sent as a
 * number or as a decimal string (a form's text field), on every route. `message` is the field's
 * own words when it is missing or wrong.
 */
export const IdField = (message: string = validation.common.invalidId) =>
  v.pipe(
    v.optional(v.unknown(), null),
    v.union(
      [v.number(message), v.pipe(v.string(message), v.regex(/^[1-9]\d{0,9}$/, message))],
      message,
    ),
    v.transform(Number),
    v.integer(message),
    v.minValue(1, message),
    v.maxValue(MAX_INT, message),
  );

/** A positive integer id in a JSON body (IdField with the generic message). */
export const IdNumber = IdField();

/** A display order: a whole number from 0 (the default) to 1 000 000. */
export const Order = v.optional(
  v.pipe(
    v.number(validation.common.invalidOrder),
    v.integer(validation.common.invalidOrder),
    v.minValue(0, validation.common.invalidOrder),
    v.maxValue(1_000_000, validation.common.invalidOrder),
  ),
  0,
);

/** `/:id` path parameters. */
export const IdParam = v.object({ id: IdString });
export type IdParam = v.InferOutput<typeof IdParam>;

const pageNumber = v.pipe(
  v.string(validation.common.invalidPage),
  v.regex(/^\d{1,6}$/, validation.common.invalidPage),
  v.transform(Number),
);
const pageSize = v.pipe(
  v.string(validation.common.invalidSize),
  v.regex(/^\d{1,3}$/, validation.common.invalidSize),
  v.transform(Number),
  v.minValue(1, validation.common.invalidSize),
  v.maxValue(100, validation.common.invalidSize),
);

/**
 * `?page=&size=`: page is zero-based (docs/product/screens.md), size 1 to 100. Absent values take
 * the defaults (page 0, size 10: docs/product/limits.md). Query strings carry text, so both are
 * parsed from strings.
 */
export function pageQuery(defaultSize = 10) {
  return v.object({
    page: v.optional(pageNumber, '0'),
    size: v.optional(pageSize, String(defaultSize)),
  });
}
export const PageQuery = pageQuery();
export type PageQuery = v.InferOutput<typeof PageQuery>;

/**
 * `?page=&size=` on a staff list that answers every item unless a page is asked for: page
 * zero-based, size 1 to 100, both optional (the server reads them with its one paging rule).
 */
export const optionalPaging = { page: v.optional(pageNumber), size: v.optional(pageSize) };

export { IsoDateTime } from './timestamps.ts';

/** A required, trimmed text of at most `max` characters. */
export function requiredText(max: number, requiredMessage: string) {
  return v.pipe(
    v.string(requiredMessage),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.maxLength(max, validation.common.tooLong(max)),
  );
}

/**
 * The message of a strict request object: a field the allow-list does not name (a smuggled role
 * or teacherId) is refused in Korean; a missing field is named; anything that is not an object is
 * a malformed body.
 */
export const strictMessage = (issue: { expected: string | null; received: string }) => {
  if (issue.expected === 'never') return validation.common.unknownField;
  if (issue.received === 'undefined' && issue.expected?.startsWith('"')) {
    return validation.common.missingField(issue.expected.slice(1, -1));
  }
  return validation.common.invalidBody;
};
