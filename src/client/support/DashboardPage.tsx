import { Link } from '../router';
import { MATURITY_LEVELS, levelLabel } from '../../domain/maturity-levels';
import { australianDateTime } from '../../domain/support-views';
import { fetchDashboard } from '../api/support';
import { useApiQuery } from '../api/useApiQuery';
import { ErrorBox } from '../ErrorBox';
import { paths } from '../paths';
import { usePageTitle } from '../usePageTitle';
import { ScrollTable } from './ScrollTable';
import { StatusBadge } from './StatusBadge';
import { LevelBars } from './LevelBars';
import { OrganisationMovement } from './OrganisationMovement';
import { ReviewsCard } from './ReviewsCard';
import { SubmissionsOverTime } from './SubmissionsOverTime';
import { WorkQueueCard } from './WorkQueueCard';
import { StorageWarning } from './StorageWarning';
import './support.css';

const LEVEL_COLUMNS = ['Control', ...MATURITY_LEVELS.map((level) => levelLabel(level.level))];

/** /support: the work queue first, then the figures the head of a consultancy wants at a glance. */
export function DashboardPage() {
  usePageTitle('Dashboard');
  const { data: dashboard, error } = useApiQuery('dashboard', fetchDashboard);

  if (error) {
    return (
      <div className="page">
        <h1>Dashboard</h1>
        <ErrorBox>Error: {error.message}</ErrorBox>
      </div>
    );
  }
  if (!dashboard) {
    return (
      <div className="page">
        <h1>Dashboard</h1>
        <p role="status">Loading dashboard...</p>
      </div>
    );
  }

  return (
    <div className="page">
      <h1>Dashboard</h1>
      <StorageWarning storage={dashboard.storage} />
      <WorkQueueCard queue={dashboard.workQueue} />
      <dl className="stat-grid">
        <div className="card stat">
          <dt>Completed assessments in total</dt>
          <dd>{dashboard.total}</dd>
        </div>
        <div className="card stat">
          <dt>Drafts (not finished)</dt>
          <dd>{dashboard.drafts}</dd>
        </div>
        <div className="card stat">
          <dt>Completed in the last 30 days</dt>
          <dd>{dashboard.last30Days}</dd>
        </div>
        <div className="card stat">
          <dt>Average maturity</dt>
          <dd>
            {dashboard.averageMaturity.toFixed(1)} <span className="figure__unit">out of 3</span>
          </dd>
        </div>
      </dl>
      {dashboard.total === 0 ? (
        <p className="card">No completed assessments yet. They appear here as soon as respondents submit them.</p>
      ) : (
        <>
          <section className="card" aria-labelledby="averages-title">
            <h2 id="averages-title">Average maturity by control</h2>
            <LevelBars controls={dashboard.controls} />
          </section>
          <SubmissionsOverTime weeks={dashboard.submissionsByWeek} />
          <OrganisationMovement movement={dashboard.movement} />
          <ReviewsCard reviews={dashboard.reviews} />
          <section className="card" aria-labelledby="gaps-title">
            <h2 id="gaps-title">Largest average gaps</h2>
            <ol>
              {dashboard.largestGaps.map((control) => (
                <li key={control.id}>
                  {control.title}: {control.averageGap.toFixed(1)} levels below target on average
                </li>
              ))}
            </ol>
          </section>
          <section className="card table-card" aria-labelledby="spread-title">
            <h2 id="spread-title">Organisations at each level</h2>
            <ScrollTable columns={LEVEL_COLUMNS} name={{ labelledBy: 'spread-title' }}>
              {dashboard.controls.map((control) => (
                <tr key={control.id}>
                  <th scope="row">{control.title}</th>
                  {control.levelCounts.map((count, level) => (
                    <td key={level}>{count}</td>
                  ))}
                </tr>
              ))}
            </ScrollTable>
          </section>
        </>
      )}
      <section className="card" aria-labelledby="latest-title">
        <h2 id="latest-title">Latest submissions</h2>
        {dashboard.latest.length === 0 ? (
          <p>None yet.</p>
        ) : (
          <ul className="latest-list">
            {dashboard.latest.map((item) => (
              <li key={item.id}>
                <Link to={paths.supportResult(item.id)}>{item.organizationName || 'Unnamed organisation'}</Link>{' '}
                <span className="hint">
                  {australianDateTime(item.createdAt)} · average {item.averageMaturity.toFixed(1)}
                </span>{' '}
                <StatusBadge status={item.status} />
              </li>
            ))}
          </ul>
        )}
        <p>
          <Link to={paths.supportResults}>See all results</Link>
        </p>
      </section>
    </div>
  );
}
