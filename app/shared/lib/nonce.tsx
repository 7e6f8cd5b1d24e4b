import { createContext, useContext } from "react";

/** The per-request CSP nonce; empty on the client, where browsers hide it anyway. */
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce() {
  return useContext(NonceContext);
}
