-- Function assessment_list_counts_change
CREATE OR REPLACE FUNCTION public.assessment_list_counts_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    declare chosen_stripe smallint := pg_backend_pid() % 16;
    begin
      if tg_op in ('DELETE', 'UPDATE') then
        insert into assessment_list_counts (block, status, stripe, count) values (old.seq / 1024, old.status, chosen_stripe, -1)
        on conflict (block, status, stripe) do update set count = assessment_list_counts.count - 1;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into assessment_list_counts (block, status, stripe, count) values (new.seq / 1024, new.status, chosen_stripe, 1)
        on conflict (block, status, stripe) do update set count = assessment_list_counts.count + 1;
      end if;
      return null;
    end $function$;

-- Function dashboard_figures_change
CREATE OR REPLACE FUNCTION public.dashboard_figures_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    declare
      chosen_stripe smallint := pg_backend_pid() % 16;
      old_counted boolean := false;
      new_counted boolean := false;
      old_key varchar;
      new_key varchar;
      old_levels varchar;
      new_levels varchar;
      old_lock integer;
      new_lock integer;
    begin
      if tg_op <> 'INSERT' then old_counted := old.status = 'completed'; old_key := coalesce(old.series_id, old.id); old_levels := old.control_levels; end if;
      if tg_op <> 'DELETE' then new_counted := new.status = 'completed'; new_key := coalesce(new.series_id, new.id); new_levels := new.control_levels; end if;
      if not (old_counted or new_counted) then return null; end if;
      -- The series' locks first, lower number first, before any counter row: the order every writer takes them in.
      old_lock := (hashtextextended(coalesce(old_key, new_key), 0) & 1023)::integer;
      new_lock := (hashtextextended(coalesce(new_key, old_key), 0) & 1023)::integer;
      perform pg_advisory_xact_lock(15, least(old_lock, new_lock));
      if old_lock <> new_lock then perform pg_advisory_xact_lock(15, greatest(old_lock, new_lock)); end if;
      if old_counted and not (new_counted and old.created_at / 86400000 = new.created_at / 86400000) then
        insert into dashboard_days (day, stripe, count) values (old.created_at / 86400000, chosen_stripe, -1)
        on conflict (day, stripe) do update set count = dashboard_days.count - 1;
      end if;
      if new_counted and not (old_counted and old.created_at / 86400000 = new.created_at / 86400000) then
        insert into dashboard_days (day, stripe, count) values (new.created_at / 86400000, chosen_stripe, 1)
        on conflict (day, stripe) do update set count = dashboard_days.count + 1;
      end if;
      if not (old_counted and new_counted and old_levels is not distinct from new_levels) then
        update dashboard_controls set assessments = assessments - case when old_counted then case when substr(coalesce(old_levels, ''), 2 * position + 1, 1) in ('0', '1', '2', '3') or substr(coalesce(old_levels, ''), 2 * position + 2, 1) in ('0', '1', '2', '3') then 1 else 0 end else 0 end + case when new_counted then case when substr(coalesce(new_levels, ''), 2 * position + 1, 1) in ('0', '1', '2', '3') or substr(coalesce(new_levels, ''), 2 * position + 2, 1) in ('0', '1', '2', '3') then 1 else 0 end else 0 end, current_sum = current_sum - case when old_counted then case substr(coalesce(old_levels, ''), 2 * position + 2, 1) when '1' then 1 when '2' then 2 when '3' then 3 else 0 end else 0 end + case when new_counted then case substr(coalesce(new_levels, ''), 2 * position + 2, 1) when '1' then 1 when '2' then 2 when '3' then 3 else 0 end else 0 end, target_sum = target_sum - case when old_counted then case substr(coalesce(old_levels, ''), 2 * position + 1, 1) when '1' then 1 when '2' then 2 when '3' then 3 else 0 end else 0 end + case when new_counted then case substr(coalesce(new_levels, ''), 2 * position + 1, 1) when '1' then 1 when '2' then 2 when '3' then 3 else 0 end else 0 end, at_0 = at_0 - case when old_counted then case when substr(coalesce(old_levels, ''), 2 * position + 2, 1) = '0' then 1 else 0 end else 0 end + case when new_counted then case when substr(coalesce(new_levels, ''), 2 * position + 2, 1) = '0' then 1 else 0 end else 0 end, at_1 = at_1 - case when old_counted then case when substr(coalesce(old_levels, ''), 2 * position + 2, 1) = '1' then 1 else 0 end else 0 end + case when new_counted then case when substr(coalesce(new_levels, ''), 2 * position + 2, 1) = '1' then 1 else 0 end else 0 end, at_2 = at_2 - case when old_counted then case when substr(coalesce(old_levels, ''), 2 * position + 2, 1) = '2' then 1 else 0 end else 0 end + case when new_counted then case when substr(coalesce(new_levels, ''), 2 * position + 2, 1) = '2' then 1 else 0 end else 0 end, at_3 = at_3 - case when old_counted then case when substr(coalesce(old_levels, ''), 2 * position + 2, 1) = '3' then 1 else 0 end else 0 end + case when new_counted then case when substr(coalesce(new_levels, ''), 2 * position + 2, 1) = '3' then 1 else 0 end else 0 end where stripe = chosen_stripe;
      end if;
      if new_key is not null then perform dashboard_series_recount(new_key, chosen_stripe); end if;
      if old_key is distinct from new_key and old_key is not null then perform dashboard_series_recount(old_key, chosen_stripe); end if;
      return null;
    end $function$;

-- Function dashboard_follow_up_change
CREATE OR REPLACE FUNCTION public.dashboard_follow_up_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    declare
      chosen_stripe smallint := pg_backend_pid() % 16;
    begin
      if tg_op <> 'INSERT' and old.status = 'completed' then
        insert into dashboard_follow_up (follow_up_status, stripe, count) values (old.follow_up_status, chosen_stripe, -1)
        on conflict (follow_up_status, stripe) do update set count = dashboard_follow_up.count - 1;
      end if;
      if tg_op <> 'DELETE' and new.status = 'completed' then
        insert into dashboard_follow_up (follow_up_status, stripe, count) values (new.follow_up_status, chosen_stripe, 1)
        on conflict (follow_up_status, stripe) do update set count = dashboard_follow_up.count + 1;
      end if;
      return null;
    end $function$;

-- Function dashboard_series_recount
CREATE OR REPLACE FUNCTION public.dashboard_series_recount(key character varying, chosen_stripe smallint)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
    declare
      latest integer := (select overall from (select created_at, id, case when current_count = 8 then current_level_min else 0 end as overall from assessments where id = key and status = 'completed'
    union all select created_at, id, case when current_count = 8 then current_level_min else 0 end as overall from assessments where series_id = key and status = 'completed') as members order by created_at desc, id desc limit 1 offset 0);
      earlier integer := (select overall from (select created_at, id, case when current_count = 8 then current_level_min else 0 end as overall from assessments where id = key and status = 'completed'
    union all select created_at, id, case when current_count = 8 then current_level_min else 0 end as overall from assessments where series_id = key and status = 'completed') as members order by created_at desc, id desc limit 1 offset 1);
      was smallint;
      moved smallint;
    begin
      select dashboard_series.movement into was from dashboard_series where series_id = key;
      if earlier is not null then moved := case when latest > earlier then 1 when latest = earlier then 0 else -1 end; end if;
      if was is not distinct from moved then return; end if;
      if moved is null then
        delete from dashboard_series where series_id = key;
      else
        insert into dashboard_series (series_id, movement) values (key, moved) on conflict (series_id) do update set movement = excluded.movement;
      end if;
      update dashboard_movement set
        improved = improved + (moved is not distinct from 1)::int - (was is not distinct from 1)::int,
        held = held + (moved is not distinct from 0)::int - (was is not distinct from 0)::int,
        fell = fell + (moved is not distinct from -1)::int - (was is not distinct from -1)::int
      where stripe = chosen_stripe;
    end $function$;

-- Trigger assessment_list_counts_insert_delete on assessments
CREATE TRIGGER assessment_list_counts_insert_delete AFTER INSERT OR DELETE ON assessments FOR EACH ROW EXECUTE FUNCTION assessment_list_counts_change();

-- Trigger assessment_list_counts_update on assessments
CREATE TRIGGER assessment_list_counts_update AFTER UPDATE OF status, seq ON assessments FOR EACH ROW WHEN (old.status::text IS DISTINCT FROM new.status::text OR old.seq IS DISTINCT FROM new.seq) EXECUTE FUNCTION assessment_list_counts_change();

-- Trigger dashboard_figures_insert_delete on assessments
CREATE TRIGGER dashboard_figures_insert_delete AFTER INSERT OR DELETE ON assessments FOR EACH ROW EXECUTE FUNCTION dashboard_figures_change();

-- Trigger dashboard_figures_update on assessments
CREATE TRIGGER dashboard_figures_update AFTER UPDATE OF status, created_at, control_levels, current_count, current_level_min, series_id ON assessments FOR EACH ROW WHEN ((old.status::text = 'completed'::text OR new.status::text = 'completed'::text) AND (old.status::text IS DISTINCT FROM new.status::text OR old.created_at IS DISTINCT FROM new.created_at OR old.control_levels::text IS DISTINCT FROM new.control_levels::text OR old.current_count IS DISTINCT FROM new.current_count OR old.current_level_min IS DISTINCT FROM new.current_level_min OR old.series_id::text IS DISTINCT FROM new.series_id::text)) EXECUTE FUNCTION dashboard_figures_change();

-- Trigger dashboard_follow_up_insert_delete on assessments
CREATE TRIGGER dashboard_follow_up_insert_delete AFTER INSERT OR DELETE ON assessments FOR EACH ROW EXECUTE FUNCTION dashboard_follow_up_change();

-- Trigger dashboard_follow_up_update on assessments
CREATE TRIGGER dashboard_follow_up_update AFTER UPDATE OF status, follow_up_status ON assessments FOR EACH ROW WHEN ((old.status::text = 'completed'::text OR new.status::text = 'completed'::text) AND (old.status::text IS DISTINCT FROM new.status::text OR old.follow_up_status::text IS DISTINCT FROM new.follow_up_status::text)) EXECUTE FUNCTION dashboard_follow_up_change();
