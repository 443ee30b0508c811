/** A part of the detail page the in-page navigation links to: the id of its element and its name in the links. */
export interface DetailSection {
  id: string;
  title: string;
}

/**
 * The detail page's in-page navigation: a link to each section, in page order. Plain links to the sections' ids, so
 * each section has an address of its own, the browser's back button returns to where the reader was, and every
 * section stays on the page for find-in-page, printing and screen-reader heading navigation.
 */
export function SectionLinks({ sections }: { sections: readonly DetailSection[] }) {
  return (
    <nav className="card section-links" aria-label="Sections of this assessment">
      <ul>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.title}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
