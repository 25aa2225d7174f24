// The developer tools' catalogue, listed by the admin page.
export { type ToolPage, toolPages } from "./tool-pages";
