import { lazy } from 'react';
import { Navigate, Route, Routes } from './router';
import { useAuth } from './AuthProvider';
import { RequireSupport } from './auth/RequireSupport';
import { PublicLayout } from './layout/PublicLayout';
import { LandingPage } from './pages/LandingPage';
import { paths } from './paths';

// Pages past the landing page load on demand, so the first visit downloads only what it shows.
const AssessmentPage = lazy(() => import('./wizard/AssessmentPage').then((module) => ({ default: module.AssessmentPage })));
const DetailedAssessmentPage = lazy(() =>
  import('./detailed/DetailedAssessmentPage').then((module) => ({ default: module.DetailedAssessmentPage })),
);
const ResumePage = lazy(() => import('./resume/ResumePage').then((module) => ({ default: module.ResumePage })));
const ResultsPage = lazy(() => import('./results/ResultsPage').then((module) => ({ default: module.ResultsPage })));
const YourAssessmentsPage = lazy(() => import('./mine/YourAssessmentsPage').then((module) => ({ default: module.YourAssessmentsPage })));
const PrivacyPolicyPage = lazy(() =>
  import('./pages/PrivacyPolicyPage').then((module) => ({ default: module.PrivacyPolicyPage })),
);
const LoginPage = lazy(() => import('./auth/LoginPage').then((module) => ({ default: module.LoginPage })));
const SecondStepPage = lazy(() => import('./auth/SecondStepPage').then((module) => ({ default: module.SecondStepPage })));
const EnrolPage = lazy(() => import('./auth/EnrolPage').then((module) => ({ default: module.EnrolPage })));
const ResetPasswordPage = lazy(() => import('./auth/ResetPasswordPage').then((module) => ({ default: module.ResetPasswordPage })));
const DashboardPage = lazy(() => import('./support/DashboardPage').then((module) => ({ default: module.DashboardPage })));
const ResultsListPage = lazy(() => import('./support/ResultsListPage').then((module) => ({ default: module.ResultsListPage })));
const AssessmentDetailPage = lazy(() =>
  import('./support/AssessmentDetailPage').then((module) => ({ default: module.AssessmentDetailPage })),
);
const AuditLogPage = lazy(() => import('./audit/AuditLogPage').then((module) => ({ default: module.AuditLogPage })));
const AddSecondStepPage = lazy(() => import('./auth/AddSecondStepPage').then((module) => ({ default: module.AddSecondStepPage })));
const AccountPage = lazy(() => import('./auth/AccountPage').then((module) => ({ default: module.AccountPage })));
const AccountsPage = lazy(() => import('./accounts/AccountsPage').then((module) => ({ default: module.AccountsPage })));
const InvitationPage = lazy(() => import('./accounts/InvitationPage').then((module) => ({ default: module.InvitationPage })));

/**
 * The accounts page, told to re-read this browser's session after each change it makes, so an
 * administrator who makes themselves a consultant loses the administrator links at once.
 */
function AccountsRoute() {
  const { refresh } = useAuth();
  return <AccountsPage onChanged={refresh} />;
}

/** The public pages and the support portal; any other path redirects to the landing page. */
export function App() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<LandingPage />} />
        <Route path={paths.assessment} element={<AssessmentPage />} />
        <Route path={paths.detailedAssessment} element={<DetailedAssessmentPage />} />
        <Route path={paths.resultsRoute} element={<ResultsPage />} />
        <Route path={paths.resumeRoute} element={<ResumePage />} />
        <Route path={paths.mine} element={<YourAssessmentsPage />} />
        <Route path={paths.privacy} element={<PrivacyPolicyPage />} />
        <Route path={paths.login} element={<LoginPage />} />
        <Route path={paths.loginSecondStep} element={<SecondStepPage />} />
        <Route path={paths.loginEnrol} element={<EnrolPage />} />
        <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
        <Route path={paths.invitation} element={<InvitationPage />} />
        <Route element={<RequireSupport />}>
          <Route path={paths.support} element={<DashboardPage />} />
          <Route path={paths.supportResults} element={<ResultsListPage />} />
          <Route path={paths.supportResultRoute} element={<AssessmentDetailPage />} />
          <Route path={paths.supportAccount} element={<AccountPage />} />
          <Route path={paths.supportAddSecondStep} element={<AddSecondStepPage />} />
          <Route path={paths.supportAudit} element={<AuditLogPage />} />
          <Route path={paths.supportAccounts} element={<AccountsRoute />} />
        </Route>
      </Route>
      <Route path="*" element={<Navigate to={paths.home} replace />} />
    </Routes>
  );
}
