/** The shape of an English catalog with every leaf a string: the Portuguese one must match it key for key. */
export type Catalog<T> = { [K in keyof T]: T[K] extends string ? string : Catalog<T[K]> };
