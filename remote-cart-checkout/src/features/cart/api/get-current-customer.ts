import type { Customer } from '@parts/contract/customer';

/** The signed-in dealer: the kernel's shared customer query (`useCustomer`), read by the cart, offer and checkout. */
export type CurrentCustomer = Customer;
