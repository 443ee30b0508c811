import { currentBranding } from '../branding';
import { usePageTitle } from '../usePageTitle';
import { Link } from '../router';
import { paths } from '../paths';

export function PrivacyPolicyPage() {
  const branding = currentBranding();
  usePageTitle('Privacy policy');
  return (
    <article className="prose" aria-labelledby="privacy-title">
      <h1 id="privacy-title">Privacy policy</h1>
      <p>Last updated: 22 November 2026</p>

      <h2>Who we are and this policy (APP 1)</h2>
      <p>
        The Essential Eight Assessment Tool is run by {branding.companyName} (&ldquo;we&rdquo;). This policy explains, in plain terms, how we handle personal
        information collected through the tool, in line with the Australian Privacy Principles
        (APPs) in the <em>Privacy Act 1988</em> (Cth).
      </p>
      <p>
        This policy is always available free of charge on this page. If you would like a copy in
        another form, such as by email or on paper, ask us and we will provide it at no cost.
      </p>
      <p>
        Contact us by email at <a href={`mailto:${branding.contactEmail}`}>{branding.contactEmail}</a>; the same
        address is in the footer of every page.
      </p>

      <h2>How we collect and why (APP 5)</h2>
      <p>
        We collect information directly from you when you complete the assessment. We collect:
      </p>
      <ul>
        <li>your organisation&rsquo;s name;</li>
        <li>your name;</li>
        <li>your work email address;</li>
        <li>
          the target and current maturity level you select for each of the eight Essential Eight
          controls;
        </li>
        <li>your implementation timeline and priority controls; and</li>
        <li>any constraints you describe in the free-text fields.</li>
      </ul>
      <p>We collect this information so that we can:</p>
      <ul>
        <li>show you the results of your assessment;</li>
        <li>produce a PDF summary of your assessment;</li>
        <li>let our support staff review your assessment and export reports about it; and</li>
        <li>contact you about your assessment.</li>
      </ul>
      <p>
        No law requires you to give us this information. If you choose not to provide it, you will
        not be able to submit the assessment, and we will not be able to show your results,
        produce your summary or contact you about it. Please avoid putting sensitive information,
        such as passwords or details of security incidents involving named people, in the
        free-text fields.
      </p>
      <p>
        While you work through the assessment, your progress is saved only in your own browser
        (using its local storage) so that you do not lose your answers. It is not sent to us until
        you submit, and it is cleared from your browser once you do. You can also clear it at any
        time through your browser settings.
      </p>
      <p>
        We do not use tracking cookies or analytics, and we do not sell or share your information
        with third parties for marketing.
      </p>
      <p>
        We disclose your information only to service providers who host the server and database on
        our behalf, and only so they can provide that service. We do not send your information
        overseas. If our hosting is ever located outside Australia, we will say so in this policy,
        including the countries involved.
      </p>
      <p>
        You can ask to see or correct your information, or make a complaint, as set out in the{' '}
        <a href="#access">access and correction</a> and <a href="#complaints">complaints</a>{' '}
        sections below.
      </p>

      <h2>How we use and disclose your information (APP 6)</h2>
      <p>
        We use and disclose your personal information only for the purposes described above: to
        provide your assessment results and summary, to review the assessment and to contact you
        about it. We will not use or disclose it for another purpose unless:
      </p>
      <ul>
        <li>you have agreed to it;</li>
        <li>
          you would reasonably expect it and the purpose is directly related to your assessment;
          or
        </li>
        <li>
          the law requires or allows it, for example under a court order or to lessen a serious
          threat to someone&rsquo;s life, health or safety.
        </li>
      </ul>

      <h2>How we protect and keep your information (APP 11)</h2>
      <p>
        Submitted assessments are stored in our own database on our own server. We take reasonable
        steps to protect your information from misuse, interference, loss and unauthorised access,
        change or disclosure, including:
      </p>
      <ul>
        <li>
          a submitted assessment or saved draft can be opened only with its random access key, held by
          the browser that saved it or carried in its resume link, and by our support staff, who must
          sign in;
        </li>
        <li>staff passwords are stored as secure hashes, never in readable form; and</li>
        <li>access to assessments is logged, so we can see who viewed or exported what and when.</li>
      </ul>
      <p>
        We keep submitted assessments for as long as we need them to provide this service to you.
        A draft saved to finish later is deleted when it has not been saved again for the keeping
        time shown when it is saved. We delete an assessment if you ask us to, or when we no longer
        need it, and you can delete it yourself from <Link to={paths.mine}>Your assessments</Link>. When you ask
        for a draft&apos;s resume link by email, we note for 24 hours that it was sent, with a one-way hash of the
        address rather than the address itself, so that the link cannot be used to send mail to anyone over and over. When information is
        no longer needed, we destroy it or de-identify it so that it can no longer identify you or
        your organisation.
      </p>

      <h2 id="access">Access and correction (APP 12 and APP 13)</h2>
      <p>
        You can ask for access to the personal information we hold about you, and ask us to correct
        it if it is inaccurate, out of date or incomplete. To do so, contact us through the details
        in the footer of this site ({branding.contactEmail}). We may need to confirm your identity before acting on your
        request.
      </p>
      <p>
        From the browser that made an assessment, <Link to={paths.mine}>Your assessments</Link> also
        lets you download, as a JSON file, at once and without asking us: your answers, where our
        follow-up of it stands, the requests for evidence our consultants made to you and your answers to them, the record of when it was viewed, exported or changed and whether by
        you or by one of our consultants, and how many internal notes our consultants keep about it.
        Those notes are our consultants&apos; working notes and are not in the file; you can ask us about
        them, or for any personal information in them, as above.
      </p>
      <p>
        We will respond within 30 days. There is no charge for making a request. If we refuse a
        request, we will tell you why in writing and explain how you can complain.
      </p>

      <h2 id="complaints">Complaints</h2>
      <p>
        If you think we have mishandled your personal information, please contact us first through
        the details in the footer of this site ({branding.contactEmail}). We will look into your complaint and respond within
        30 days.
      </p>
      <p>
        If you are not satisfied with our response, you can complain to the Office of the
        Australian Information Commissioner (OAIC) at{' '}
        <a href="https://www.oaic.gov.au">oaic.gov.au</a> or by phoning 1300 363 992.
      </p>

      <p>
        <Link to="/assessment">Back to the assessment</Link>
      </p>
    </article>
  );
}
