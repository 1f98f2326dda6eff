import { Col, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { SafeImage } from '../../../components/safe-image';

export interface HomeCard {
  title: string;
  text: string;
  image: string;
  imageAlt: string;
  guestTo: string;
  memberTo: string;
}

/** The six home cards of spec 2.2; each switches between its guest and its logged-in target. */
export const HOME_CARDS: HomeCard[] = [
  {
    title: 'Search Parts',
    text: 'Enter up to 20 part numbers and see which dealers have them, with condition and price.',
    image: '/images/equipment/search-parts.svg',
    imageAlt: 'Illustration of gears under a magnifying glass',
    guestTo: '/partmatcher/guestpartsearch',
    memberTo: '/partmatcher/partsearch',
  },
  {
    title: 'General Part Request',
    text: 'No part number? Describe the part and the machine, and dealers who recognise it answer you.',
    image: '/images/equipment/general-request.svg',
    imageAlt: 'Illustration of a clipboard with a checklist and a gear',
    guestTo: '/register',
    memberTo: '/partmatcher/generalpartrequest',
  },
  {
    title: 'Attachments',
    text: 'Buckets, couplers, hammers, forks and other work tools from dealer stock.',
    image: '/images/equipment/attachments.svg',
    imageAlt: 'Illustration of an excavator bucket with teeth',
    guestTo: '/forsale/guestattachments',
    memberTo: '/forsale/attachments',
  },
  {
    title: 'Engines',
    text: 'New, used and rebuilt diesel engines, many run-tested before they ship.',
    image: '/images/equipment/engines.svg',
    imageAlt: 'Illustration of a diesel engine block',
    guestTo: '/forsale/guestengines',
    memberTo: '/forsale/engines',
  },
  {
    title: 'Machines',
    text: 'Excavators, loaders, dozers and trucks offered whole by network dealers.',
    image: '/images/equipment/machines.svg',
    imageAlt: 'Illustration of a tracked excavator',
    guestTo: '/forsale/guestmachines',
    memberTo: '/forsale/machines',
  },
  {
    title: 'Other Items',
    text: 'Cabs, counterweights, undercarriage, tires and everything that does not fit a category.',
    image: '/images/equipment/other-items.svg',
    imageAlt: 'Illustration of crates stacked on a pallet',
    guestTo: '/forsale/guestotheritems',
    memberTo: '/forsale/otheritems',
  },
];

export function HomeCards({ loggedIn }: { loggedIn: boolean }) {
  return (
    <Row xs={1} sm={2} lg={3} className="g-4 list-unstyled" as="ul" aria-label="Start here">
      {HOME_CARDS.map((card) => (
        <Col as="li" key={card.title} className="d-flex">
          <div className="card im-tile w-100">
            <SafeImage
              src={card.image}
              alt={card.imageAlt}
              width={480}
              height={280}
              className="card-img-top im-tile__img"
            />
            <div className="card-body">
              <h3 className="h5 card-title">
                <Link to={loggedIn ? card.memberTo : card.guestTo} className="stretched-link im-tile__link">
                  {card.title}
                </Link>
              </h3>
              <p className="card-text text-body-secondary">{card.text}</p>
            </div>
          </div>
        </Col>
      ))}
    </Row>
  );
}
