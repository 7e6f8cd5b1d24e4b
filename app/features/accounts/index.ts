export { emailAddressSchema } from "./email-address";
export { accountMessages } from "./messages";
export { throttleAddressKey } from "./throttle-address";
export { ConfirmedDownloadLink } from "./ui/confirmed-download-link";
export { LoginForm, signInFetcherKey } from "./ui/login-form";
export { ResendAfterConfirmation } from "./ui/resend-after-confirmation";
