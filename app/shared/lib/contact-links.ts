export function buildMailto(email: string, subject: string) {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}

/** A tel: link from a phone number as people write it ("01632 960 123"). */
export function buildTelHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
