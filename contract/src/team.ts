import * as v from 'valibot';
import { base64Password, email, optionalText, requiredText } from './fields';

/**
 * The dealer's team (extension team, issue 41): a dealer account is a company; its own login is the
 * company's administrator and may invite employees, each with their own login and a role. The API
 * checks the role on every call (the table of calls names the roles of each, contract/src/calls.ts).
 */

/** What a person of the company may do: the roles of SPEC's issue 41, item 2. */
export const ROLES = {
  /** Everything, and the employees. */
  administrator: 'administrator',
  /** Catalogue, cart, lists, offers, checkout, order history, deliveries, invoices. */
  buyer: 'buyer',
  /** Catalogue, cart, lists, offers. */
  requester: 'requester',
} as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];
export const ROLE_NAMES: readonly Role[] = Object.values(ROLES);

export const RoleSchema = v.picklist(ROLE_NAMES as [Role, ...Role[]], 'Role must be administrator, buyer or requester.');

/** An employee as the administrator sees them. The company's own login answers with `Owner` true (no Id to change). */
export const EmployeeSchema = v.object({
  /** null for the company's own login (its administrator, who cannot be changed here). */
  Id: v.nullable(v.number()),
  Name: v.string(),
  Email: v.string(),
  Phone: v.string(),
  Role: RoleSchema,
  Active: v.boolean(),
  /** Invited but not yet accepted. */
  Invited: v.boolean(),
  /** ISO time of the last sign-in, null when never. */
  LastSignIn: v.nullable(v.string()),
  /** A Buyer's monthly order limit (gross, the shop's currency): above it an order needs approval; null for none. */
  MonthlyLimit: v.nullable(v.number()),
});
export type Employee = v.InferOutput<typeof EmployeeSchema>;

export const EmployeeListSchema = v.array(EmployeeSchema);

/** The signed-in person: their role in the company (what the front ends may show). */
export const TeamMeSchema = v.object({
  EmployeeId: v.nullable(v.number()),
  Name: v.string(),
  Email: v.string(),
  Phone: v.string(),
  Role: RoleSchema,
});
export type TeamMe = v.InferOutput<typeof TeamMeSchema>;

/** The languages an invitation can be written in. */
export const InvitationLanguageSchema = v.picklist(['pl', 'en'], 'Language must be pl or en.');

export const InviteRequest = /* @__PURE__ */ (() =>
  v.object({
    Email: email(),
    Name: requiredText('Name', 100),
    Phone: optionalText('Phone', 40),
    Role: RoleSchema,
    /** The invitation mail's language (the request's language when left out). */
    Language: v.optional(InvitationLanguageSchema),
  }))();

/** A new invitation link for an employee who has not accepted yet (the older links stop working). */
export const InviteAgainRequest = /* @__PURE__ */ (() => v.object({ Language: v.optional(InvitationLanguageSchema) }))();

/** A monthly limit: a sum of money from 0 (every order needs approval) up; null for none. */
const MonthlyLimitSchema = v.nullable(
  v.pipe(
    v.number('MonthlyLimit must be a number.'),
    v.minValue(0, 'MonthlyLimit must be at least 0.'),
    v.maxValue(100_000_000, 'MonthlyLimit must be at most 100000000.'),
  ),
);

/** The role, and (when sent) a Buyer's monthly order limit (null removes it). */
export const RoleChangeRequest = /* @__PURE__ */ (() => v.object({ Role: RoleSchema, MonthlyLimit: v.optional(MonthlyLimitSchema) }))();

export const EmployeeProfileRequest = /* @__PURE__ */ (() =>
  v.object({ Name: requiredText('Name', 100), Phone: optionalText('Phone', 40) }))();

/** The invited employee sets their password with the token of the link (once, within 7 days). */
export const AcceptInvitationRequest = /* @__PURE__ */ (() =>
  v.object({
    Token: requiredText('Token', 200),
    Password: base64Password('Password'),
  }))();

/** Why an order waits for approval: the requester's role, or a Buyer's monthly limit. */
export const APPROVAL_REASONS = ['role', 'limit'] as const;
export const APPROVAL_STATUSES = ['awaiting', 'approved', 'rejected', 'withdrawn'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** An order that needed approval, as the queue and the requester see it. */
export const ApprovalSchema = v.object({
  Id: v.number(),
  Status: v.picklist(APPROVAL_STATUSES),
  Reason: v.picklist(APPROVAL_REASONS),
  /** Who asked (their name then); null id for the company's own login. */
  RequestedBy: v.string(),
  RequestedById: v.nullable(v.number()),
  /** ISO time. */
  RequestedOn: v.string(),
  /** The order's total when it was asked for (gross, with shipping and payment fees). */
  Total: v.number(),
  DecidedBy: v.nullable(v.string()),
  DecidedOn: v.nullable(v.string()),
  /** The rejection's comment. */
  Comment: v.nullable(v.string()),
  /** The order placed on approval. */
  PlacedOrder: v.nullable(v.object({ Id: v.number(), OrderNumber: v.string() })),
});
export type Approval = v.InferOutput<typeof ApprovalSchema>;
export const ApprovalListSchema = v.array(ApprovalSchema);

/** A waiting order's line: the price the requester saw and the price now (the dealer's, net). */
export const ApprovalLineSchema = v.object({
  ProductId: v.number(),
  Sku: v.string(),
  Name: v.string(),
  Quantity: v.number(),
  PriceThen: v.number(),
  PriceNow: v.number(),
  JobReference: v.optional(v.string()),
});

/** An approval with its lines priced again now: what the approver sees before approving. */
export const ApprovalDetailSchema = v.object({
  ...ApprovalSchema.entries,
  Lines: v.array(ApprovalLineSchema),
  /** The order's total now (null when it was decided: the lines are gone). */
  CurrentTotal: v.nullable(v.number()),
  /** A price or the total changed since the request: show it before approving. */
  PricesChanged: v.boolean(),
  ShippingMethod: v.string(),
  PaymentMethod: v.string(),
});
export type ApprovalDetail = v.InferOutput<typeof ApprovalDetailSchema>;

/** Approve: the total the approver was shown (a different total now is refused: the change is shown first). */
export const ApproveRequest = /* @__PURE__ */ (() =>
  v.object({ Total: v.pipe(v.number('Total must be a number.'), v.minValue(0, 'Total must be at least 0.')) }))();

/** Reject, with a comment for the requester. */
export const RejectRequest = /* @__PURE__ */ (() => v.object({ Comment: requiredText('Comment', 500) }))();

/** Approve's answer: ConfirmCheckout's. */
export const ApproveResultSchema = v.object({
  Success: v.boolean(),
  PlacedOrder: v.nullable(v.object({ Id: v.number(), OrderNumber: v.string() })),
  Errors: v.array(v.string()),
});

/** What the audit records. */
export const AUDIT_ACTIONS = [
  'order.placed',
  'order.requested',
  'order.approved',
  'order.rejected',
  'order.withdrawn',
  'employee.invited',
  'employee.role',
  'employee.limit',
  'employee.deactivated',
  'employee.reactivated',
  'employee.removed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One recorded event: who (their name then), when (ISO), what, of which subject (an order number, an employee). */
export const AuditEventSchema = v.object({
  Id: v.number(),
  At: v.string(),
  Actor: v.string(),
  ActorId: v.nullable(v.number()),
  Action: v.picklist(AUDIT_ACTIONS),
  Subject: v.string(),
  /** A role, a limit, a total or a comment (may be ''). */
  Detail: v.string(),
});
export type AuditEvent = v.InferOutput<typeof AuditEventSchema>;
export const AuditListSchema = v.array(AuditEventSchema);

/** The order history's filter by person (extension team): the name as PlacedBy answers it. */
export const OrderListQuery = /* @__PURE__ */ (() => v.object({ placedBy: v.optional(optionalText('placedBy', 100)) }))();
