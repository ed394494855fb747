import { z } from '#domain/zod.ts';

/**
 * The one error answer every route documents, `{error, message, fields?}` (written by
 * server/http-errors.ts, whose ErrorBody is its type).
 */
export const errorBody = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

/** The error statuses most routes document, each with the one body. */
export const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  429: errorBody,
};
