-- CopyBlocks access rules written as PostgreSQL row-level-security policies.
-- The server enforces exactly these rules through its policy module (src/server/policies/policy.ts,
-- whose table read-rule.test.ts holds this script to); this script lets a database administrator
-- enforce them in the database too.
-- It expects each connection to say who it acts for:  SET app.user_id = '<user id>';

create or replace function app_current_user_id() returns text
  language sql stable as $$ select nullif(current_setting('app.user_id', true), '') $$;

create or replace function app_current_role() returns text
  language sql stable as $$
    select coalesce((select role from profiles where id = app_current_user_id()), 'user')
  $$;

-- The one read rule, as the server's readableBy states it: the owner reads a project, everyone
-- reads a public one. Blocks, comments and activities are read with their project.
create or replace function app_can_read(owner_id text, is_public boolean) returns boolean
  language sql stable as $$ select is_public or owner_id = app_current_user_id() $$;
create or replace function app_can_read_project(id uuid) returns boolean
  language sql stable as $$
    select exists (select 1 from projects p where p.id = $1 and app_can_read(p.user_id, p.is_public))
  $$;

-- Projects: owners see and change their own; everyone reads public ones;
-- the owner or a superadmin deletes.
alter table projects enable row level security;
drop policy if exists projects_select on projects;
create policy projects_select on projects for select
  using (app_can_read(user_id, is_public));
drop policy if exists projects_insert on projects;
create policy projects_insert on projects for insert
  with check (user_id = app_current_user_id() and is_public = false);
drop policy if exists projects_update on projects;
create policy projects_update on projects for update
  using (user_id = app_current_user_id()) with check (user_id = app_current_user_id());
drop policy if exists projects_delete on projects;
create policy projects_delete on projects for delete
  using (user_id = app_current_user_id() or app_current_role() = 'superadmin');

-- Blocks follow their project: readable with it, writable only by its owner.
alter table project_blocks enable row level security;
drop policy if exists project_blocks_select on project_blocks;
create policy project_blocks_select on project_blocks for select
  using (app_can_read_project(project_id));
drop policy if exists project_blocks_write on project_blocks;
create policy project_blocks_write on project_blocks for all
  using (exists (select 1 from projects p where p.id = project_id and p.user_id = app_current_user_id()))
  with check (exists (select 1 from projects p where p.id = project_id and p.user_id = app_current_user_id()));

-- Comments: anyone who can read the project reads and posts, as themselves.
alter table project_comments enable row level security;
drop policy if exists project_comments_select on project_comments;
create policy project_comments_select on project_comments for select
  using (app_can_read_project(project_id));
drop policy if exists project_comments_insert on project_comments;
create policy project_comments_insert on project_comments for insert
  with check (user_id = app_current_user_id() and app_can_read_project(project_id));

-- Activities: visible on the viewer's own projects and on public ones.
alter table project_activities enable row level security;
drop policy if exists project_activities_select on project_activities;
create policy project_activities_select on project_activities for select
  using (app_can_read_project(project_id));

-- Profiles: everyone reads names and avatars; each user changes only their own, never their role.
alter table profiles enable row level security;
drop policy if exists profiles_select on profiles;
create policy profiles_select on profiles for select using (true);
drop policy if exists profiles_update on profiles;
create policy profiles_update on profiles for update
  using (id = app_current_user_id())
  with check (id = app_current_user_id() and role = (select role from profiles where id = app_current_user_id()));
