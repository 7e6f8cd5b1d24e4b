// `npm run admin:create`, `npm run db:migrate`, ...: an operator's command, run from the built
// server (server/commands/run-command.ts lists them).
// @ts-check
import { loadServerBuild } from "./load-server-build.js";

const { runCommand } = await loadServerBuild();
process.exitCode = await runCommand(process.argv[2], process.argv.slice(3));
