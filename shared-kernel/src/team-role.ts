/**
 * Extension team: the signed-in person's role (GET /api/Team/Me), read by every app from the shop's
 * one query cache (the host's menus, the cart's checkout button, the account's menu and pages): one
 * request for the whole shop, like the customer. The front ends only hide what a role may not do; the
 * API refuses it anyway.
 */
import { EXTENSIONS, hasExtension } from '@parts/contract/store';
import { ROLES, TeamMeSchema, type Role, type TeamMe } from '@parts/contract/team';
import { useAuthToken } from './hooks';
import { http } from './http';
import type { Locale } from './events';
import { useLocale } from './i18n';
import { declareQuery, keepPreviousLocale } from './query/declare';
import { useKernelQuery } from './query/observe';
import { useReferenceData } from './reference-data';

/** The query's key prefix and the call it sends. */
export const TEAM_ME = declareQuery(['team', 'me'], ['GET /api/Team/Me']);

/** GET /api/Team/Me in a language: who is signed in, their name and role. */
export function teamMeQuery(locale: Locale) {
  const queryKey = [...TEAM_ME.key, locale] as const;
  return {
    queryKey,
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<TeamMe> => http.get('/api/Team/Me', { schema: TeamMeSchema, signal, locale }),
    placeholderData: (previous: TeamMe | undefined, previousQuery: { queryKey: readonly unknown[] } | undefined) =>
      keepPreviousLocale(previous, previousQuery?.queryKey, queryKey),
    // a role changes from the person's next request; a page opened after that shows it
    staleTime: 60_000,
  };
}

/**
 * The signed-in person's role, for hiding (never for refusing): `null` when nothing is hidden (the
 * extension is off, nobody is signed in: SPEC's one login per dealer; or the call failed, which the
 * http client notified: the API refuses what the role may not do), `'pending'` while the role is on
 * its way (hide what not everyone may see until it is known).
 */
export type TeamRoleState = Role | 'pending' | null;

export function useTeamRole(): TeamRoleState {
  const { enabled, me } = useTeamMeQuery();
  if (!enabled || me.isError) return null;
  return me.data ? me.data.Role : 'pending';
}

/** The signed-in person (their name, role) with the extension team; undefined without it or until it is in. */
export function useTeamMe(): TeamMe | undefined {
  const { enabled, me } = useTeamMeQuery();
  return enabled ? me.data : undefined;
}

function useTeamMeQuery() {
  const { config } = useReferenceData();
  const token = useAuthToken();
  const locale = useLocale();
  const enabled = hasExtension(config, EXTENSIONS.team) && Boolean(token);
  return { enabled, me: useKernelQuery({ ...teamMeQuery(locale), enabled }) };
}

/** Order history, deliveries and invoices: everyone but a Requester (and nobody while the role is on its way). */
export const mayTrackOrders = (role: TeamRoleState): boolean => role === null || role === ROLES.administrator || role === ROLES.buyer;

/** A Requester's checkout sends the order for approval. */
export const checkoutNeedsApproval = (role: TeamRoleState): boolean => role === ROLES.requester;
