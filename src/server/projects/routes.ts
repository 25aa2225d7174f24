import type { FastifyInstance } from "fastify";
import { PROJECT_IMPORT_MAX_CHARS, projectImportSchema } from "../../shared/api/project-export";
import {
  activitiesQuerySchema,
  createProjectRequestSchema,
  duplicateProjectRequestSchema,
  projectListQuerySchema,
  projectParamsSchema,
  timelineQuerySchema,
  updateProjectRequestSchema,
} from "../../shared/api/projects";
import { listVisibleActivities } from "../activities/service";
import type { AppContext } from "../app-context";
import { pageRequest } from "../http/paging";
import {
  createProject,
  deleteProject,
  duplicateProject,
  getProjectDetail,
  importProject,
  listNiches,
  listOwnProjects,
  listPublicProjects,
  updateProject,
} from "./service";

export async function projectRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  app.addHook("preHandler", ctx.guards.requireUser);

  app.get("/api/projects", async (request) => {
    const { niche, ...page } = projectListQuerySchema.parse(request.query);
    return listOwnProjects(db, request.user.id, pageRequest(page), niche);
  });

  app.post("/api/projects", async (request, reply) => {
    const input = createProjectRequestSchema.parse(request.body ?? {});
    const project = await createProject(db, request.user.id, input);
    return reply.status(201).send(await getProjectDetail(db, request.user, project.id));
  });

  // An export file can be larger than ordinary requests: its own body limit, checked by the schema.
  app.post("/api/projects/import", { bodyLimit: 2 * PROJECT_IMPORT_MAX_CHARS }, async (request, reply) => {
    const document = projectImportSchema.parse(request.body ?? {});
    const project = await importProject(db, request.user.id, document);
    return reply.status(201).send(await getProjectDetail(db, request.user, project.id));
  });

  app.get("/api/projects/:id", async (request) => {
    const { id } = projectParamsSchema.parse(request.params);
    return getProjectDetail(db, request.user, id);
  });

  app.patch("/api/projects/:id", async (request) => {
    const { id } = projectParamsSchema.parse(request.params);
    const changes = updateProjectRequestSchema.parse(request.body ?? {});
    await updateProject(db, request.user, id, changes);
    return getProjectDetail(db, request.user, id);
  });

  app.delete("/api/projects/:id", async (request, reply) => {
    const { id } = projectParamsSchema.parse(request.params);
    await deleteProject(db, request.user, id);
    return reply.status(204).send();
  });

  app.post("/api/projects/:id/duplicate", async (request, reply) => {
    const { id } = projectParamsSchema.parse(request.params);
    const { title } = duplicateProjectRequestSchema.parse(request.body ?? {});
    const copy = await duplicateProject(db, request.user, id, title);
    return reply.status(201).send(await getProjectDetail(db, request.user, copy.id));
  });

  app.get("/api/timeline", async (request) =>
    listPublicProjects(db, request.user, pageRequest(timelineQuerySchema.parse(request.query))),
  );
  app.get("/api/activities", async (request) =>
    listVisibleActivities(db, request.user.id, pageRequest(activitiesQuerySchema.parse(request.query))),
  );
  app.get("/api/niches", async (request) => ({ niches: await listNiches(db, request.user.id) }));
}
