import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** Per-request nonce allowing the inline theme script and React Router's scripts under CSP. */
    cspNonce: string;
  }
}
