import type { en } from "../en";
import type { Catalog } from "../types";
import { firstPages } from "./first-pages";
import { otherPages } from "./other-pages";

export const pt: Catalog<typeof en> = { ...firstPages, ...otherPages };
