import { type ParsedLocation, redirect } from '@tanstack/react-router';
import { guardRedirect, rememberReturnPath } from '../lib/return-path.ts';
import type { RouterContext } from '../lib/router-context.ts';
import type { RouteRole } from '../lib/session.ts';

interface GuardArgs {
  context: RouterContext;
  location: ParsedLocation;
}

/**
 * A beforeLoad for layout routes: visitors go to '/' (the page they asked for is remembered
 * for after login), a signed-in user of another role goes to their own home.
 */
export function requireRole(requiredRole?: RouteRole) {
  return ({ context, location }: GuardArgs): void => {
    const target = guardRedirect(context.session.getSnapshot(), requiredRole);
    if (target === null) return;
    if (target === '/') rememberReturnPath(location.href);
    throw redirect({ to: target, replace: true });
  };
}
