import { backUpCommand } from "./back-up";
import { createAdmin } from "./create-admin";
import { migrateDatabaseCommand } from "./migrate-database";
import { restoreCommand } from "./restore";

/** The operator's commands, run from the built server by server/command.js (see package.json). */
const commands: Record<string, (args: string[]) => Promise<number>> = {
  "admin:create": createAdmin,
  "db:migrate": migrateDatabaseCommand,
  backup: backUpCommand,
  restore: restoreCommand,
};

/** Runs a named command and resolves with its exit code; an unknown name lists the known ones. */
export function runCommand(name: string | undefined, args: string[]): Promise<number> {
  const command = name ? commands[name] : undefined;
  if (!command) {
    console.error(`Unknown command "${name ?? ""}". Known: ${Object.keys(commands).join(", ")}.`);
    return Promise.resolve(2);
  }
  return command(args);
}
