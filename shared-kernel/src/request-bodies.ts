/**
 * The request body of each call, from the table of calls (`@parts/contract/calls`): no list here.
 * Type imports only: the front ends send these shapes without shipping the rules the API checks
 * them by. `http.post`/`http.put` take a body of this type for a path of the table.
 */
import type { BodyOf, CallName, Calls, Method } from '@parts/contract/calls';

/** A path of the table as a client sends it: a number for each `:param`. */
type Concrete<P extends string> = P extends `${infer Head}:${string}/${infer Tail}`
  ? `${Head}${number}/${Concrete<Tail>}`
  : P extends `${infer Head}:${string}`
    ? `${Head}${number}`
    : P;

/** With or without a query string (the calls that add parts ask for their report: ?report=lines). */
type Sent<P extends string> = Concrete<P> | `${Concrete<P>}?${string}`;

/** The call of the table a request with this method and path makes (never when none). */
export type CallAt<M extends Method, P extends string> = {
  [N in CallName]: Calls[N]['method'] extends M ? (P extends Sent<Calls[N]['path']> ? N : never) : never;
}[CallName];

type BodyAt<M extends Method, P extends string> = [CallAt<M, P>] extends [never] ? unknown : BodyOf<CallAt<M, P>>;

/** The body a POST to `P` takes: the table's request type of its call (`unknown` for a path the table does not know). */
export type PostBody<P extends string> = BodyAt<'POST', P>;

/** The body a PUT to `P` takes. */
export type PutBody<P extends string> = BodyAt<'PUT', P>;
