import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id recommendation: 19 MiB of memory, two passes, one lane.
// (@node-rs/argon2 uses argon2id unless told otherwise.)
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when the e-mail is unknown, so response times do not
 * tell which addresses have accounts.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword('decoy-password-that-never-matches');
  await verifyPassword(await decoyHash, password);
  return false;
}
