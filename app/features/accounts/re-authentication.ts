/**
 * Adding, changing or removing users, changing settings and exporting personal data ask for the
 * password (or a two-factor code) again once the session's last confirmation is older than this.
 */
export const confirmationMaxAgeMinutes = 10;
