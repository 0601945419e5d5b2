import type * as v from 'valibot';
import * as contract from '@parts/contract/team';
import { http, type Locale } from '@parts/shared-kernel';
import { apiQuery, declareQuery, keys } from '@parts/shared-kernel/query';

/** The company's audit (extension team; the Administrator): who did what and when, newest first. */
export type AuditEvent = v.InferOutput<typeof contract.AuditEventSchema>;

/** Under the orders' key: whatever places or decides an order invalidates it; the employees' changes name it. */
export const AUDIT = declareQuery([...keys.orders, 'audit'], ['GET /api/Team/Audit']);

/** GET /api/Team/Audit: the latest 500 events of the company. */
export const auditQuery = (locale: Locale) =>
  apiQuery(AUDIT, locale, ({ signal, locale }) => http.get('/api/Team/Audit', { schema: contract.AuditListSchema, signal, locale }));
