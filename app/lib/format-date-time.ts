const formatter = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Europe/London",
});

/** A stored ISO time as staff read it (UK time); the same on server and client. */
export function formatDateTime(iso: string) {
  return formatter.format(new Date(iso));
}
