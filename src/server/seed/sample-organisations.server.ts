import type { RandomNumbers } from './random-numbers.server';

/**
 * Word lists for sample organisations and their contacts. Names mix plain and accented spellings
 * ("École Supérieure", "Café Müller Pty Ltd", "Māori Health Trust"), as real customers' names do, so
 * a search that ignores accents has something to find.
 */
const PLACES = [
  'Southern', 'Northern', 'Coastal', 'Harbour', 'Riverside', 'Bayside', 'Eastern', 'Western', 'Central', 'Highland',
  'Outback', 'Pacific', 'Tasman', 'Murray', 'Hunter Valley', 'Kimberley', 'Gippsland', 'Barossa', 'Illawarra', 'Riverina',
  'Ōtaki', 'Tāmaki', 'Whanganui', 'Zürich', 'Québec', 'São Paulo', 'Malmö', 'Kraków', 'Düsseldorf', 'Île-de-France',
];

const SECTORS = [
  'Logistics', 'Health', 'Engineering', 'Legal', 'Accounting', 'Dental', 'Veterinary', 'Construction', 'Plumbing', 'Freight',
  'Software', 'Analytics', 'Pharmacy', 'Bakery', 'Brewing', 'Wines', 'Medical Centre', 'Physiotherapy', 'Credit Union', 'Insurance',
  'Property', 'Energy', 'Water', 'Mining', 'Agriculture', 'Fisheries', 'Transport', 'Aviation', 'Marine', 'Hospitality',
  'Travel', 'Media', 'Design', 'Architecture', 'Security', 'Cleaning', 'Electrical', 'Finance', 'Recruitment', 'Education',
];

const SUFFIXES = ['Pty Ltd', 'Pty Ltd', 'Pty Ltd', 'Ltd', 'Group', 'Partners', 'Services', 'Holdings', 'Co-operative', 'Association'];

const FAMILY_NAMES = [
  'Smith', 'Nguyen', 'Williams', 'Brown', 'Wilson', 'Taylor', 'Jones', 'Martin', 'Anderson', 'Thompson',
  'Walker', 'White', 'Harris', 'Lee', 'Chen', 'Singh', 'Patel', 'Kelly', "O'Brien", 'Murphy',
  'Müller', 'García', 'Núñez', 'Ngata', 'Pōmare', 'Öztürk', 'Søndergaard', 'Lefèvre', 'Kowalczyk', 'Đặng',
];

const GIVEN_NAMES = [
  'Olivia', 'Jack', 'Charlotte', 'William', 'Amelia', 'Noah', 'Isla', 'Thomas', 'Mia', 'James',
  'Grace', 'Oliver', 'Ava', 'Lucas', 'Sophie', 'Henry', 'Ruby', 'Leo', 'Emily', 'Ethan',
  'Zoë', 'José', 'Renée', 'Søren', 'Chloé', 'Aroha', 'Hēmi', 'Björn', 'Łukasz', 'François',
];

const MAORI_NAMES = ['Māori Health Trust', 'Te Whānau Ora Trust', 'Ngā Tāngata Education Trust', 'Te Rūnanga Services', 'Kōkiri Community Trust'];

const FRENCH_NAMES = ['École Supérieure', 'École Normale', 'Société Générale', 'Crédit Coopératif', 'Hôtel Beauséjour'];

/** A sample organisation: its name and the domain its contacts' emails are at. */
export interface SampleOrganisation {
  name: string;
  domain: string;
}

/** A sample contact at an organisation. */
export interface SampleContact {
  name: string;
  email: string;
}

/** Letters that carry no separable accent, spelt in plain ASCII. */
const LETTERS_WITHOUT_MARKS: Record<string, string> = { đ: 'd', ł: 'l', ø: 'o', æ: 'ae', ß: 'ss' };

/** Names and organisations come from short word lists, so their plain spellings are kept once worked out. */
const PLAIN_WORDS = new Map<string, string>();

/** Text as plain lower-case ASCII letters and digits joined by `joiner`: "Café Müller" → "cafe-muller". */
function plainWords(text: string, joiner: string): string {
  const key = `${joiner}${text}`;
  let plain = PLAIN_WORDS.get(key);
  if (plain === undefined) {
    plain = spellPlainly(text, joiner);
    PLAIN_WORDS.set(key, plain);
  }
  return plain;
}

function spellPlainly(text: string, joiner: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[đłøæß]/g, (letter) => LETTERS_WITHOUT_MARKS[letter] ?? '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '')
    .join(joiner);
}

/** How often each form of name comes up. */
const NAME_FORMS = [['place', 12], ['family', 6], ['partners', 3], ['cafe', 1], ['maori', 1], ['french', 1]] as const;

function organisationName(random: RandomNumbers): string {
  const form = random.weighted(NAME_FORMS);
  switch (form) {
    case 'place':
      return `${random.pick(PLACES)} ${random.pick(SECTORS)} ${random.pick(SUFFIXES)}`;
    case 'family':
      return `${random.pick(FAMILY_NAMES)} ${random.pick(SECTORS)} ${random.pick(SUFFIXES)}`;
    case 'partners':
      return `${random.pick(FAMILY_NAMES)} & ${random.pick(FAMILY_NAMES)} ${random.pick(['Partners', 'Lawyers', 'Accountants', 'Architects'])}`;
    case 'cafe':
      return `Café ${random.pick(FAMILY_NAMES)} Pty Ltd`;
    case 'maori':
      return `${random.pick(MAORI_NAMES)} ${random.pick(PLACES)}`;
    case 'french':
      return `${random.pick(FRENCH_NAMES)} de ${random.pick(PLACES)}`;
  }
}

/**
 * A new sample organisation. Its domain is under the reserved ".example" top-level domain, so no mail
 * the app sends to a sample contact can reach anyone.
 */
export function sampleOrganisation(random: RandomNumbers): SampleOrganisation {
  const name = organisationName(random);
  const withoutCompanyType = name.replace(/ (Pty Ltd|Ltd)$/, '');
  return { name, domain: `${plainWords(withoutCompanyType, '-').slice(0, 50)}.example` };
}

/** A sample contact at an organisation: an email made from the name, as most workplaces make them. */
export function sampleContact(random: RandomNumbers, organisation: SampleOrganisation): SampleContact {
  const given = random.pick(GIVEN_NAMES);
  const family = random.pick(FAMILY_NAMES);
  const local = random.chance(0.7) ? `${plainWords(given, '')}.${plainWords(family, '')}` : `${plainWords(given, '').charAt(0)}${plainWords(family, '')}`;
  return { name: `${given} ${family}`, email: `${local}@${organisation.domain}` };
}
