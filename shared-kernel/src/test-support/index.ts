/**
 * `@parts/shared-kernel/test-support`: the one test harness of every app (tests only, never in a
 * build). The MSW server and its contract-typed answers, the fixtures of a small shop, the en/pl
 * completeness check. jest.preset.js starts the server for every front-end test file.
 */
export { server, answer, brokenAnswer, failure, networkDown, heldAnswer, callsMade, type Asked, type BodyOf } from './server';
export type { CallName as Call, AnswerOf } from '@parts/contract/calls';
export * from './fixtures';
export { shopHandlers } from './handlers';
export { expectCompleteTranslations } from './locales';
export { freshQueryClient, publishReferenceData } from './reference';
export { collectNotices, readNotice, type ReadNotice } from './notices';
