/**
 * The sign-in page's two pages for a forgotten password: where a link is asked for, and where the
 * emailed link leads. Under /login, so they are staff pages (no-store, kept out of search engines
 * by robots.txt's `Disallow: /login`, React Router's own scripts).
 */
export const forgotPasswordPage = {
  path: "/login/forgot-password",
  title: "Forgot your password?",
} as const;

export const resetPasswordPage = {
  path: "/login/reset-password",
  title: "Choose a new password",
} as const;
