/**
 * The parts of the results only a detailed assessment shows: the consultancy's verdict and shared review, its
 * requests for evidence, the action plan and the exceptions register. One chunk, fetched once the assessment is
 * known to be detailed, so a quick check's results never download it.
 */
export { ActionPlan } from './ActionPlan';
export { AssessedReviewCard } from './AssessedReviewCard';
export { AssessedVerdict } from './AssessedVerdict';
export { ExceptionsRegister } from '../ExceptionsRegister';
export { OwnRequestsCard } from '../requests/OwnRequestsCard';
