import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { errorBody } from "../errors";

export const webRoot = path.resolve(import.meta.dirname, "../../../dist/web");

/** Serves the built SPA; unknown non-API paths get index.html so deep links load the app. */
export async function registerWeb(app: FastifyInstance, serveWeb: boolean) {
  const hasBuild = serveWeb && existsSync(path.join(webRoot, "index.html"));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // Hashed assets never change; index.html must always be revalidated.
      setHeaders(res, filePath) {
        res.setHeader(
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
    if (hasBuild && (request.method === "GET" || request.method === "HEAD")) {
      return reply.header("cache-control", "no-cache").sendFile("index.html");
    }
    return reply.status(404).send(errorBody("NOT_FOUND", `Not found: ${pathname}`));
  });
}
