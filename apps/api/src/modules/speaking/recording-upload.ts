import { MAX_RECORDING_BYTES, RECORDING_FILE_NAME } from '@pte/contract';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../platform/http-error';
import { findInputProblem } from '../../platform/input-guard';

/** A speaking answer as uploaded: the recording's bytes and the form's text fields. */
export interface RecordingUpload {
  recording: Uint8Array;
  fields: Record<string, string>;
}

const megabytes = Math.round(MAX_RECORDING_BYTES / (1024 * 1024));

function tooLarge(): HttpError {
  return new HttpError(
    413,
    'RECORDING_TOO_LARGE',
    `The recording is larger than ${megabytes} MB, more than any answer needs. Record your answer again within the time limit.`,
    [{ path: 'file', message: `At most ${megabytes} MB` }],
  );
}

function badForm(message: string, path = 'file'): HttpError {
  return new HttpError(400, 'VALIDATION_FAILED', message, [{ path, message }]);
}

/** Whether an error is one of @fastify/multipart's limit errors. */
function isMultipartError(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}

/**
 * Reads a speaking answer's multipart form (docs/product-behaviour.md#speaking-assess-fields): exactly one file, in `file` (the browser names it
 * `recording.wav`), plus text fields. Answers 415 for a body that is not a form, 413 for a recording over
 * {@link MAX_RECORDING_BYTES}, 400 for a form without a recording or with other files, for a form that cannot be
 * parsed (cut off, no or the wrong boundary) and for a text field that cannot be stored.
 */
export async function readRecordingUpload(request: FastifyRequest): Promise<RecordingUpload> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', `Send your answer as a form upload (multipart/form-data) with the recording in the field “file” (${RECORDING_FILE_NAME}).`);
  }
  const fields: Record<string, string> = {};
  let recording: Uint8Array | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || recording) {
          await part.toBuffer().catch(() => undefined);
          throw badForm('Send one recording, in the field “file”.', part.fieldname);
        }
        recording = new Uint8Array(await part.toBuffer());
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (isMultipartError(error, 'FST_REQ_FILE_TOO_LARGE')) throw tooLarge();
    if (isMultipartError(error, 'FST_FILES_LIMIT')) throw badForm('Send one recording, in the field “file”.');
    if (isMultipartError(error, 'FST_FIELDS_LIMIT') || isMultipartError(error, 'FST_PARTS_LIMIT')) throw badForm('The form has more fields than an answer needs.', 'body');
    if (error instanceof HttpError) throw error;
    // Anything else is the form itself failing to parse: no boundary, a different one, or a body cut off.
    throw badForm('The upload could not be read: it was cut off or is not a valid form. Record your answer and send it again.', 'body');
  }
  const fieldProblem = findInputProblem(fields, 'body');
  if (fieldProblem) throw fieldProblem;
  if (!recording) throw badForm(`Attach your recording in the field “file” (${RECORDING_FILE_NAME}).`);
  return { recording, fields };
}

/** @fastify/multipart limits for speaking answers: one recording of at most {@link MAX_RECORDING_BYTES}. */
export const recordingUploadLimits = {
  fileSize: MAX_RECORDING_BYTES,
  files: 1,
  fields: 20,
  fieldSize: 64 * 1024,
  parts: 21,
} as const;
