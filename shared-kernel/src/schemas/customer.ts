import type * as contract from '@parts/contract/customer';
import type * as v from 'valibot';

/** The contract's address and customer: its schemas as they are (one home, the contract), and their types. */
export { AddressSchema, CustomerSchema } from '@parts/contract/customer';
export type Address = v.InferOutput<typeof contract.AddressSchema>;
export type Customer = v.InferOutput<typeof contract.CustomerSchema>;
