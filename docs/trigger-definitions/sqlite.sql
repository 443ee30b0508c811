-- Trigger assessment_list_counts_delete on assessments
CREATE TRIGGER assessment_list_counts_delete after delete on assessments begin
    insert into assessment_list_counts (block, status, stripe, count) values (old.seq / 1024, old.status, 0, -1)
    on conflict (block, status, stripe) do update set count = count - 1; end;

-- Trigger assessment_list_counts_insert on assessments
CREATE TRIGGER assessment_list_counts_insert after insert on assessments begin
    insert into assessment_list_counts (block, status, stripe, count) values (new.seq / 1024, new.status, 0, +1)
    on conflict (block, status, stripe) do update set count = count + 1; end;

-- Trigger assessment_list_counts_update on assessments
CREATE TRIGGER assessment_list_counts_update after update of status, seq on assessments
    when old.status is not new.status or old.seq is not new.seq
    begin
    insert into assessment_list_counts (block, status, stripe, count) values (old.seq / 1024, old.status, 0, -1)
    on conflict (block, status, stripe) do update set count = count - 1;
    insert into assessment_list_counts (block, status, stripe, count) values (new.seq / 1024, new.status, 0, +1)
    on conflict (block, status, stripe) do update set count = count + 1; end;

-- Trigger assessments_search_delete on assessments
CREATE TRIGGER assessments_search_delete after delete on assessments begin
      insert into assessments_search (assessments_search, rowid, search_text) values ('delete', old.seq, old.search_text);
    end;

-- Trigger assessments_search_insert on assessments
CREATE TRIGGER assessments_search_insert after insert on assessments begin
      insert into assessments_search (rowid, search_text) values (new.seq, new.search_text);
    end;

-- Trigger assessments_search_update on assessments
CREATE TRIGGER assessments_search_update after update of search_text, seq on assessments
    when old.search_text is not new.search_text or old.seq is not new.seq begin
      insert into assessments_search (assessments_search, rowid, search_text) values ('delete', old.seq, old.search_text);
      insert into assessments_search (rowid, search_text) values (new.seq, new.search_text);
    end;

-- Trigger dashboard_figures_delete on assessments
CREATE TRIGGER dashboard_figures_delete after delete on assessments when old.status = 'completed' begin
    insert into dashboard_days (day, stripe, count) select old.created_at / 86400000, 0, -1 where true
    on conflict (day, stripe) do update set count = count + excluded.count;
    update dashboard_controls set assessments = assessments - case when substr(coalesce(old.control_levels, ''), 2 * position + 1, 1) in ('0', '1', '2', '3') or substr(coalesce(old.control_levels, ''), 2 * position + 2, 1) in ('0', '1', '2', '3') then 1 else 0 end, current_sum = current_sum - case substr(coalesce(old.control_levels, ''), 2 * position + 2, 1) when '1' then 1 when '2' then 2 when '3' then 3 else 0 end, target_sum = target_sum - case substr(coalesce(old.control_levels, ''), 2 * position + 1, 1) when '1' then 1 when '2' then 2 when '3' then 3 else 0 end, at_0 = at_0 - case when substr(coalesce(old.control_levels, ''), 2 * position + 2, 1) = '0' then 1 else 0 end, at_1 = at_1 - case when substr(coalesce(old.control_levels, ''), 2 * position + 2, 1) = '1' then 1 else 0 end, at_2 = at_2 - case when substr(coalesce(old.control_levels, ''), 2 * position + 2, 1) = '2' then 1 else 0 end, at_3 = at_3 - case when substr(coalesce(old.control_levels, ''), 2 * position + 2, 1) = '3' then 1 else 0 end where stripe = 0;

    update dashboard_movement set improved = improved - coalesce((select movement = 1 from dashboard_series where series_id = coalesce(old.series_id, old.id)), 0), held = held - coalesce((select movement = 0 from dashboard_series where series_id = coalesce(old.series_id, old.id)), 0), fell = fell - coalesce((select movement = -1 from dashboard_series where series_id = coalesce(old.series_id, old.id)), 0) where stripe = 0;
    delete from dashboard_series where series_id = coalesce(old.series_id, old.id);
    insert into dashboard_series (series_id, movement)
    select coalesce(old.series_id, old.id), case when latest > earlier then 1 when latest = earlier then 0 else -1 end
    from (select (select overall from (select created_at, id, case when current_count = 8 then current_level_min else 0 end as overall from assessments where id = coalesce(old.series_id, old.id) and status = 'completed'
    union all select created_at, id, case when current_count = 8 then current_level_min else 0 end as overall from assessments where series_id = coalesce(old.series_id, old.id) and status = 'completed') order by created_at desc, id desc limit 1 offset 0) as latest, (select overall from (select created_at, id, case when current_count = 8 then current_level_min else 0 end as overall from assessments where id = coalesce(old.series_id, old.id) and status = 'completed'
    union all select created_at, id, case when current_count = 8 then current_level_min else 0 end as overall from assessments where series_id = coalesce(old.series_id, old.id) and status = 'completed') order by created_at desc, id desc limit 1 offset 1) as earlier) where earlier is not null;
    update dashboard_movement set improved = improved + coalesce((select movement = 1 from dashboard_series where series_id = coalesce(old.series_id, old.id)), 0), held = held + coalesce((select movement = 0 from dashboard_series where series_id = coalesce(old.series_id, old.id)), 0), fell = fell + coalesce((select movement = -1 from dashboard_series where series_id = coalesce(old.series_id, old.id)), 0) where stripe = 0;
  end;

-- Trigger dashboard_figures_insert on assessments
CREATE TRIGGER dashboard_figures_insert after insert on assessments when new.status = 'completed' begin
    insert into dashboard_days (day, stripe, count) select new.created_at / 86400000, 0, 1 where true
    on conflict (day, stripe) do update set count = count + excluded.count;
    update dashboard_controls set assessments = assessments + case when substr(coalesce(new.control_levels, ''), 2 * position + 1, 1) in ('0', '1', '2', '3') or substr(coalesce(new.control_levels, ''), 2 * position + 2, 1) in ('0', '1', '2', '3') then 1 else 0 end, current_sum = current_sum + case substr(coalesce(new.control_levels, ''), 2 * position + 2, 1) when '1' then 1 when '2' then 2 when '3' then 3 else 0 end, target_sum = target_sum + case substr(coalesce(new.control_levels, ''), 2 * position + 1, 1) when '1' then 1 when '2' then 2 when '3' then 3 else 0 end, at_0 = at_0 + case when substr(coalesce(new.control_levels, ''), 2 * position + 2, 1) = '0' then 1 else 0 end, at_1 = at_1 + case when substr(coalesce(new.control_levels, ''), 2 * position + 2, 1) = '1' then 1 else 0 end, at_2 = at_2 + case when substr(coalesce(new.control_levels, ''), 2 * position + 2, 1) = '2' then 1 else 0 end, at_3 = at_3 + case when substr(coalesce(new.control_levels, ''), 2 * position + 2, 1) = '3' then 1 else 0 end where stripe = 0;

    update dashboard_movement set improved = improved - coalesce((select movement = 1 from dashboard_series where series_id = coalesce(new.series_id, new.id)), 0), held = held - coalesce((select movement = 0 from dashboard_series where series_id = coalesce(new.series_id, new.id)), 0), fell = fell - coalesce((select movement = -1 from dashboard_series where series_id = coalesce(new.series_id, new.id)), 0) where stripe = 0;
    delete from dashboard_series where series_id = coalesce(new.series_id, new.id);
    insert into dashboard_series (series_id, movement)
    select coalesce(new.series_id, new.id), case when latest > earlier then 1 when latest = earlier then 0 else -1 end
    from (select (select overall from (select created_at, id, case when current_count = 8 then current_level_min else 0 end as overall from assessments where id = coalesce(new.series_id, new.id) and status = 'completed'
    union all select created_at, id, case when current_count = 8 then current_level_min else 0 end as overall from assessments where series_id = coalesce(new.series_id, new.id) and status = 'completed') order by created_at desc, id desc limit 1 offset 0) as latest, (select overall from (select created_at, id, case when current_count = 8 then current_level_min else 0 end as overall from assessments where id = coalesce(new.series_id, new.id) and status = 'completed'
    union all select created_at, id, case when current_count = 8 then current_level_min else 0 end as overall from assessments where series_id = coalesce(new.series_id, new.id) and status = 'completed') order by created_at desc, id desc limit 1 offset 1) as earlier) where earlier is not null;
    update dashboard_movement set improved = improved + coalesce((select movement = 1 from dashboard_series where series_id = coalesce(new.series_id, new.id)), 0), held = held + coalesce((select movement = 0 from dashboard_series where series_id = coalesce(new.series_id, new.id)), 0), fell = fell + coalesce((select movement = -1 from dashboard_series where series_id = coalesce(new.series_id, new.id)), 0) where stripe = 0;
  end;

-- Trigger dashboard_figures_series_left on assessments
CREATE TRIGGER dashboard_figures_series_left after update of series_id on assessments
    when (old.status = 'completed' or new.status = 'completed') and coalesce(old.series_id, old.id) is not coalesce(new.series_id, new.id) begin

    update dashboard_movement set improved = improved - coalesce((select movement = 1 from dashboard_series where series_id = coalesce(old.series_id, old.id)), 0), held = held - coalesce((select movement = 0 from dashboard_series where series_id = coalesce(old.series_id, old.id)), 0), fell = fell - coalesce((select movement = -1 from dashboard_series where series_id = coalesce(old.series_id, old.id)), 0) where stripe = 0;
    delete from dashboard_series where series_id = coalesce(old.series_id, old.id);
    insert into dashboard_series (series_id, movement)
    select coalesce(old.series_id, old.id), case when latest > earlier then 1 when latest = earlier then 0 else -1 end
    from (select (select overall from (select created_at, id, case when current_count = 8 then current_level_min else 0 end as overall from assessments where id = coalesce(old.series_id, old.id) and status = 'completed'
    union all select created_at, id, case when current_count = 8 then current_level_min else 0 end as overall from assessments where series_id = coalesce(old.series_id, old.id) and status = 'completed') order by created_at desc, id desc limit 1 offset 0) as latest, (select overall from (select created_at, id, case when current_count = 8 then current_level_min else 0 end as overall from assessments where id = coalesce(old.series_id, old.id) and status = 'completed'
    union all select created_at, id, case when current_count = 8 then current_level_min else 0 end as overall from assessments where series_id = coalesce(old.series_id, old.id) and status = 'completed') order by created_at desc, id desc limit 1 offset 1) as earlier) where earlier is not null;
    update dashboard_movement set improved = improved + coalesce((select movement = 1 from dashboard_series where series_id = coalesce(old.series_id, old.id)), 0), held = held + coalesce((select movement = 0 from dashboard_series where series_id = coalesce(old.series_id, old.id)), 0), fell = fell + coalesce((select movement = -1 from dashboard_series where series_id = coalesce(old.series_id, old.id)), 0) where stripe = 0;
  end;

-- Trigger dashboard_figures_update on assessments
CREATE TRIGGER dashboard_figures_update after update of status, created_at, control_levels, current_count, current_level_min, series_id on assessments
    when (old.status = 'completed' or new.status = 'completed') and (old.status is not new.status or old.created_at is not new.created_at or old.control_levels is not new.control_levels or old.current_count is not new.current_count or old.current_level_min is not new.current_level_min or old.series_id is not new.series_id) begin
    insert into dashboard_days (day, stripe, count) select old.created_at / 86400000, 0, -1 where old.status = 'completed' and not (new.status = 'completed' and old.created_at / 86400000 = new.created_at / 86400000)
    on conflict (day, stripe) do update set count = count + excluded.count;
    insert into dashboard_days (day, stripe, count) select new.created_at / 86400000, 0, 1 where new.status = 'completed' and not (old.status = 'completed' and old.created_at / 86400000 = new.created_at / 86400000)
    on conflict (day, stripe) do update set count = count + excluded.count;
    update dashboard_controls set assessments = assessments - case when old.status = 'completed' then case when substr(coalesce(old.control_levels, ''), 2 * position + 1, 1) in ('0', '1', '2', '3') or substr(coalesce(old.control_levels, ''), 2 * position + 2, 1) in ('0', '1', '2', '3') then 1 else 0 end else 0 end + case when new.status = 'completed' then case when substr(coalesce(new.control_levels, ''), 2 * position + 1, 1) in ('0', '1', '2', '3') or substr(coalesce(new.control_levels, ''), 2 * position + 2, 1) in ('0', '1', '2', '3') then 1 else 0 end else 0 end, current_sum = current_sum - case when old.status = 'completed' then case substr(coalesce(old.control_levels, ''), 2 * position + 2, 1) when '1' then 1 when '2' then 2 when '3' then 3 else 0 end else 0 end + case when new.status = 'completed' then case substr(coalesce(new.control_levels, ''), 2 * position + 2, 1) when '1' then 1 when '2' then 2 when '3' then 3 else 0 end else 0 end, target_sum = target_sum - case when old.status = 'completed' then case substr(coalesce(old.control_levels, ''), 2 * position + 1, 1) when '1' then 1 when '2' then 2 when '3' then 3 else 0 end else 0 end + case when new.status = 'completed' then case substr(coalesce(new.control_levels, ''), 2 * position + 1, 1) when '1' then 1 when '2' then 2 when '3' then 3 else 0 end else 0 end, at_0 = at_0 - case when old.status = 'completed' then case when substr(coalesce(old.control_levels, ''), 2 * position + 2, 1) = '0' then 1 else 0 end else 0 end + case when new.status = 'completed' then case when substr(coalesce(new.control_levels, ''), 2 * position + 2, 1) = '0' then 1 else 0 end else 0 end, at_1 = at_1 - case when old.status = 'completed' then case when substr(coalesce(old.control_levels, ''), 2 * position + 2, 1) = '1' then 1 else 0 end else 0 end + case when new.status = 'completed' then case when substr(coalesce(new.control_levels, ''), 2 * position + 2, 1) = '1' then 1 else 0 end else 0 end, at_2 = at_2 - case when old.status = 'completed' then case when substr(coalesce(old.control_levels, ''), 2 * position + 2, 1) = '2' then 1 else 0 end else 0 end + case when new.status = 'completed' then case when substr(coalesce(new.control_levels, ''), 2 * position + 2, 1) = '2' then 1 else 0 end else 0 end, at_3 = at_3 - case when old.status = 'completed' then case when substr(coalesce(old.control_levels, ''), 2 * position + 2, 1) = '3' then 1 else 0 end else 0 end + case when new.status = 'completed' then case when substr(coalesce(new.control_levels, ''), 2 * position + 2, 1) = '3' then 1 else 0 end else 0 end where stripe = 0;

    update dashboard_movement set improved = improved - coalesce((select movement = 1 from dashboard_series where series_id = coalesce(new.series_id, new.id)), 0), held = held - coalesce((select movement = 0 from dashboard_series where series_id = coalesce(new.series_id, new.id)), 0), fell = fell - coalesce((select movement = -1 from dashboard_series where series_id = coalesce(new.series_id, new.id)), 0) where stripe = 0;
    delete from dashboard_series where series_id = coalesce(new.series_id, new.id);
    insert into dashboard_series (series_id, movement)
    select coalesce(new.series_id, new.id), case when latest > earlier then 1 when latest = earlier then 0 else -1 end
    from (select (select overall from (select created_at, id, case when current_count = 8 then current_level_min else 0 end as overall from assessments where id = coalesce(new.series_id, new.id) and status = 'completed'
    union all select created_at, id, case when current_count = 8 then current_level_min else 0 end as overall from assessments where series_id = coalesce(new.series_id, new.id) and status = 'completed') order by created_at desc, id desc limit 1 offset 0) as latest, (select overall from (select created_at, id, case when current_count = 8 then current_level_min else 0 end as overall from assessments where id = coalesce(new.series_id, new.id) and status = 'completed'
    union all select created_at, id, case when current_count = 8 then current_level_min else 0 end as overall from assessments where series_id = coalesce(new.series_id, new.id) and status = 'completed') order by created_at desc, id desc limit 1 offset 1) as earlier) where earlier is not null;
    update dashboard_movement set improved = improved + coalesce((select movement = 1 from dashboard_series where series_id = coalesce(new.series_id, new.id)), 0), held = held + coalesce((select movement = 0 from dashboard_series where series_id = coalesce(new.series_id, new.id)), 0), fell = fell + coalesce((select movement = -1 from dashboard_series where series_id = coalesce(new.series_id, new.id)), 0) where stripe = 0;
  end;

-- Trigger dashboard_follow_up_delete on assessments
CREATE TRIGGER dashboard_follow_up_delete after delete on assessments when old.status = 'completed' begin
    insert into dashboard_follow_up (follow_up_status, stripe, count) select old.follow_up_status, 0, -1 where true
    on conflict (follow_up_status, stripe) do update set count = count + excluded.count;
  end;

-- Trigger dashboard_follow_up_insert on assessments
CREATE TRIGGER dashboard_follow_up_insert after insert on assessments when new.status = 'completed' begin
    insert into dashboard_follow_up (follow_up_status, stripe, count) select new.follow_up_status, 0, 1 where true
    on conflict (follow_up_status, stripe) do update set count = count + excluded.count;
  end;

-- Trigger dashboard_follow_up_update on assessments
CREATE TRIGGER dashboard_follow_up_update after update of status, follow_up_status on assessments
    when (old.status = 'completed' or new.status = 'completed') and (old.status is not new.status or old.follow_up_status is not new.follow_up_status) begin
    insert into dashboard_follow_up (follow_up_status, stripe, count) select old.follow_up_status, 0, -1 where old.status = 'completed'
    on conflict (follow_up_status, stripe) do update set count = count + excluded.count;
    insert into dashboard_follow_up (follow_up_status, stripe, count) select new.follow_up_status, 0, 1 where new.status = 'completed'
    on conflict (follow_up_status, stripe) do update set count = count + excluded.count;
  end;
