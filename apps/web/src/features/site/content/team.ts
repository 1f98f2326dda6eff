/** The IronMatch team shown on /aboutus (fictional people). */
export interface TeamMember {
  name: string;
  role: string;
  bio: string;
}

export const TEAM: TeamMember[] = [
  {
    name: 'Robert Lindqvist',
    role: 'Founder & Chief Executive Officer',
    bio: 'Ran a dismantling yard for fifteen years and started the private dealer network in 1992 with a fax machine and a list of eleven phone numbers.',
  },
  {
    name: 'Teresa Morales',
    role: 'Chief Operating Officer',
    bio: 'Keeps the network running day to day: dealer onboarding, verification and the standards every member agrees to.',
  },
  {
    name: 'Kenji Watanabe',
    role: 'Head of Engineering',
    bio: 'Leads the team behind part search, the inventory manager and the marketplace; a former hydraulic systems technician.',
  },
  {
    name: 'Olivia Grant',
    role: 'Dealer Network Manager',
    bio: 'The first call for new and existing member dealers, from loading inventory to getting the most out of the stats manager.',
  },
  {
    name: 'Samuel Adeyemi',
    role: 'Customer Support Lead',
    bio: 'Heads the support line. If you call about a part, an order or your account, his team picks up.',
  },
  {
    name: 'Claire Dubois',
    role: 'Trust & Verification Specialist',
    bio: 'Checks that every account represents a real business and that sellers hold the parts they list.',
  },
];
