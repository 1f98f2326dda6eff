import { useId } from 'react';
import { SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '../../../lib/site-contact';
import { FeatureIcon } from './feature-icon';

/** IronMatch's own support line and mailbox ({phone} and {email} of the spec). */
export function ContactBlock({
  headingLevel = 2,
  title = 'Talk to IronMatch support',
}: {
  headingLevel?: 2 | 3;
  title?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  return (
    <section className="im-contact-block" aria-labelledby={titleId}>
      <Heading id={titleId} className="h4 mb-3">
        {title}
      </Heading>
      <ul className="list-unstyled mb-0 d-grid gap-3">
        <li className="d-flex gap-3 align-items-start">
          <FeatureIcon name="phone" />
          <div>
            <div className="fw-semibold">Toll-free phone</div>
            <a href={SUPPORT_PHONE_HREF} className="fs-5 fw-bold">
              {SUPPORT_PHONE}
            </a>
          </div>
        </li>
        <li className="d-flex gap-3 align-items-start">
          <FeatureIcon name="mail" />
          <div>
            <div className="fw-semibold">Email</div>
            <a href={`mailto:${SUPPORT_EMAIL}`} className="text-break">
              {SUPPORT_EMAIL}
            </a>
          </div>
        </li>
        <li className="d-flex gap-3 align-items-start">
          <FeatureIcon name="clock" />
          <div>
            <div className="fw-semibold">Hours</div>
            <div>Monday to Friday, 7 am to 6 pm Central</div>
            <div className="small text-body-secondary">
              Email outside these hours is answered the next business morning.
            </div>
          </div>
        </li>
      </ul>
    </section>
  );
}
