DROP TABLE "project_links" CASCADE;
