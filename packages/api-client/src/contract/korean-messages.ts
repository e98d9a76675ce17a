// valibot answers in English where a schema gives no message of its own ('Invalid key: Expected
// "size" but received undefined'). Every such issue gets a Korean message naming the field instead,
// on the server and in the forms alike (docs/decisions/015-forms-on-the-contract.md: no library
// text reaches a response or a screen).
import * as v from 'valibot';
import * as validation from '@academy/strings/validation';

const common = validation.common;

function fieldOf(issue: v.BaseIssue<unknown>) {
  return issue.path?.map((segment) => String(segment.key)).join('.');
}

/** The Korean message for an issue whose schema or action set none. */
export function koreanMessage(issue: v.BaseIssue<unknown>): string {
  const field = fieldOf(issue);
  if (!field) return common.invalidBody;
  if (issue.type === 'strict_object' && issue.expected === 'never') return common.unknownField;
  if (issue.received === 'undefined') return common.missingField(field);
  switch (issue.type) {
    case 'min_length':
    case 'non_empty':
      return common.tooShort(field);
    case 'max_length':
    case 'max_bytes':
    case 'max_size':
      return common.tooLong(Number(issue.requirement) || 0);
    case 'max_value':
      return common.tooLarge(field);
    case 'min_value':
      return common.tooSmall(field);
    default:
      return common.invalidField(field);
  }
}

v.setGlobalMessage(koreanMessage);
