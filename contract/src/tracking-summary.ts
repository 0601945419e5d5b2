import * as v from 'valibot';

/**
 * An order's lines counted by state (extension order-tracking, issue 40): the order page's summary
 * (GET /api/Order/{id}/Tracking) and each order of the history (GET /api/Order/List's `Tracking`).
 * Its own file so the order list's schema takes it without the integration contract.
 */

/** How many of the order's lines are in each state: the front ends word it ('3 of 5 lines shipped'). */
export const TrackingSummarySchema = v.object({
  Lines: v.number(),
  Confirmed: v.number(),
  Backordered: v.number(),
  /** Shipped in full (delivered ones too). */
  Shipped: v.number(),
  PartlyShipped: v.number(),
  Delivered: v.number(),
  Cancelled: v.number(),
  /** The latest expected date of the lines still backordered (null: none). */
  BackorderedUntil: v.nullable(v.string()),
});
export type TrackingSummary = v.InferOutput<typeof TrackingSummarySchema>;
