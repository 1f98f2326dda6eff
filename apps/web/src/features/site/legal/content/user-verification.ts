import { EMAIL_LINK, LEGAL_EFFECTIVE_DATE, contactBlocks } from '../legal-contact';
import type { LegalDocument } from '../legal-document';

export const userVerification: LegalDocument = {
  title: 'User Verification and Eligibility Policy',
  effectiveDate: LEGAL_EFFECTIVE_DATE,
  summary:
    'Who may use IronMatch, what we check when you register, and when we may ask for documents or suspend an account.',
  intro: [
    'IronMatch is a closed business network: buyers and dealers rely on knowing that the company on the other side of a message or order is real. This User Verification and Eligibility Policy forms part of our [Terms of Use](/legal/termsofuse) and explains the requirements every user and company must meet and how we check them.',
  ],
  sections: [
    {
      id: 'eligibility',
      heading: 'Who may use IronMatch',
      blocks: [
        'To create and use an account, each user must:',
        {
          list: [
            'be **at least 18 years old**;',
            'represent a **valid business**: a company, partnership, limited liability company, sole proprietorship, cooperative, public body (such as a municipality or public works department) or non-profit organisation that is lawfully formed, in good standing and buying or selling equipment and parts in the course of its trade or operations;',
            'have the authority to act for that business and to accept our terms on its behalf;',
            'use a working business email address that they personally control; and',
            'not be barred from using the Services, for example because we previously suspended or closed their account, or because they or their company are subject to sanctions.',
          ],
        },
        'Consumers buying for personal, family or household purposes are not eligible. When you register, you confirm that you meet these requirements by ticking the consent box, and we record when you did so and which version of our terms you accepted.',
      ],
    },
    {
      id: 'email-verification',
      heading: 'Email verification',
      blocks: [
        'After registering, we send a verification link to your email address. The link can be used once and is valid for 48 hours. Until you verify your email, most features, including part search, messaging and orders, are not available, and the My Account page shows a reminder with a **Resend Verification Email** button. If you change your email address, we may ask you to verify the new address.',
      ],
    },
    {
      id: 'company-information',
      heading: 'Company information',
      blocks: [
        'Every user must be linked to a company before using the marketplace. Company information is required and must be accurate and kept up to date, including:',
        {
          list: [
            'the legal or trading name of the company;',
            'a main phone number and at least one company email address;',
            'the shipping address and billing address, which for sellers must include the facility where listed stock is held; and',
            'the website and parts manager, where the company has them.',
          ],
        },
        'A company may have several users, and a user may belong to more than one company and switch between them. Each company is responsible for the users it allows to act for it and should tell us promptly when a user leaves.',
      ],
    },
    {
      id: 'additional-checks',
      heading: 'Additional checks and documents',
      blocks: [
        'We may check the information you give us against public business registries, company websites and other sources. At registration or at any later time, including before granting network membership or seller features, we may ask you to provide documents or information such as:',
        {
          list: [
            'proof that the business exists, such as articles of incorporation or organisation, a business licence or a certificate of good standing;',
            'a tax identification document, such as an IRS letter confirming your Employer Identification Number, or a resale or tax exemption certificate;',
            "for sellers, evidence that listed stock is held at the seller's own facility, such as pictures of the premises and inventory, inventory records or a video call or visit, as required by the [Seller Terms](/legal/seller-terms#part-seller);",
            "confirmation of your role and authority, for example a letter on company letterhead or a call to the company's main phone number; and",
            'government-issued identification of the account holder, where other evidence is not enough.',
          ],
        },
        'Please send documents only when we ask for them and through the channel we specify. We use them only for verification, fraud prevention and compliance, and keep them as described in the [Privacy Policy](/legal/privacypolicy#retention).',
        'Sellers who connect a payout account are also verified by our card payment provider under its own requirements. That verification is separate from ours, and the provider may ask for further information directly.',
      ],
    },
    {
      id: 'network-membership',
      heading: 'Network membership',
      blocks: [
        'Network membership, which gives access to member-only feeds, additional email settings and the option to connect a payout account, is granted by IronMatch after review. A member id is assigned only by us. We may decline or withdraw membership if a company does not meet our requirements, including the stock-holding requirements for Part Sellers.',
      ],
    },
    {
      id: 'outcomes',
      heading: 'Limits, suspension and closure',
      blocks: [
        'If we cannot verify that you or your company meet this policy, if information turns out to be false or out of date, or if you do not provide requested documents within a reasonable time (normally 14 days), we may:',
        {
          list: [
            'limit features, such as messaging, listing, ordering or online payments;',
            'hide your listings or requests;',
            'suspend the user account or the company; or',
            'close the account and refuse a new registration.',
          ],
        },
        'We may act immediately, without prior notice, where we suspect fraud, impersonation, a security risk or a legal requirement. Otherwise we will normally tell you what is missing and give you time to provide it. Suspension does not cancel obligations on orders already placed.',
      ],
    },
    {
      id: 'appeals',
      heading: 'Reviews and appeals',
      blocks: [
        `If you believe we made a mistake, email ${EMAIL_LINK} with the subject line "Verification review" within 30 days of our decision, with any information that supports your case. A member of our team who was not involved in the original decision will review it and reply, normally within 10 business days.`,
      ],
    },
    {
      id: 'keeping-it-current',
      heading: 'Keeping your information current',
      blocks: [
        'You can update your contact and company information at any time on the Settings page. Tell us promptly about changes in ownership, name, address or legal status of your company. We may ask you to confirm your information again from time to time.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: contactBlocks('Verification'),
    },
  ],
};
