import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { projectParamsSchema } from "../../shared/api/projects";
import type { AppContext } from "../app-context";
import { AppError, errorBody } from "../errors";
import { getPublicProject, previewOf } from "../public/service";

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/**
 * index.html with a public project's own title and link-preview tags, so a shared link shows the
 * project's name in the tab, in search results and in chat previews (crawlers run no JavaScript).
 * `url` is the link's canonical address, or null when the server does not know its public origin.
 */
export function withPreview(
  html: string,
  preview: { title: string; description: string },
  url: string | null,
) {
  const title = escapeHtml(`${preview.title} · CopyBlocks`);
  const description = escapeHtml(preview.description);
  const tags = [
    `<meta property="og:type" content="article" />`,
    `<meta property="og:site_name" content="CopyBlocks" />`,
    `<meta property="og:title" content="${escapeHtml(preview.title)}" />`,
    `<meta property="og:description" content="${description}" />`,
    ...(url ? [`<meta property="og:url" content="${escapeHtml(url)}" />`] : []),
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${escapeHtml(preview.title)}" />`,
    `<meta name="twitter:description" content="${description}" />`,
  ].join("\n    ");
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/>/,
      `<meta name="description" content="${description}" />`,
    )
    .replace("</head>", `    ${tags}\n  </head>`);
}

/** Serves the built SPA; unknown non-API paths get index.html so deep links load the app. */
export async function registerWeb(
  app: FastifyInstance,
  { serveWeb, webRoot, PUBLIC_URL }: { serveWeb: boolean; webRoot: string; PUBLIC_URL?: string },
  ctx: Pick<AppContext, "db" | "readUser">,
) {
  const hasBuild = serveWeb && existsSync(path.join(webRoot, "index.html"));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // Hashed assets never change; index.html must always be revalidated.
      setHeaders(reply, filePath) {
        reply.header(
          "cache-control",
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? "public, max-age=31536000, immutable"
            : "no-cache",
        );
      },
    });
  }

  if (hasBuild) {
    const indexHtml = readFileSync(path.join(webRoot, "index.html"), "utf8");
    // A project's link: public projects get their preview tags; for a visitor without an account a
    // private or missing project is a 404 (the app then shows its not-found page).
    app.get("/project/:id", async (request, reply) => {
      reply.header("cache-control", "no-cache").type("text/html; charset=utf-8");
      const params = projectParamsSchema.safeParse(request.params);
      if (params.success) {
        try {
          const project = await getPublicProject(ctx.db, params.data.id);
          // The canonical link comes from configuration only: the Host header is the client's to
          // choose, and a cached preview would carry whatever host a crafted request named.
          const url = PUBLIC_URL ? `${PUBLIC_URL.replace(/\/$/, "")}/project/${project.id}` : null;
          return reply.send(withPreview(indexHtml, previewOf(project), url));
        } catch (error) {
          if (!(error instanceof AppError && error.status === 404)) throw error;
        }
      }
      const user = await ctx.readUser(request).catch(() => null);
      return reply.status(user ? 200 : 404).send(indexHtml);
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0];
    if (pathname === "/api" || pathname.startsWith("/api/")) {
      return reply.status(404).send(errorBody("NOT_FOUND", `No API route ${request.method} ${pathname}`));
    }
    // Paths with a file extension are missing files, not app routes.
    const isAppRoute = !path.extname(pathname);
    if (hasBuild && isAppRoute && (request.method === "GET" || request.method === "HEAD")) {
      return reply.header("cache-control", "no-cache").sendFile("index.html");
    }
    return reply.status(404).send(errorBody("NOT_FOUND", `Not found: ${pathname}`));
  });
}
