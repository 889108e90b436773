/**
 * SQLSTATE codes the schema raises itself and the server reacts to. They live here, beside the
 * database adapter, rather than in the migration that first raised them: the migrations that
 * write the triggers and the request pipeline that answers for them both read the same constant,
 * and the pipeline never depends on one step of the schema's history.
 */

/**
 * Raised when an unconfirmed account would join an institution (the membership triggers of
 * migrations 4 and 150); the pipeline answers it with 409 "email not confirmed".
 */
export const unconfirmedAccountState = 'PU001';
