import type { en } from "../en";
import type { Catalog } from "../types";
import { auth } from "./auth";
import { firstPages } from "./first-pages";
import { otherPages } from "./other-pages";

export const pt: Catalog<typeof en> = { ...firstPages, auth, ...otherPages };
