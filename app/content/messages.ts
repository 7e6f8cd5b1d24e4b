/**
 * Every message staff see from sign-in and the dashboard, once. The §8 texts of the specification
 * are kept word for word; UI, server and tests import them from here.
 */
export type ToastMessage = { title: string; description?: string };

function minutes(count: number) {
  return `${count} ${count === 1 ? "minute" : "minutes"}`;
}

export const messages = {
  signIn: {
    missingFields: { title: "Error", description: "Please enter both email and password." },
    failedTitle: "Login Failed",
    invalidCredentials: "Invalid email or password.",
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
    success: {
      title: "Admin User Created",
      description: "Sign in with the email and password you just chose.",
    },
    failedTitle: "Creation Failed",
    unexpected: { title: "Error", description: "An unexpected error occurred" },
    alreadyExists:
      "An administrator already exists. Sign in, or ask an administrator for an account.",
  },
  access: {
    signInRequired: "Authentication Required: Please ensure you are logged in and try again.",
    forbidden: "You do not have permission to do that.",
    passwordChangeRequired: "Choose a new password before doing anything else.",
    crossSite: "Cross-site request refused.",
    signUpClosed: "Sign-up is closed. Ask an administrator to add you as a user.",
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
  password: {
    changed: { title: "Password Changed", description: "Your other sessions were signed out." },
    failedTitle: "Password not changed",
    wrongCurrent: "Your current password is not correct.",
    mismatch: "The new passwords do not match.",
    sameAsCurrent: "Choose a password different from your current one.",
  },
  settings: {
    saved: { title: "Settings Saved", description: "The public site shows the new details now." },
    failedTitle: "Settings not saved",
    invalid: "Some fields need attention.",
  },
} as const;
