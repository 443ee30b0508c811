import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from '../router';
import { assessmentListQuerySchema, type AssessmentListQuery } from '../../domain/support-views';
import { fetchAssessmentList, fetchAssessmentsCsv, fetchFollowUpOwners, listQueryString } from '../api/support';
import { useApiQuery } from '../api/useApiQuery';
import { saveFile } from '../download';
import { ErrorBox } from '../ErrorBox';
import { usePageTitle } from '../usePageTitle';
import { ResultsTable } from './ResultsTable';
import { useAction } from '../forms/useAction';
import { failureText } from './failure-text';
import { FollowUpOptions } from './FollowUpOptions';
import { ReviewStatusOptions } from './ReviewStatusOptions';
import { deletedOrganisation } from './list-return';
import { LIST_STATUS_CHOICES, listAddressQuery, listQueryOfAddress } from './list-address';
import { listCountInWords } from './list-count-words';
import { today } from '../today';
import './support.css';

/** The status a select value filters by; "Completed and drafts" (`all`) filters by none. */
function statusFilter(value: string): AssessmentListQuery['status'] {
  return assessmentListQuerySchema.shape.status.safeParse(value).data;
}

/** The follow-up status a select value filters by; "Any" (an empty value) filters by none. */
/** The owner select's value for nobody; a username's is prefixed, so no username can be taken for it. */
const NOBODY = 'nobody';
const OWNER_PREFIX = 'owner:';

/** The owner select's value for a list query: anyone, nobody, or the owner's username. */
function ownerChoiceOf(query: AssessmentListQuery): string {
  if (query.unowned) return NOBODY;
  return query.owner ? `${OWNER_PREFIX}${query.owner}` : '';
}

/** The owner filter a choice of the owner select asks for. */
function ownerFilter(value: string): Pick<AssessmentListQuery, 'owner' | 'unowned'> {
  if (value === NOBODY) return { owner: undefined, unowned: 'true' };
  return { owner: value.startsWith(OWNER_PREFIX) ? value.slice(OWNER_PREFIX.length) : undefined, unowned: undefined };
}

function followUpFilter(value: string): AssessmentListQuery['followUp'] {
  return assessmentListQuerySchema.shape.followUp.safeParse(value).data;
}

/** The review status a select value filters by; "Any" (an empty value) filters by none. */
function reviewFilter(value: string): AssessmentListQuery['review'] {
  return assessmentListQuerySchema.shape.review.safeParse(value).data;
}

/**
 * /support/results: the completed assessments (drafts on asking), one row per series of re-assessments with the earlier
 * ones a toggle away, searchable, filterable by follow-up status, owner, overdue next actions and review status, sortable,
 * 10 a page, with exports. The search, like the filters, lives in the address.
 */
export function ResultsListPage() {
  usePageTitle('Results');
  const location = useLocation();
  const navigate = useNavigate();
  // The delete confirmation comes in the navigation state and is shown until the list's query changes; the state is
  // then cleared from the history entry, so a reload or coming back later does not say it again.
  const [deleted, setDeleted] = useState(() => deletedOrganisation(location.state));
  useEffect(() => {
    if (deletedOrganisation(location.state)) void navigate({ search: location.search }, { replace: true, state: null });
  }, [location, navigate]);
  const [params, setParams] = useSearchParams();
  const query = listQueryOfAddress(Object.fromEntries(params));
  const queryKey = listQueryString(query);
  // While a new page loads, the previous one stays on screen (marked busy), so focus is not lost.
  const { data: list, error, loading } = useApiQuery(queryKey, () => fetchAssessmentList(query), { keepPreviousData: true });
  const [search, setSearch] = useState(query.search ?? '');
  // Back and forward change the address: the search box then shows the search the list is showing.
  const [listedSearch, setListedSearch] = useState(query.search);
  if (listedSearch !== query.search) {
    setListedSearch(query.search);
    setSearch(query.search ?? '');
  }
  const owners = useApiQuery('follow-up-owners', fetchFollowUpOwners);
  // An owner in the address whose account is disabled (or a typo) is still shown, so the list never filters unseen.
  const ownerChoices = query.owner && !(owners.data ?? []).includes(query.owner) ? [...(owners.data ?? []), query.owner] : (owners.data ?? []);
  const csv = useAction(failureText('Failed to export assessments'));

  // A new query ends the delete confirmation: it was about the list as it was.
  const show = (next: Partial<AssessmentListQuery>) => {
    setDeleted(undefined);
    setParams(listAddressQuery({ ...query, ...next }));
  };
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    show({ search, page: 1 });
  };
  const exportCsv = () =>
    csv.run(async () => saveFile(await fetchAssessmentsCsv(query), `assessments-${today()}.csv`));

  return (
    <div className="page">
      <h1>Assessment results</h1>
      <p role="status" className={deleted ? 'notice notice--success' : 'visually-hidden'}>
        {deleted ? `Deleted ${deleted}'s assessment` : ''}
      </p>
      <form className="card filters" role="search" onSubmit={submitSearch}>
        <div className="field">
          <label htmlFor="search">Search organisation, name or email</label>
          <input id="search" type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="status">Status</label>
          <select id="status" value={query.status ?? 'all'} onChange={(event) => show({ status: statusFilter(event.target.value), page: 1 })}>
            {LIST_STATUS_CHOICES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="follow-up">Follow-up</label>
          <select id="follow-up" value={query.followUp ?? ''} onChange={(event) => show({ followUp: followUpFilter(event.target.value), page: 1 })}>
            <option value="">Any</option>
            <FollowUpOptions />
          </select>
        </div>
        <div className="field">
          <label htmlFor="owner">Owner</label>
          <select id="owner" value={ownerChoiceOf(query)} onChange={(event) => show({ ...ownerFilter(event.target.value), page: 1 })}>
            <option value="">Anyone</option>
            <option value={NOBODY}>Nobody</option>
            {ownerChoices.map((username) => (
              <option key={username} value={`${OWNER_PREFIX}${username}`}>
                {username}
              </option>
            ))}
          </select>
        </div>
        <div className="filters__choice">
          <label className="choice">
            <input type="checkbox" checked={query.nextAction === 'overdue'} onChange={(event) => show({ nextAction: event.target.checked ? 'overdue' : undefined, page: 1 })} />
            Overdue next actions only
          </label>
        </div>
        <div className="field">
          <label htmlFor="review">Review</label>
          <select id="review" value={query.review ?? ''} onChange={(event) => show({ review: reviewFilter(event.target.value), page: 1 })}>
            <option value="">Any</option>
            <ReviewStatusOptions />
          </select>
        </div>
        <div className="button-row">
          <button type="submit" className="button button--secondary">
            Search
          </button>
          <button type="button" className="button button--secondary" onClick={() => void exportCsv()} aria-disabled={csv.busy}>
            {csv.busy ? 'Exporting...' : 'Export CSV'}
          </button>
        </div>
        <ErrorBox>{csv.error}</ErrorBox>
      </form>
      <ErrorBox>{error && `Error: ${error.message}`}</ErrorBox>
      <p role="status" className={loading ? undefined : 'visually-hidden'}>
        {loading ? 'Loading results...' : ''}
      </p>
      {list && !error && (
        <div aria-busy={loading}>
          <p className="list-count">{listCountInWords(list, query)}</p>
          <ResultsTable
            list={list}
            query={query}
            listReturn={{ listSearch: location.search }}
            onPage={(page) => show({ page })}
            onSort={(sort, direction) => show({ sort, direction, page: 1 })}
          />
        </div>
      )}
    </div>
  );
}
