import type { Generated } from "kysely";

/**
 * Tables the app queries directly. Times are ISO-8601 UTC strings in our own tables (one format on
 * both SQLite and PostgreSQL, sortable as text). better-auth owns `user`, `session` and `account`;
 * only the columns we read or write are typed here, and their dates come back as a Date on
 * PostgreSQL and an ISO string on SQLite.
 */
type RecordColumns = {
  id: string;
  position: number;
  version: number;
  created_at: string;
  updated_at: string;
  updated_by_email: string | null;
};

export type Database = {
  /** One row (id 1): raised by triggers on every write visitors would see (ADR 0031). */
  content_version: {
    id: number;
    /** A bigint: PostgreSQL's driver returns it as a string, SQLite as a number. */
    version: number | string;
  };
  site_setting: {
    key: string;
    /** JSON-encoded value. */
    value: string;
    updated_at: string;
    updated_by: string | null;
  };
  audit_log: {
    id: string;
    created_at: string;
    actor_id: string | null;
    actor_email: string | null;
    action: string;
    target: string | null;
    detail: string | null;
    ip: string | null;
  };
  /** One row once the first administrator was created through the sign-in page. */
  first_admin_claim: {
    id: number;
    claimed_at: string;
  };
  media_files: {
    id: string;
    /** The stored object's file name (server-made, never the uploader's). */
    filename: string;
    original_name: string;
    /** Where the site serves it: /media/<storage_key>. */
    file_url: string;
    file_type: "image" | "video";
    file_size: number;
    category: string;
    alt_text: string;
    caption: string | null;
    is_active: number;
    created_by: string | null;
    created_at: string;
    updated_at: string;
    storage_key: string;
    mime_type: string;
    width: number | null;
    height: number | null;
    /** JSON: MediaVariant[]. */
    variants: string;
    sha256: string;
    /** The browser's key for the form submission that uploaded it; unique per uploader. */
    upload_key: string | null;
    /** What staff said the file shows: "unreviewed", "none" or "identifiable" children. */
    children: string;
    consent_given_by: string | null;
    /** Comma-separated consent scope: website, social, print. */
    consent_scope: string | null;
    /** Dates as YYYY-MM-DD (UK local dates, as on a consent form). */
    consent_given_on: string | null;
    consent_expires_on: string | null;
    consent_note: string | null;
    consent_withdrawn_at: string | null;
    /** Set by the expiry job once the expiry date has passed. */
    consent_expired_at: string | null;
    consent_updated_at: string | null;
    /** 1 when visitors may see it (consent allows); derived by app/features/media/media-consent.ts. */
    publishable: number;
    /** When the storage reconciler found one of its objects gone (the file is then inactive). */
    missing_since: string | null;
    /** 1 while a file hidden by migration 0016 waits for new keys (rekeyFilesHiddenOnUpgrade). */
    rekey_due: Generated<number>;
    /** SHA-256 of the bytes as uploaded (ADR 0035); null for files uploaded before 0022. */
    upload_sha256: string | null;
    /** 1 when staff uploaded it although the library held the same bytes (ADR 0035). */
    upload_insisted: Generated<number>;
    /** Focal point (ADR 0036), whole percentages 0-100 from the left and top; null: the centre. */
    focal_x: number | null;
    focal_y: number | null;
  };
  /** Where a media file shows: one row per page (or whole site section) and section. */
  media_placements: {
    id: string;
    /** The uploaded file placed here; null for a built-in picture. */
    media_id: string | null;
    /** A built-in catalogue picture's id when no file is placed. */
    builtin_image: string | null;
    page: string;
    section: string | null;
    placed_by: string | null;
    /** Public pages show the most recently placed first. */
    placed_at: string;
  };
  /** Work the server does later (app/shared/jobs/ and each feature's jobs.server.ts): one row per job, claimed by one process at a time. */
  scheduled_job: {
    name: string;
    /** When the job is next due. */
    run_at: string;
    /** Set while a process runs the job; others may take it over once it has passed. */
    locked_until: string | null;
    last_started_at: string | null;
    /** When the last run ended, whether it succeeded or failed (then last_error says why). */
    last_finished_at: string | null;
    last_error: string | null;
  };
  /** Every save of a page's copy (ADR 0012). */
  page_revision: {
    id: string;
    page_key: string;
    /** 1, 2, 3… per page, in the order they were saved. */
    number: number;
    /** JSON: PageContent, checked against the schema whenever it is read. */
    content: string;
    note: string | null;
    /** How it was made: "save", "restore", "content-tab" (the quick editor). */
    origin: string;
    /** The revision the editor started from (null: the built-in copy). */
    based_on: string | null;
    /** The editor's key for one press of a button, so a repeated request does the work once. */
    request_id: string | null;
    created_by: string | null;
    created_by_email: string | null;
    created_at: string;
  };
  /** One row per page that staff have saved: which revision is latest, published, scheduled. */
  page_document: {
    page_key: string;
    head_revision_id: string;
    published_revision_id: string | null;
    published_at: string | null;
    published_by_email: string | null;
    scheduled_revision_id: string | null;
    publish_at: string | null;
    updated_at: string;
  };
  /** An editor's change waiting for an administrator, or sent back (ADR 0028); one per page. */
  page_approval: {
    page_key: string;
    revision_id: string;
    /** "pending" (waiting for an administrator) or "sent-back" (with `comment`). */
    status: string;
    submitted_by: string;
    submitted_by_email: string;
    submitted_at: string;
    comment: string | null;
    reviewed_by_email: string | null;
    reviewed_at: string | null;
  };
  /**
   * The Reviews, YouTube, Events and Volunteers tabs' records (ADR 0014). Each has `position`
   * (lower shows first), `version` (an edit based on an older one is refused) and timestamps.
   */
  reviews: RecordColumns & {
    name: string;
    /** Role or title, e.g. "Parent". */
    role: string;
    rating: number;
    body: string;
    photo_media_id: string | null;
    colour: string;
    /** "pending", "approved" or "hidden": only approved reviews are public. */
    status: string;
    /** "staff" (typed in the tab) or "visitor" (the public form). */
    origin: string;
    consent_to_publish: number;
    approved_at: string | null;
    /** A visitor's optional address, never shown: to reply, or to find their data on request. */
    email: string | null;
  };
  youtube_videos: RecordColumns & {
    /** The 11-character YouTube id; the watch and embed addresses are built from it. */
    video_id: string;
    title: string;
    description: string;
    /** YYYY-MM-DD. */
    published_on: string;
  };
  events: RecordColumns & {
    /** Its page: /news/events/<slug>. Made from the title once and kept, so links stay good. */
    slug: string;
    title: string;
    category: string;
    /**
     * YYYY-MM-DD and HH:MM, UK local time. The date is a repeating event's first; null while it
     * is to be announced (0027).
     */
    starts_on: string | null;
    start_time: string;
    end_time: string | null;
    /** How it repeats, on its first date's weekday (0027): "week", "month", or null for once. */
    repeat_every: string | null;
    /** A monthly event's week of the month: 1 to 4, or -1 for the last (0027). */
    repeat_week: number | null;
    /** YYYY-MM-DD: the last day a repeating event may fall on; null for no end (0027). */
    repeat_until: string | null;
    location: string;
    description: string;
    image_media_id: string | null;
    /** Inclusive ages; both null: all ages (0027). */
    ages_from: number | null;
    ages_to: number | null;
    /** Whole pence; 0 is free (0027). */
    cost_pence: number;
    /** "turn-up", "register" or "link" (programme-details.ts), and the booking link for "link" (0027). */
    join_method: string;
    join_link: string | null;
  };
  /** The Timetable tab's regular sessions (0026, ADR 0040). Days and times are UK local. */
  timetable_sessions: RecordColumns & {
    name: string;
    /** The weekdays it runs, in the week's order: "monday,wednesday". */
    days: string;
    /** "HH:MM". */
    start_time: string;
    end_time: string;
    place: string;
    /** Inclusive years; both null: all ages. */
    ages_from: number | null;
    ages_to: number | null;
    /** Who it is for beyond ages: "everyone", "girls", "boys", "sen", "families". */
    audience: string;
    cost_pence: number;
    /** "turn-up", "register" or "link" (with `join_link`). */
    join_method: string;
    join_link: string | null;
    /** "all-year", "term-time" or "holidays": what visitors are told; the dates do the rest. */
    season: string;
    /** YYYY-MM-DD: the first and last days it may run; null: no limit. */
    first_day: string | null;
    last_day: string | null;
    /** JSON list of the days it does not run: `[{ "from": "YYYY-MM-DD", "to": "YYYY-MM-DD" }]`. */
    closures: string;
    description: string;
    image_media_id: string | null;
    /** 1 for a session seeded as an example, until staff save it (0 from then on). */
    is_example: number;
  };
  volunteer_opportunities: RecordColumns & {
    title: string;
    type: string;
    time_commitment: string;
    skills: string;
    description: string;
    image_media_id: string | null;
    is_open: number;
  };
  volunteer_applications: {
    id: string;
    opportunity_id: string | null;
    opportunity_title: string;
    name: string;
    email: string;
    phone: string | null;
    reason: string;
    availability: string;
    over_18: number;
    guardian_name: string | null;
    guardian_contact: string | null;
    /** "new", "approved" or "rejected". */
    status: string;
    decision_note: string | null;
    decided_at: string | null;
    decided_by_email: string | null;
    applicant_emailed_at: string | null;
    hours: number;
    version: number;
    created_at: string;
    updated_at: string;
  };
  /** Contact messages and child registrations (ADR 0015); registration columns are null on messages. */
  enquiries: {
    id: string;
    /** "contact" or "registration". */
    kind: string;
    /** "new", "in-progress" or "done". */
    status: string;
    /** The sender, or the parent or guardian who registers a child. */
    name: string;
    email: string;
    phone: string | null;
    topic: string | null;
    message: string | null;
    /**
     * A registration's children (0023): a JSON list of { firstName, age (as the parent wrote
     * it: an age or a date of birth), activities (keys), supportNeeds (special category data,
     * "" unless its own consent was given), photoConsent (uses agreed; empty: none) }. Null on
     * messages and on registrations made before 0023, whose one child is in the columns below.
     */
    children: string | null;
    /** Before 0023: the one child's first name. */
    child_first_name: string | null;
    /** Before 0023: an age or a date of birth. */
    child_age: string | null;
    /** Before 0023: JSON array of activity keys. */
    activities: string | null;
    /** Before 0023: special category (health) data, kept only with `support_needs_consent`. */
    support_needs: string | null;
    support_needs_consent: number | null;
    /** The family's emergency contact. */
    emergency_contact: string | null;
    /** Before 0023: JSON array of photo uses agreed ("website", "social", "print"); empty: none. */
    photo_consent: string | null;
    notes: string;
    version: number;
    created_at: string;
    updated_at: string;
    /** When it was last marked done: enquiries are kept for a while after this. */
    done_at: string | null;
    updated_by_email: string | null;
  };
  newsletter_subscribers: {
    id: string;
    /** Lower-case. */
    email: string;
    first_name: string | null;
    /** "pending" until the address is confirmed, then "subscribed". Unsubscribing deletes the row. */
    status: string;
    created_at: string;
    confirmed_at: string | null;
    updated_at: string;
    /** Who confirms a pending sign-up: "email" (the visitor's link) or "staff" (no mail). */
    confirm_by: Generated<string>;
  };
  /** One row (id 1): the end of the time the last daily digest to staff counted. */
  staff_digest: {
    id: number;
    counted_until: string;
  };
  newsletters: {
    id: string;
    template: string;
    subject: string;
    /** The body: a rich-text document as JSON (0025; plain text before, rewritten by it). */
    content: string;
    /** The library photo under the subject, if any (0025): sent only while visitors may see it. */
    photo_id: string | null;
    /** "sending" or "sent". */
    status: string;
    recipient_count: number;
    created_by_email: string | null;
    created_at: string;
    finished_at: string | null;
  };
  /** One row per recipient of a newsletter, made when it is sent. */
  newsletter_deliveries: {
    newsletter_id: string;
    subscriber_id: string;
    email: string;
    /** "pending", "sending" (claimed; never sent again), "sent" or "failed". */
    status: string;
    updated_at: string;
  };
  /** The documents library's PDFs (0028, ADR 0042): one cleaned object each, in media storage. */
  documents: {
    id: string;
    title: string;
    description: string;
    /** One of `documentCategories` (app/features/documents/document-types.ts). */
    category: string;
    /** The stored object's key: `documents/{stamp}.pdf`, never the uploader's name. */
    storage_key: string;
    /** The cleaned file's size in bytes: what visitors download. */
    file_size: number;
    /** SHA-256 (hex) of the cleaned file: its ETag. */
    sha256: string;
    /** SHA-256 (hex) of the file as uploaded: unique, so the same PDF is stored once. */
    upload_sha256: string;
    /** The uploader's file name, shown to staff only. */
    original_name: string;
    created_by: string | null;
    created_at: string;
    updated_at: string;
  };
  /** Public forms' per-key counters (e.g. submissions per address per hour). */
  rate_limits: {
    key: string;
    count: number;
    window_started_at: string;
  };
  app_secret: {
    name: string;
    value: string;
  };
  /** The last time a session confirmed its password or a two-factor code, beyond signing in. */
  session_confirmations: {
    session_id: string;
    confirmed_at: string;
  };
  /** Per two-factor secret (better-auth's twoFactor row), the last time step accepted (0021). */
  totp_last_steps: {
    two_factor_id: string;
    last_step: number;
  };
  /** Password reset links (migration 0017): only each token's SHA-256 is kept. */
  password_reset_tokens: {
    token_hash: string;
    user_id: string;
    created_at: string;
    expires_at: string;
    used_at: string | null;
  };
  user: {
    id: string;
    name: string;
    email: string;
    role: string;
    mustChangePassword: number | boolean;
    twoFactorEnabled: number | boolean | null;
    createdAt: Date | string;
    updatedAt: Date | string;
  };
  session: {
    id: Generated<string>;
    token: string;
    userId: string;
    createdAt: Date | string;
    updatedAt: Date | string;
    expiresAt: Date | string;
  };
  account: {
    id: string;
    userId: string;
    providerId: string;
    /** better-auth's hash of the password ("credential" accounts only). */
    password: string | null;
    updatedAt: Date | string;
  };
  /** better-auth's two-factor plugin: the encrypted TOTP secret and recovery codes. */
  twoFactor: {
    id: string;
    userId: string;
    secret: string;
    backupCodes: string;
    verified: number | boolean | null;
  };
};
