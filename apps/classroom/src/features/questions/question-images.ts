// The photos a question may take, checked in the form by the contract's rules before anything is
// sent (the server checks them again, and their content).
import { QuestionImagesRequest, QUESTION_IMAGE_MAX_COUNT } from '@academy/api-client/contract';
import * as validation from '@academy/strings/validation';
import * as v from 'valibot';

/** The first reason these files cannot join a question that has `present` photos, or null. */
export function imagesRefusal(files: File[], present = 0): string | null {
  if (files.length === 0) return null;
  if (present + files.length > QUESTION_IMAGE_MAX_COUNT) {
    return validation.questionImages.tooMany(QUESTION_IMAGE_MAX_COUNT);
  }
  const result = v.safeParse(QuestionImagesRequest, { images: files });
  return result.success ? null : result.issues[0].message;
}
