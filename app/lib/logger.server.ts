type Fields = Record<string, string | number | boolean | undefined>;

/** One JSON line per event, so logs from several processes can be searched the same way. */
function write(level: "info" | "warn" | "error", message: string, fields: Fields) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...fields });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.info(line);
}

export const logger = {
  info: (message: string, fields: Fields = {}) => write("info", message, fields),
  warn: (message: string, fields: Fields = {}) => write("warn", message, fields),
  error: (message: string, fields: Fields = {}) => write("error", message, fields),
};
