/** The eleven partner dealers with a gallery page (/galleries/{slug}). Fictional businesses; sites use the reserved .example domain. */
export interface DealerImage {
  src: string;
  alt: string;
  caption: string;
}

export interface PartnerDealer {
  slug: string;
  name: string;
  city: string;
  state: string;
  since: number;
  blurb: string;
  specialties: string[];
  website: string;
  phone: string;
  hours: string;
  headerImage: string;
  /** Yard, warehouse and lot pictures; the first is the dealer's cover picture. */
  images: [DealerImage, DealerImage, DealerImage];
}

const HOURS_WEEKDAY = 'Mon-Fri 7:00 am - 5:30 pm, Sat 8:00 am - noon';

function dealerImages(slug: string, name: string, city: string): PartnerDealer['images'] {
  return [
    {
      src: `/images/dealers/${slug}/yard.svg`,
      alt: `${name} shop and yard in ${city}`,
      caption: 'Shop and yard',
    },
    {
      src: `/images/dealers/${slug}/warehouse.svg`,
      alt: `Shelved and tagged parts in the ${name} warehouse`,
      caption: 'Parts warehouse',
    },
    {
      src: `/images/dealers/${slug}/lineup.svg`,
      alt: `Machines tagged for dismantling on the ${name} lot`,
      caption: 'Machines in for dismantling',
    },
  ];
}

function dealer(
  d: Omit<PartnerDealer, 'headerImage' | 'images' | 'hours'> & { hours?: string },
): PartnerDealer {
  return {
    hours: HOURS_WEEKDAY,
    ...d,
    headerImage: `/images/dealers/${d.slug}/header.svg`,
    images: dealerImages(d.slug, d.name, d.city),
  };
}

export const PARTNER_DEALERS: PartnerDealer[] = [
  dealer({
    slug: 'northridge-equipment',
    name: 'Northridge Equipment Salvage',
    city: 'Billings',
    state: 'MT',
    since: 1994,
    blurb:
      'Northridge dismantles excavators and wheel loaders from mining and road-building fleets across the northern plains. Every part is cleaned, tested where it can be, tagged with the machine it came from and shelved on site.',
    specialties: [
      'Excavator swing and travel motors',
      'Wheel loader axles',
      'Used and rebuilt hydraulic pumps',
    ],
    website: 'https://www.northridge-equipment.example',
    phone: '(406) 555-0142',
  }),
  dealer({
    slug: 'prairie-iron',
    name: 'Prairie Iron & Parts',
    city: 'Wichita',
    state: 'KS',
    since: 1988,
    blurb:
      'A family yard that has been taking apart dozers and motor graders since the late eighties. Prairie Iron keeps a deep stock of undercarriage and final drive components and ships daily by LTL freight.',
    specialties: ['Dozer undercarriage', 'Final drives', 'Motor grader circle and moldboard parts'],
    website: 'https://www.prairie-iron.example',
    phone: '(316) 555-0117',
  }),
  dealer({
    slug: 'gulf-coast-tractor',
    name: 'Gulf Coast Tractor Parts',
    city: 'Mobile',
    state: 'AL',
    since: 1999,
    blurb:
      'Gulf Coast serves port, forestry and site-prep contractors along the coast. Their warehouse specialises in skid steer and backhoe components, with same-day pickup for local crews.',
    specialties: ['Backhoe loader parts', 'Skid steer drive motors', 'Cab glass and seats'],
    website: 'https://www.gulf-coast-tractor.example',
    phone: '(251) 555-0168',
  }),
  dealer({
    slug: 'summit-dismantlers',
    name: 'Summit Dismantlers',
    city: 'Denver',
    state: 'CO',
    since: 2003,
    blurb:
      'Summit buys late-model machines with low hours, dismantles them indoors and lists every usable component the same week. Their engine department runs and dyno-tests engines before they leave the building.',
    specialties: ['Run-tested diesel engines', 'Engine control modules', 'Cooling packages'],
    website: 'https://www.summit-dismantlers.example',
    phone: '(303) 555-0129',
  }),
  dealer({
    slug: 'great-lakes-heavy',
    name: 'Great Lakes Heavy Parts',
    city: 'Toledo',
    state: 'OH',
    since: 1992,
    blurb:
      'One of the founding dealers of our network. Great Lakes carries articulated truck and large loader components and has a rebuild shop for transmissions and torque converters.',
    specialties: ['Rebuilt transmissions', 'Torque converters', 'Articulated truck components'],
    website: 'https://www.great-lakes-heavy.example',
    phone: '(419) 555-0183',
  }),
  dealer({
    slug: 'desert-track',
    name: 'Desert Track & Undercarriage',
    city: 'Phoenix',
    state: 'AZ',
    since: 2006,
    blurb:
      'Desert Track focuses on what wears out first in hard, abrasive ground: track chains, rollers, idlers and sprockets, new and used, measured and graded by remaining life.',
    specialties: ['Track chains and shoes', 'Rollers and idlers', 'Sprocket segments'],
    website: 'https://www.desert-track.example',
    phone: '(602) 555-0156',
  }),
  dealer({
    slug: 'cascade-machine',
    name: 'Cascade Machine Recyclers',
    city: 'Spokane',
    state: 'WA',
    since: 1997,
    blurb:
      'Cascade recovers forestry and excavation machines from across the Pacific Northwest. Parts are photographed on the shelf, so what you see in the listing is what arrives on the pallet.',
    specialties: ['Forestry machine components', 'Excavator booms and sticks', 'Hydraulic cylinders'],
    website: 'https://www.cascade-machine.example',
    phone: '(509) 555-0134',
  }),
  dealer({
    slug: 'bluegrass-equipment',
    name: 'Bluegrass Equipment Supply',
    city: 'Lexington',
    state: 'KY',
    since: 2001,
    blurb:
      'Bluegrass supplies municipal fleets and utility contractors with attachments and work tools, from buckets and couplers to hydraulic hammers, and can fit pins and bushings to your machine.',
    specialties: ['Buckets and quick couplers', 'Hydraulic hammers', 'Pins and bushings'],
    website: 'https://www.bluegrass-equipment.example',
    phone: '(859) 555-0191',
  }),
  dealer({
    slug: 'lone-star-salvage',
    name: 'Lone Star Heavy Salvage',
    city: 'Waco',
    state: 'TX',
    since: 1993,
    blurb:
      'Forty acres of machines in central Texas. Lone Star dismantles scrapers, dozers and loaders and keeps a large used-engine and transmission inventory ready to ship.',
    specialties: ['Scraper components', 'Used engines', 'Powershift transmissions'],
    website: 'https://www.lone-star-salvage.example',
    phone: '(254) 555-0175',
  }),
  dealer({
    slug: 'piedmont-parts',
    name: 'Piedmont Tractor & Loader Parts',
    city: 'Greensboro',
    state: 'NC',
    since: 2008,
    blurb:
      'Piedmont specialises in compact and mid-size loaders and tractors. Their counter team answers part searches within minutes during business hours and quotes freight up front.',
    specialties: ['Compact loader parts', 'Tractor drivetrain', 'Electrical and harnesses'],
    website: 'https://www.piedmont-parts.example',
    phone: '(336) 555-0109',
  }),
  dealer({
    slug: 'red-river-iron',
    name: 'Red River Iron Works',
    city: 'Fargo',
    state: 'ND',
    since: 1995,
    blurb:
      'Red River rebuilds hydraulic and drivetrain components for agriculture and construction equipment alike, and keeps exchange units on the shelf to cut downtime through planting and paving season.',
    specialties: ['Exchange hydraulic pumps', 'Differentials and axles', 'Cylinder repacking'],
    website: 'https://www.red-river-iron.example',
    phone: '(701) 555-0121',
  }),
];

export function findDealer(slug: string | undefined): PartnerDealer | undefined {
  return PARTNER_DEALERS.find((d) => d.slug === slug);
}

export function phoneHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, '')}`;
}
