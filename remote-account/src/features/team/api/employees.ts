import type * as v from 'valibot';
import * as contract from '@parts/contract/team';
import { SuccessSchema } from '@parts/contract/common';
import { http, type Locale } from '@parts/shared-kernel';
import { apiQuery, declareQuery, type ApiMutationOptions } from '@parts/shared-kernel/query';
import { AUDIT } from './audit';

/** The company's people as the administrator manages them (extension team). */
export type Employee = v.InferOutput<typeof contract.EmployeeSchema>;
export type Role = contract.Role;
export type Invitation = v.InferInput<typeof contract.InviteRequest>;

export const EMPLOYEES = declareQuery(['team', 'employees'], ['GET /api/Team/Employees']);

/** GET /api/Team/Employees: the company's own login first, then the employees. */
export const employeesQuery = (locale: Locale) =>
  apiQuery(EMPLOYEES, locale, ({ signal, locale }) =>
    http.get('/api/Team/Employees', { schema: contract.EmployeeListSchema, signal, locale }),
  );

const TEAM = ['team'] as const;

export const inviteMutation = {
  calls: ['POST /api/Team/Employees'],
  mutationFn: (invitation: Invitation) => http.post('/api/Team/Employees', invitation, { schema: contract.EmployeeSchema }),
  // the audit records every change to an employee
  invalidates: [TEAM, AUDIT.key],
} satisfies ApiMutationOptions<Employee, Invitation>;

export const changeRoleMutation = {
  calls: ['PUT /api/Team/Employees/:id'],
  mutationFn: ({ id, role }: { id: number; role: Role }) =>
    http.put(`/api/Team/Employees/${id}`, { Role: role }, { schema: contract.EmployeeSchema }),
  // the audit records every change to an employee
  invalidates: [TEAM, AUDIT.key],
} satisfies ApiMutationOptions<Employee, { id: number; role: Role }>;

/** A Buyer's monthly order limit (null: none); the role is sent as it is. */
export const monthlyLimitMutation = {
  calls: ['PUT /api/Team/Employees/:id'],
  mutationFn: ({ id, limit }: { id: number; limit: number | null }) =>
    http.put(`/api/Team/Employees/${id}`, { Role: contract.ROLES.buyer, MonthlyLimit: limit }, { schema: contract.EmployeeSchema }),
  // the audit records every change to an employee
  invalidates: [TEAM, AUDIT.key],
} satisfies ApiMutationOptions<Employee, { id: number; limit: number | null }>;

/** A new invitation link for someone who has not accepted (or whose link expired); older links stop working. */
export const inviteAgainMutation = {
  calls: ['POST /api/Team/Employees/:id/Invite'],
  mutationFn: ({ id, language }: { id: number; language: 'pl' | 'en' }) =>
    http.post(`/api/Team/Employees/${id}/Invite`, { Language: language }, { schema: contract.EmployeeSchema }),
  // the audit records every change to an employee
  invalidates: [TEAM, AUDIT.key],
} satisfies ApiMutationOptions<Employee, { id: number; language: 'pl' | 'en' }>;

export const deactivateMutation = {
  calls: ['POST /api/Team/Employees/:id/Deactivate'],
  mutationFn: (id: number) => http.post(`/api/Team/Employees/${id}/Deactivate`, undefined, { schema: contract.EmployeeSchema }),
  // the audit records every change to an employee
  invalidates: [TEAM, AUDIT.key],
} satisfies ApiMutationOptions<Employee, number>;

export const reactivateMutation = {
  calls: ['POST /api/Team/Employees/:id/Reactivate'],
  mutationFn: (id: number) => http.post(`/api/Team/Employees/${id}/Reactivate`, undefined, { schema: contract.EmployeeSchema }),
  // the audit records every change to an employee
  invalidates: [TEAM, AUDIT.key],
} satisfies ApiMutationOptions<Employee, number>;

export const removeMutation = {
  calls: ['DELETE /api/Team/Employees/:id'],
  mutationFn: (id: number) => http.delete(`/api/Team/Employees/${id}`, { schema: SuccessSchema }),
  // the audit records every change to an employee
  invalidates: [TEAM, AUDIT.key],
} satisfies ApiMutationOptions<v.InferOutput<typeof SuccessSchema>, number>;
