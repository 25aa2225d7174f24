import { auth } from "./auth";
import { firstPages } from "./first-pages";
import { otherPages } from "./other-pages";

/**
 * The English catalog: one namespace per feature file, in parts the app fetches separately (the
 * first pages' texts, the sign-in screens', then the others). The Portuguese one mirrors it key for key.
 */
export const en = { ...firstPages, auth, ...otherPages };
