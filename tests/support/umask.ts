/**
 * A command and its arguments, run under `umask` (as an operator's shell may have it): Node can
 * set no umask for a child, so `sh` sets it and then becomes the command, keeping its process id.
 */
export function underUmask(umask: number, command: string, args: string[]): [string, string[]] {
  const octal = umask.toString(8).padStart(3, "0");
  return ["sh", ["-c", `umask ${octal} && exec "$0" "$@"`, command, ...args]];
}
