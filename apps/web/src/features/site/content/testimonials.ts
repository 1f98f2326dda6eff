/** Member and buyer testimonials (fictional people and companies) shown on the marketing pages. */
export interface Testimonial {
  quote: string;
  name: string;
  role: string;
  company: string;
  location: string;
  /** Which side of the marketplace is speaking. */
  audience: 'dealer' | 'buyer';
}

export const TESTIMONIALS: Testimonial[] = [
  {
    quote:
      'The notification hits my phone the moment someone searches a part number we stock. Half the time our Quick Quote is in their inbox before they have finished their coffee.',
    name: 'Dana Whitcomb',
    role: 'Parts Manager',
    company: 'Great Lakes Heavy Parts',
    location: 'Toledo, OH',
    audience: 'dealer',
  },
  {
    quote:
      'We had a 40-ton excavator down on a highway job. I put in the final drive, the pump and six seals in one search and had three quotes with pictures inside an hour.',
    name: 'Marcus Oyelaran',
    role: 'Equipment Superintendent',
    company: 'Oyelaran Site Works',
    location: 'Houston, TX',
    audience: 'buyer',
  },
  {
    quote:
      'The inventory manager takes our weekly spreadsheet and the stats show us which part numbers people actually ask for. We changed what we pull off machines because of it.',
    name: 'Priya Raman',
    role: 'Operations Director',
    company: 'Summit Dismantlers',
    location: 'Denver, CO',
    audience: 'dealer',
  },
  {
    quote:
      'Our fleet office has four people on one company account. Everybody sees the same quotes and messages, so nothing falls through when someone is out in the field.',
    name: 'Glen Hartley',
    role: 'Fleet Maintenance Supervisor',
    company: 'County Road Department',
    location: 'Bozeman, MT',
    audience: 'buyer',
  },
  {
    quote:
      'We have traded with the same core of dealers on this network for more than twenty years. The private messaging keeps it personal even when the order is across the country.',
    name: 'Luis Carrera',
    role: 'Owner',
    company: 'Lone Star Heavy Salvage',
    location: 'Waco, TX',
    audience: 'dealer',
  },
  {
    quote:
      'I do not need another catalogue, I need the part that fits. Seeing condition, price and real pictures in one quote saves me a dozen phone calls a week.',
    name: 'Hannah Brooks',
    role: 'Service Manager',
    company: 'Brooks Diesel & Hydraulics',
    location: 'Knoxville, TN',
    audience: 'buyer',
  },
  {
    quote:
      'The dismantled machines database is how we find a whole donor machine when a customer needs three or four parts off the same model. That used to take days of calls.',
    name: 'Tom Kessler',
    role: 'Sales Lead',
    company: 'Red River Iron Works',
    location: 'Fargo, ND',
    audience: 'dealer',
  },
  {
    quote:
      'General part requests are perfect when we only have a description and a machine model. Dealers who recognise the part answer, and we pick the best offer.',
    name: 'Aisha Thompson',
    role: 'Purchasing Agent',
    company: 'Thompson Aggregates',
    location: 'Macon, GA',
    audience: 'buyer',
  },
];
