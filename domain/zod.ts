import { z } from 'zod';

// Every message zod writes by itself (wrong types, unknown keys) reaches people: make it Spanish.
z.config(z.locales.es());
z.config({
  customError: (issue) =>
    issue.code === 'unrecognized_keys' ? `Campo no permitido: ${issue.keys.join(', ')}` : undefined,
});

export { z };
