import { sql, type Kysely, type RawBuilder } from 'kysely';
import { isPostgres } from '../dialect.server';

/** The eight strategies in wizard order, as they were when this migration was written: `control_levels` keeps this order. */
const CONTROLS = [
  'application-control',
  'patch-applications',
  'configure-microsoft-office-macro-settings',
  'user-application-hardening',
  'restrict-administrative-privileges',
  'patch-operating-systems',
  'multi-factor-authentication',
  'regular-backups',
];

const DAY_MS = 86_400_000;
/** Rows per figure that PostgreSQL spreads concurrent saves over (by connection), as migration 004 does. */
const STRIPES = 16;
/** Advisory-lock class of a series' recount; the series is hashed into one of SERIES_LOCKS locks. */
const SERIES_LOCK_CLASS = 15;
const SERIES_LOCKS = 1024;

/**
 * The dashboard's figures kept beside the assessments instead of counted from every row per view:
 * - `assessments.control_levels`: each strategy's target and current level, two characters per strategy
 *   in wizard order ('0' to '3', '-' when unset), so a trigger on assessments alone sees the levels;
 * - `dashboard_days`: completed assessments per UTC day (the 30 days and the 12 weeks are sums of days);
 * - `dashboard_controls`: per strategy, how many completed assessments rated it, the sums of current and
 *   target levels, and how many sit at each current level;
 * - `dashboard_series`: the movement (1 improved, 0 held, -1 fell) of each series whose last two completed
 *   assessments exist, and `dashboard_movement` the three counts of them.
 * Triggers keep them as rows are inserted, deleted and updated (status, date, levels, series); a draft
 * changes none of them. PostgreSQL spreads the counters over 16 stripes by connection, so concurrent saves
 * do not queue on one row, and recounts a series under an advisory lock on it, so two saves in one series
 * see each other.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema.alterTable('assessments').addColumn('control_levels', 'varchar(32)').execute();
  await db.schema
    .createTable('dashboard_days')
    .addColumn('day', 'integer', (column) => column.notNull())
    .addColumn('stripe', 'smallint', (column) => column.notNull())
    .addColumn('count', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('dashboard_days_pk', ['day', 'stripe'])
    .execute();
  let controls = db.schema
    .createTable('dashboard_controls')
    .addColumn('stripe', 'smallint', (column) => column.notNull())
    .addColumn('position', 'smallint', (column) => column.notNull())
    .addColumn('control_id', 'varchar(64)', (column) => column.notNull());
  for (const name of ['assessments', 'current_sum', 'target_sum', 'at_0', 'at_1', 'at_2', 'at_3']) controls = controls.addColumn(name, 'integer', (column) => column.notNull());
  await controls.addPrimaryKeyConstraint('dashboard_controls_pk', ['stripe', 'position']).execute();
  await db.schema
    .createTable('dashboard_series')
    .addColumn('series_id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('movement', 'smallint', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('dashboard_movement')
    .addColumn('stripe', 'smallint', (column) => column.primaryKey())
    .addColumn('improved', 'integer', (column) => column.notNull())
    .addColumn('held', 'integer', (column) => column.notNull())
    .addColumn('fell', 'integer', (column) => column.notNull())
    .execute();
  await fill(db, postgres ? STRIPES : 1);
  if (postgres) await postgresTriggers(db);
  else await sqliteTriggers(db);
}

/** The levels of one assessment as `control_levels`, from its assessment_controls rows (in a subquery on `assessments`). */
function levelsFromControls(): RawBuilder<string> {
  const level = (controlId: string, column: string) =>
    `coalesce(max(case when control_id = '${controlId}' then cast(${column} as varchar(1)) end), '-')`;
  const parts = CONTROLS.map((controlId) => `${level(controlId, 'target_level')} || ${level(controlId, 'current_level')}`);
  return sql.raw(`(select ${parts.join(' || ')} from assessment_controls where assessment_id = assessments.id)`);
}

/** The levels column for every row there is, then every figure counted once from the rows. */
async function fill(db: Kysely<unknown>, stripes: number): Promise<void> {
  await sql`update assessments set control_levels = ${levelsFromControls()}`.execute(db);
  await sql`
    insert into dashboard_days (day, stripe, count)
    select created_at / ${sql.lit(DAY_MS)}, 0, count(*) from assessments where status = 'completed' group by created_at / ${sql.lit(DAY_MS)}
  `.execute(db);
  const positions = CONTROLS.map((controlId, position) => `select ${position} as position, '${controlId}' as control_id`).join(' union all ');
  await sql.raw(`
    insert into dashboard_controls (stripe, position, control_id, ${CONTROL_COLUMNS.map(([name]) => name).join(', ')})
    select 0, positions.position, positions.control_id, ${CONTROL_COLUMNS.map(([name, value]) => `coalesce(sum(${value('assessments.control_levels')}), 0) as ${name}`).join(', ')}
    from (${positions}) as positions left join assessments on assessments.status = 'completed'
    group by positions.position, positions.control_id
  `).execute(db);
  for (let stripe = 0; stripe < stripes; stripe += 1) {
    await sql`insert into dashboard_movement (stripe, improved, held, fell) values (${stripe}, 0, 0, 0)`.execute(db);
    if (stripe === 0) continue;
    await sql`
      insert into dashboard_controls (stripe, position, control_id, assessments, current_sum, target_sum, at_0, at_1, at_2, at_3)
      select ${stripe}, position, control_id, 0, 0, 0, 0, 0, 0, 0 from dashboard_controls where stripe = 0
    `.execute(db);
  }
  await sql`
    insert into dashboard_series (series_id, movement)
    select series, case when latest > earlier then 1 when latest = earlier then 0 else -1 end
    from (
      select series, max(case when place = 1 then overall end) as latest, max(case when place = 2 then overall end) as earlier
      from (
        select series, overall, row_number() over (partition by series order by created_at desc, id desc) as place
        from (select coalesce(series_id, id) as series, id, created_at, ${sql.raw(overall(''))} as overall from assessments where status = 'completed') as members
      ) as ranked
      where place <= 2
      group by series
    ) as last_two
    where earlier is not null
  `.execute(db);
  await sql`
    update dashboard_movement set
      improved = (select count(*) from dashboard_series where movement = 1),
      held = (select count(*) from dashboard_series where movement = 0),
      fell = (select count(*) from dashboard_series where movement = -1)
    where stripe = 0
  `.execute(db);
}

/** A character of a levels string at this row's position of dashboard_controls: the target (0) or the current (1) level. */
function levelCharacter(levels: string, which: 0 | 1): string {
  return `substr(coalesce(${levels}, ''), 2 * position + ${which + 1}, 1)`;
}

const RATED = `in ('0', '1', '2', '3')`;

/** A level character as a number: unset counts as 0, as the averages have always counted it. */
function levelValue(levels: string, which: 0 | 1): string {
  return `case ${levelCharacter(levels, which)} when '1' then 1 when '2' then 2 when '3' then 3 else 0 end`;
}

/** Each figure of dashboard_controls and what one levels string adds to it at this row's position. */
const CONTROL_COLUMNS: [name: string, value: (levels: string) => string][] = [
  // A strategy with neither level set has no assessment_controls row, so it is not among the averaged.
  ['assessments', (levels) => `case when ${levelCharacter(levels, 0)} ${RATED} or ${levelCharacter(levels, 1)} ${RATED} then 1 else 0 end`],
  ['current_sum', (levels) => levelValue(levels, 1)],
  ['target_sum', (levels) => levelValue(levels, 0)],
  ...[0, 1, 2, 3].map((level): [string, (levels: string) => string] => [`at_${level}`, (levels) => `case when ${levelCharacter(levels, 1)} = '${level}' then 1 else 0 end`]),
];

/**
 * The SET list of one UPDATE of dashboard_controls taking away and adding levels strings, each row
 * reading its own strategy's two characters: one statement per change, whatever the number of strategies.
 * A change may apply only when a condition holds (the row counted before, or counts after).
 */
function controlChanges(changes: [sign: '+' | '-', levels: string, when?: string][]): string {
  return CONTROL_COLUMNS.map(([name, value]) => {
    const terms = changes.map(([sign, levels, when]) => ` ${sign} ${when ? `case when ${when} then ${value(levels)} else 0 end` : value(levels)}`);
    return `${name} = ${name}${terms.join('')}`;
  }).join(', ');
}

function controlChange(sign: '+' | '-', levels: string): string {
  return controlChanges([[sign, levels]]);
}

/** ASD's overall level of a row (the lowest of the eight, 0 while any is unrated); `row` is '', 'new.' or 'old.'. */
function overall(row: string): string {
  return `case when ${row}current_count = ${CONTROLS.length} then ${row}current_level_min else 0 end`;
}

/** The overall levels of a series' completed assessments, newest first (by date, then id, as a series is shown). */
function seriesMembers(key: string): string {
  return `select created_at, id, ${overall('')} as overall from assessments where id = ${key} and status = 'completed'
    union all select created_at, id, ${overall('')} as overall from assessments where series_id = ${key} and status = 'completed'`;
}

/** The statements that recount one series' movement and the three counts, for a SQLite trigger (which cannot use WITH). */
function sqliteSeriesRecount(key: string): string {
  const was = (movement: number) => `coalesce((select movement = ${movement} from dashboard_series where series_id = ${key}), 0)`;
  const counts = (sign: '+' | '-') => `update dashboard_movement set improved = improved ${sign} ${was(1)}, held = held ${sign} ${was(0)}, fell = fell ${sign} ${was(-1)} where stripe = 0;`;
  const place = (offset: number) => `(select overall from (${seriesMembers(key)}) order by created_at desc, id desc limit 1 offset ${offset})`;
  return `
    ${counts('-')}
    delete from dashboard_series where series_id = ${key};
    insert into dashboard_series (series_id, movement)
    select ${key}, case when latest > earlier then 1 when latest = earlier then 0 else -1 end
    from (select ${place(0)} as latest, ${place(1)} as earlier) where earlier is not null;
    ${counts('+')}`;
}

function sqliteDayChange(row: 'new' | 'old', change: 1 | -1, when: string): string {
  return `insert into dashboard_days (day, stripe, count) select ${row}.created_at / ${DAY_MS}, 0, ${change} where ${when}
    on conflict (day, stripe) do update set count = count + excluded.count;`;
}

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  const newKey = 'coalesce(new.series_id, new.id)';
  const oldKey = 'coalesce(old.series_id, old.id)';
  const sameDay = `old.created_at / ${DAY_MS} = new.created_at / ${DAY_MS}`;
  await sql.raw(`create trigger dashboard_figures_insert after insert on assessments when new.status = 'completed' begin
    ${sqliteDayChange('new', 1, 'true')}
    update dashboard_controls set ${controlChange('+', 'new.control_levels')} where stripe = 0;
    ${sqliteSeriesRecount(newKey)}
  end`).execute(db);
  await sql.raw(`create trigger dashboard_figures_delete after delete on assessments when old.status = 'completed' begin
    ${sqliteDayChange('old', -1, 'true')}
    update dashboard_controls set ${controlChange('-', 'old.control_levels')} where stripe = 0;
    ${sqliteSeriesRecount(oldKey)}
  end`).execute(db);
  const counted = `(old.status = 'completed' or new.status = 'completed')`;
  const changed = ['status', 'created_at', 'control_levels', 'current_count', 'current_level_min', 'series_id'].map((column) => `old.${column} is not new.${column}`).join(' or ');
  await sql.raw(`create trigger dashboard_figures_update after update of status, created_at, control_levels, current_count, current_level_min, series_id on assessments
    when ${counted} and (${changed}) begin
    ${sqliteDayChange('old', -1, `old.status = 'completed' and not (new.status = 'completed' and ${sameDay})`)}
    ${sqliteDayChange('new', 1, `new.status = 'completed' and not (old.status = 'completed' and ${sameDay})`)}
    update dashboard_controls set ${controlChanges([['-', 'old.control_levels', "old.status = 'completed'"], ['+', 'new.control_levels', "new.status = 'completed'"]])} where stripe = 0;
    ${sqliteSeriesRecount(newKey)}
  end`).execute(db);
  // A row moved to another series (never done by the app, but kept right): the series it left is recounted too.
  await sql.raw(`create trigger dashboard_figures_series_left after update of series_id on assessments
    when ${counted} and ${oldKey} is not ${newKey} begin
    ${sqliteSeriesRecount(oldKey)}
  end`).execute(db);
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  const place = (offset: number) => `(select overall from (${seriesMembers('key')}) as members order by created_at desc, id desc limit 1 offset ${offset})`;
  await sql.raw(`
    create function dashboard_series_recount(key varchar, chosen_stripe smallint) returns void language plpgsql as $$
    declare
      latest integer := ${place(0)};
      earlier integer := ${place(1)};
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
    end $$`).execute(db);
  await sql.raw(`
    create function dashboard_figures_change() returns trigger language plpgsql as $$
    declare
      chosen_stripe smallint := pg_backend_pid() % ${STRIPES};
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
      old_lock := (hashtextextended(coalesce(old_key, new_key), 0) & ${SERIES_LOCKS - 1})::integer;
      new_lock := (hashtextextended(coalesce(new_key, old_key), 0) & ${SERIES_LOCKS - 1})::integer;
      perform pg_advisory_xact_lock(${SERIES_LOCK_CLASS}, least(old_lock, new_lock));
      if old_lock <> new_lock then perform pg_advisory_xact_lock(${SERIES_LOCK_CLASS}, greatest(old_lock, new_lock)); end if;
      if old_counted and not (new_counted and old.created_at / ${DAY_MS} = new.created_at / ${DAY_MS}) then
        insert into dashboard_days (day, stripe, count) values (old.created_at / ${DAY_MS}, chosen_stripe, -1)
        on conflict (day, stripe) do update set count = dashboard_days.count - 1;
      end if;
      if new_counted and not (old_counted and old.created_at / ${DAY_MS} = new.created_at / ${DAY_MS}) then
        insert into dashboard_days (day, stripe, count) values (new.created_at / ${DAY_MS}, chosen_stripe, 1)
        on conflict (day, stripe) do update set count = dashboard_days.count + 1;
      end if;
      if not (old_counted and new_counted and old_levels is not distinct from new_levels) then
        update dashboard_controls set ${controlChanges([['-', 'old_levels', 'old_counted'], ['+', 'new_levels', 'new_counted']])} where stripe = chosen_stripe;
      end if;
      if new_key is not null then perform dashboard_series_recount(new_key, chosen_stripe); end if;
      if old_key is distinct from new_key and old_key is not null then perform dashboard_series_recount(old_key, chosen_stripe); end if;
      return null;
    end $$`).execute(db);
  await sql`create trigger dashboard_figures_insert_delete after insert or delete on assessments for each row execute function dashboard_figures_change()`.execute(db);
  const changed = ['status', 'created_at', 'control_levels', 'current_count', 'current_level_min', 'series_id'].map((column) => `old.${column} is distinct from new.${column}`).join(' or ');
  await sql.raw(`
    create trigger dashboard_figures_update after update of status, created_at, control_levels, current_count, current_level_min, series_id on assessments for each row
    when ((old.status = 'completed' or new.status = 'completed') and (${changed})) execute function dashboard_figures_change()
  `).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger dashboard_figures_update on assessments`.execute(db);
    await sql`drop trigger dashboard_figures_insert_delete on assessments`.execute(db);
    await sql`drop function dashboard_figures_change()`.execute(db);
    await sql`drop function dashboard_series_recount(varchar, smallint)`.execute(db);
  } else {
    for (const name of ['insert', 'delete', 'update', 'series_left']) await sql.raw(`drop trigger dashboard_figures_${name}`).execute(db);
  }
  for (const table of ['dashboard_movement', 'dashboard_series', 'dashboard_controls', 'dashboard_days']) await db.schema.dropTable(table).execute();
  await db.schema.alterTable('assessments').dropColumn('control_levels').execute();
}
