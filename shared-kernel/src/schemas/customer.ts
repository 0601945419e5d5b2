import { AddressSchema as Address, CustomerSchema as Customer } from '@parts/contract/customer';
import type * as v from 'valibot';

/** The contract's address and customer. */
export const AddressSchema = Address;
export type Address = v.InferOutput<typeof AddressSchema>;

export const CustomerSchema = Customer;
export type Customer = v.InferOutput<typeof CustomerSchema>;
