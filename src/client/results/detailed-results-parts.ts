/**
 * The parts of the results only a detailed assessment shows: the consultancy's requests for evidence and shared
 * review, the action plan and the exceptions register. One chunk, fetched once the assessment is known to be detailed, so
 * a quick check's results never download it.
 */
export { ActionPlan } from './ActionPlan';
export { AssessedReviewCard } from './AssessedReviewCard';
export { ExceptionsRegister } from '../ExceptionsRegister';
export { OwnRequestsCard } from '../requests/OwnRequestsCard';
