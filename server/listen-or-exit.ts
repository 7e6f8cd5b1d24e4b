import type { Server } from "node:http";
import { logger } from "../app/shared/lib/logger.server";

/**
 * Starts listening and resolves with the port. When the address cannot be had (a port in use,
 * no permission), says so and ends the process with a failure code: a site that is not serving
 * must not look as if it started.
 */
export function listenOrExit(server: Server, { port, host }: { port: number; host: string }) {
  return new Promise<number>((resolve) => {
    server.once("error", (error: NodeJS.ErrnoException) => {
      const reason =
        error.code === "EADDRINUSE"
          ? `port ${port} on ${host} is already in use (another copy of the site, or another program). Stop it, or set PORT to a free port.`
          : error.code === "EACCES"
            ? `this user may not listen on port ${port} on ${host}. Set PORT to 1024 or higher.`
            : error.message;
      logger.error(`The site cannot start: ${reason}`, { error });
      process.exit(1);
    });
    server.listen(port, host, () => {
      const address = server.address();
      resolve(typeof address === "object" && address ? address.port : port);
    });
  });
}
