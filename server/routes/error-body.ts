import { z } from '#domain/zod.ts';

/** The error answers every reservation route documents: `{error, message, fields?}`. */
export const errorBody = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

export const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  429: errorBody,
};
