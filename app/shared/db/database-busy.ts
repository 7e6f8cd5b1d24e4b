/**
 * A write could not get the database's lock in time: another process holds it (a script, a
 * second server, a long transaction), or PostgreSQL's lock or statement timeout ran out. Actions
 * answer it with 503 and Retry-After (app/shared/staff-shell/action-response.server.ts), never a 500.
 */
export class DatabaseBusyError extends Error {
  constructor(cause: unknown) {
    super("The database was busy: the write could not get its lock in time", { cause });
    this.name = "DatabaseBusyError";
  }
}

/** Whether an error is DatabaseBusyError. */
export function isDatabaseBusy(error: unknown): error is DatabaseBusyError {
  return error instanceof DatabaseBusyError;
}

/** The Retry-After a busy save is answered with, in seconds: a held lock is usually brief. */
export const busyRetryAfterSeconds = 5;
