function minutes(count: number) {
  return `${count} ${count === 1 ? "minute" : "minutes"}`;
}

/** What staff see from the accounts feature, once; the §8 texts of the specification word for word. */
export const accountMessages = {
  signIn: {
    missingFields: { title: "Error", description: "Please enter both email and password." },
    failedTitle: "Login Failed",
    invalidCredentials: "Invalid email or password.",
    noUser: "Login failed",
    unexpected: { title: "Error", description: "An error occurred during login." },
    success: { title: "Login Successful", description: "Welcome to the admin panel." },
    tooManyAttempts: (retryAfterMinutes: number) =>
      `Too many attempts, try again in ${minutes(retryAfterMinutes)}`,
  },
  signOut: {
    success: { title: "Logged Out", description: "You have been successfully logged out." },
    failed: { title: "Error", description: "Logging out failed. Please try again." },
  },
  createAdmin: {
    success: { title: "Admin User Created", description: "You are signed in." },
    // Created, but the sign-in that follows did not go through (say, the throttle's limit).
    created: {
      title: "Admin User Created",
      description: "Sign in with the email and password you just chose.",
    },
    failedTitle: "Creation Failed",
    // §8: when the refusal carries no words of its own.
    failedDefault: "Failed to create admin user",
    unexpected: { title: "Error", description: "An unexpected error occurred" },
    alreadyExists:
      "An administrator already exists. Sign in, or ask an administrator for an account.",
    setupCodeMissing: "Enter the setup code.",
    setupCodeWrong: "That setup code is not right. Check it against the one the site printed.",
    setupCodeThrottled: (minutes: number) =>
      `Too many wrong setup codes from your connection. Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
  },
  users: {
    added: {
      title: "User Added",
      description: "Give them the initial password; they choose their own at first sign-in.",
    },
    roleChanged: { title: "Role Changed" },
    removed: { title: "User Removed", description: "Their sessions were ended." },
    failedTitle: "Could not update users",
    emailTaken: "A user with this email already exists.",
    lastAdmin: "The last administrator cannot be removed or made an editor.",
    removeSelf: "You cannot remove your own account.",
    notFound: "That user no longer exists.",
  },
  passwordRules: {
    commonPassword:
      "This password is one of the most common passwords, the first ones attackers try. Choose a less predictable one, such as three or four unrelated words.",
    containsName:
      "Password must not contain the charity's name, or the person's name or email address.",
    /** The estimator's reasons (app/features/accounts/password-guessability.server.ts), each a sentence. */
    easyToGuess: (reasons: string[]) =>
      ["This password would be easy to guess.", ...reasons].join(" "),
  },
  twoFactor: {
    codeNeeded: {
      title: "Enter your code",
      description: "Type the 6-digit code from your authenticator app, or a recovery code.",
    },
    codeMissing: "Enter the 6-digit code from your authenticator app, or a recovery code.",
    wrongCode: "That code is not right. Check your authenticator app and try again.",
    codeUsed:
      "That code has already been used. Wait for your authenticator app to show a new one, then type that.",
    codeStepExpired: "Signing in took too long. Enter your email and password again.",
    cancelled: { title: "Sign-in cancelled", description: "Enter your email and password again." },
    setupStarted: {
      title: "Scan the QR code",
      description: "Then type the 6-digit code your app shows to finish.",
    },
    enabled: {
      title: "Two-factor sign-in is on",
      description: "Keep your recovery codes somewhere safe: each works once.",
    },
    disabled: { title: "Two-factor sign-in is off" },
    codesRenewed: {
      title: "New recovery codes",
      description: "Your old recovery codes no longer work.",
    },
    failedTitle: "Two-factor not changed",
    alreadyOn: "Two-factor sign-in is already on.",
    notOn: "Two-factor sign-in is not on.",
    notStarted: "Start again: enter your password to get a new QR code.",
    requiredByAdmins: "Two-factor sign-in is required for all staff, so it cannot be turned off.",
    turnOnYourselfFirst:
      "Turn two-factor on for yourself in My Account first, or you would be locked out of this tab.",
    policySaved: (required: boolean) => ({
      title: "Two-factor policy saved",
      description: required
        ? "Every staff member must now turn two-factor on before using the dashboard."
        : "Two-factor sign-in is now each person's choice.",
    }),
  },
  reauth: {
    title: "Confirm it's you",
    needed: (minutes: number) =>
      `For this change, enter your password or a code from your authenticator app again (it has been more than ${minutes} minutes).`,
    noScript:
      "Confirm it's you: open My Account, enter your password under “Confirm it's you”, then try again.",
    missing: "Enter your password or a 6-digit code.",
    wrong: "That password or code is not right.",
    confirmed: { title: "Confirmed", description: "Carrying on with what you asked." },
  },
  password: {
    changed: { title: "Password Changed", description: "Your other sessions were signed out." },
    failedTitle: "Password not changed",
    wrongCurrent: "Your current password is not correct.",
    mismatch: "The new passwords do not match.",
    sameAsCurrent: "Choose a password different from your current one.",
  },
  // Forgot your password? (the sign-in page) and the emailed link's page.
  passwordReset: {
    requestFailedTitle: "No link sent",
    // The same answer whether or not the address has an account.
    requested: {
      title: "Check your email",
      description:
        "If an account uses this address, we have emailed it a link to choose a new password. The link works once, within an hour. Nothing after a few minutes? Look in your spam folder, or ask one of the site's administrators.",
    },
    mailNotSetUp:
      "This site cannot send email, so it cannot send you a link. Ask one of the site's administrators: they can set a temporary password for you.",
    emailMissing: "Enter the email address you sign in with.",
    tooManyRequests: (retryAfterMinutes: number) =>
      `Too many requests, try again in ${minutes(retryAfterMinutes)}.`,
    resetFailedTitle: "Password not changed",
    linkUnknown:
      "This link does not work. Part of it may have been lost when it was copied: open it straight from the email, or ask for a new link.",
    linkUsed:
      "This link has already been used to choose a new password, and works only once. Sign in with that password, or ask for a new link.",
    linkExpired:
      "This link has expired: a link works for an hour after it was sent. Ask for a new one.",
    done: {
      title: "Password changed",
      description:
        "Sign in with your new password. Anywhere you were signed in before has been signed out.",
    },
  },
  // The Users tab's help for someone locked out (administrators).
  accountRecovery: {
    linkSent: (email: string) => ({
      title: "Reset link sent",
      description: `${email} can choose a new password with it, once, within an hour.`,
    }),
    linkNotDelivered:
      "The mail server did not accept the message, so no link was sent. Set a temporary password instead, or ask whoever runs the site to check the mail settings.",
    mailNotSetUp:
      "This site cannot send email, so no reset link can be sent. Set a temporary password instead, and give it to them in person or by phone.",
    temporarySet: (email: string) => ({
      title: "Temporary password set",
      description: `Give it to ${email} in person or by phone. They were signed out everywhere and must choose their own password when they next sign in.`,
    }),
    twoFactorReset: (email: string, required: boolean) => ({
      title: "Two-factor reset",
      description: required
        ? `${email} was signed out everywhere. They sign in with their password, then must set two-factor up again before using the dashboard.`
        : `${email} was signed out everywhere, and signs in with their password alone until they turn two-factor on again.`,
    }),
    twoFactorNotOn: "Two-factor sign-in is not on for this person, so there is nothing to reset.",
    notForYourself:
      "For your own account, use My Account: change your password or two-factor sign-in there.",
  },
} as const;
