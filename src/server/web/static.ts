import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { errorBody } from "../errors";

/** Serves the built SPA; unknown non-API paths get index.html so deep links load the app. */
export async function registerWeb(
  app: FastifyInstance,
  { serveWeb, webRoot }: { serveWeb: boolean; webRoot: string },
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
