-- CopyBlocks maintenance: bring existing projects in line with the current rules.
-- Safe to run more than once; run inside a transaction and check the counts before COMMIT.
begin;

-- Projects without a niche get the default one.
update projects set niche = 'Sem nicho' where niche is null or btrim(niche) = '';

-- has_translation reflects whether any block carries a translation.
update projects p set has_translation = exists (
  select 1 from project_blocks b where b.project_id = p.id and coalesce(b.translation, '') <> ''
);

-- Block positions are 0..n-1 in their current order (repairs gaps left by manual edits).
with ordered as (
  select id, row_number() over (partition by project_id order by position, created_at) - 1 as pos
  from project_blocks
)
update project_blocks b set position = o.pos from ordered o where b.id = o.id and b.position <> o.pos;

-- Users created before profiles existed get one.
insert into profiles (id, display_name) select id, name from users on conflict do nothing;

commit;
