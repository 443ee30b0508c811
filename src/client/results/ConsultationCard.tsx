import type { Branding } from '../../domain/branding';

/**
 * The consultancy's closing offer: its services, the contact email, and a "Book a consultation"
 * button when the branding gives a booking link.
 */
export function ConsultationCard({ consultation }: { consultation: Branding }) {
  return (
    <section className="card conclusion" aria-labelledby="conclusion-title">
      <h2 id="conclusion-title">{consultation.conclusion.title}</h2>
      <p>{consultation.conclusion.message}</p>
      <ul>
        {consultation.conclusion.services.map((service) => (
          <li key={service}>{service}</li>
        ))}
      </ul>
      <div className="conclusion__contact">
        {consultation.bookingUrl && (
          <a className="button button--primary" href={consultation.bookingUrl} target="_blank" rel="noopener">
            Book a consultation
          </a>
        )}
        <p>
          Contact {consultation.companyName} at <a href={`mailto:${consultation.contactEmail}`}>{consultation.contactEmail}</a>.
        </p>
      </div>
    </section>
  );
}
