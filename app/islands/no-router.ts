import { createContext } from "react";

/**
 * What the islands' bundle gets for "react-router" (scripts/build-islands.js): a visitor's page
 * loads no router (ADR 0025), so site-data.ts's look for one finds none. Anything else an island
 * imports from React Router is missing here, and the build fails on it.
 */
export const UNSAFE_DataRouterStateContext = createContext(null);
