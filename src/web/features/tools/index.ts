// The developer tools' catalogue, listed by the admin page.
export { toolPages } from "./tool-pages";
