/**
 * What the layers above the data layer know of the database: an Executor (the database or an open
 * transaction) passed through as an opaque handle to data functions, and inTransaction to run
 * several data functions as one transaction. Nothing here builds or runs a query
 * (api/README.md, "Layers").
 */
export { inTransaction, type Executor } from '../db/database';
