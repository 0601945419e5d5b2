import { AddressSchema as Address, CustomerSchema as Customer } from '@parts/contract/customer';
import { tolerant } from '@parts/contract/tolerant';
import type * as v from 'valibot';

/** The contract's address and customer, read tolerantly (see contract/src/tolerant.ts). */
export const AddressSchema = tolerant(Address);
export type Address = v.InferOutput<typeof AddressSchema>;

export const CustomerSchema = tolerant(Customer);
export type Customer = v.InferOutput<typeof CustomerSchema>;
