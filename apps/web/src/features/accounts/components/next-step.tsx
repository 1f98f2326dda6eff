import { Card } from 'react-bootstrap';
import { Link } from 'react-router';
import { ACCOUNT_MESSAGES } from '@ironmatch/contracts/accounts';

/**
 * The step after sign-up on Account Information: add the company (without one the account can do
 * little), then search parts by number, the main task.
 */
export function NextStep({ hasCompany }: { hasCompany: boolean }) {
  return (
    <Card
      as="section"
      aria-labelledby="next-step-title"
      className={`mb-4 shadow-sm border-2 ${hasCompany ? 'border-success' : 'border-warning'}`}
      data-testid="next-step"
    >
      <Card.Body className="d-flex flex-wrap align-items-center justify-content-between gap-3">
        <div>
          <h2 id="next-step-title" className="h5 mb-1">
            {hasCompany ? 'Next step: find parts' : 'Next step: add your company'}
          </h2>
          <p className="mb-0">
            {hasCompany
              ? 'Search dealer inventory by part number, one number or a whole list.'
              : `${ACCOUNT_MESSAGES.addCompanyWarning} It takes a minute: name, phone, email and address.`}
          </p>
        </div>
        {hasCompany ? (
          <Link to="/partmatcher/partsearch" className="btn btn-primary text-nowrap">
            Search parts
          </Link>
        ) : (
          <Link to="/create-company" className="btn btn-primary text-nowrap">
            Add Company Information
          </Link>
        )}
      </Card.Body>
    </Card>
  );
}
