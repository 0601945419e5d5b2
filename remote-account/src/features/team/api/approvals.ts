import type * as v from 'valibot';
import * as contract from '@parts/contract/team';
import { SuccessSchema } from '@parts/contract/common';
import { http, toBase64Utf8, type Locale } from '@parts/shared-kernel';
import { apiQuery, declareQuery, keyed, keys, type ApiMutationOptions } from '@parts/shared-kernel/query';
import { AUDIT } from './audit';

/** The dealer's team (extension team): the signed-in person, orders waiting for approval, the invitation link. */
export type Approval = v.InferOutput<typeof contract.ApprovalSchema>;
export type ApprovalDetail = v.InferOutput<typeof contract.ApprovalDetailSchema>;
export type TeamMe = v.InferOutput<typeof contract.TeamMeSchema>;
type ApproveResult = v.InferOutput<typeof contract.ApproveResultSchema>;

export const APPROVAL_QUEUE = declareQuery([...keys.orders, 'approvals', 'queue'], ['GET /api/Team/Approvals']);
export const MY_APPROVALS = declareQuery([...keys.orders, 'approvals', 'mine'], ['GET /api/Team/Approvals/Mine']);
export const APPROVAL = declareQuery([...keys.orders, 'approvals', 'one'], ['GET /api/Team/Approvals/:id']);

/** GET /api/Team/Approvals: the company's orders waiting for approval (Administrators and Buyers). */
export const approvalQueueQuery = (locale: Locale) =>
  apiQuery(APPROVAL_QUEUE, locale, ({ signal, locale }) =>
    http.get('/api/Team/Approvals', { schema: contract.ApprovalListSchema, signal, locale }),
  );

/** GET /api/Team/Approvals/Mine: the signed-in person's own requests with their decisions. */
export const myApprovalsQuery = (locale: Locale) =>
  apiQuery(MY_APPROVALS, locale, ({ signal, locale }) =>
    http.get('/api/Team/Approvals/Mine', { schema: contract.ApprovalListSchema, signal, locale }),
  );

/** GET /api/Team/Approvals/{id}: the lines priced again now, the total now, whether anything changed. */
export const approvalQuery = (locale: Locale, id: number) =>
  apiQuery(keyed(APPROVAL, id), locale, ({ signal, locale }) =>
    http.get(`/api/Team/Approvals/${id}`, { schema: contract.ApprovalDetailSchema, signal, locale }),
  );

/** Approve with the total shown: the order is placed (the history and the queue change). */
export const approveMutation = {
  calls: ['POST /api/Team/Approvals/:id/Approve'],
  mutationFn: ({ id, total }: { id: number; total: number }) =>
    http.post(`/api/Team/Approvals/${id}/Approve`, { Total: total }, { schema: contract.ApproveResultSchema }),
  invalidates: [keys.orders],
} satisfies ApiMutationOptions<ApproveResult, { id: number; total: number }>;

/** Reject with a comment: the lines go back to the requester's cart. */
export const rejectMutation = {
  calls: ['POST /api/Team/Approvals/:id/Reject'],
  mutationFn: ({ id, comment }: { id: number; comment: string }) =>
    http.post(`/api/Team/Approvals/${id}/Reject`, { Comment: comment }, { schema: contract.ApprovalSchema }),
  invalidates: [keys.orders],
} satisfies ApiMutationOptions<Approval, { id: number; comment: string }>;

/** The requester withdraws their waiting order: its lines come back to their cart. */
export const withdrawMutation = {
  calls: ['POST /api/Team/Approvals/:id/Withdraw'],
  mutationFn: (id: number) => http.post(`/api/Team/Approvals/${id}/Withdraw`, undefined, { schema: contract.ApprovalSchema }),
  invalidates: [keys.orders, keys.cart],
} satisfies ApiMutationOptions<Approval, number>;

/** POST /api/Team/Invitation/Accept: the invited employee's password (Base64) with the link's token. */
export const acceptInvitationMutation = {
  calls: ['POST /api/Team/Invitation/Accept'],
  mutationFn: ({ token, password }: { token: string; password: string }) =>
    http.post('/api/Team/Invitation/Accept', { Token: token, Password: toBase64Utf8(password) }, { schema: SuccessSchema }),
  // nobody is signed in on the page; the team's data is new to whoever signs in next
  invalidates: [['team'], AUDIT.key],
} satisfies ApiMutationOptions<v.InferOutput<typeof SuccessSchema>, { token: string; password: string }>;
