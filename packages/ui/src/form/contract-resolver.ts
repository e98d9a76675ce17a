// The one way a form is validated (CONTRIBUTING.md, docs/decisions/015-forms-on-the-contract.md):
// by the contract's valibot schema, the same one the server checks a request with, so a rule and
// its Korean message are written once.
import type { FormErrors } from '@mantine/form';
import * as v from 'valibot';

export interface ContractResolverOptions<Values> {
  /** The request the schema checks, built from the form's values (text fields to numbers...). */
  toInput?: (values: Values) => unknown;
  /**
   * The form field that shows an issue at a request path (`ejuScores.score1` -> `electives.0.score`);
   * the path itself when omitted or when it answers undefined. `null` drops the issue.
   */
  field?: (path: string) => string | null | undefined;
}

/**
 * A `validate` function for `useForm` from a contract schema: the first message of each field.
 * Mantine's own `schemaResolver` takes a schema of the form's values; ours also maps a form whose
 * fields differ from the request (an email typed as id and domain, scores typed as text).
 */
export function contractResolver<Values>(
  schema: v.GenericSchema,
  options: ContractResolverOptions<Values> = {},
) {
  return (values: Values): FormErrors => {
    const result = v.safeParse(schema, options.toInput ? options.toInput(values) : values);
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.issues) {
      const path = v.getDotPath(issue) ?? '';
      const mapped = options.field?.(path);
      const field = mapped === undefined ? path : mapped;
      if (field !== null && !(field in errors)) errors[field] = issue.message;
    }
    return errors;
  };
}

/** `useForm`'s validate for several resolvers at once: the first message of each field wins. */
export function allOf<Values>(...resolvers: ((values: Values) => FormErrors)[]) {
  return (values: Values): FormErrors => {
    const errors: FormErrors = {};
    for (const resolve of resolvers) {
      for (const [field, message] of Object.entries(resolve(values))) {
        if (!(field in errors)) errors[field] = message;
      }
    }
    return errors;
  };
}

/**
 * The first message in the order the fields appear on screen, for forms whose spec shows one
 * alert at a time (docs/product/validation.md: banner and instructor create); null when there is
 * none.
 */
export function firstError(errors: FormErrors, order: readonly string[]) {
  const field = order.find((name) => Boolean(errors[name]));
  return field === undefined ? null : errors[field];
}
