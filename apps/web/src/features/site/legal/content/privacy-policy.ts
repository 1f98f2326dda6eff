import { EMAIL_LINK, LEGAL_EFFECTIVE_DATE, PHONE_LINK, contactBlocks } from '../legal-contact';
import type { LegalDocument } from '../legal-document';

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  effectiveDate: LEGAL_EFFECTIVE_DATE,
  summary:
    'How IronMatch collects, uses, shares, protects and keeps personal data about the people who use our marketplace, and the rights you have over it.',
  intro: [
    'This Privacy Policy explains how IronMatch ("IronMatch", "we", "us" or "our") handles personal data when you visit our website, create an account, search for parts, list inventory, exchange messages, request quotes, place or fulfil orders, or otherwise use the IronMatch marketplace and parts-locating network (together, the "Services").',
    'IronMatch is a business-to-business service. Most of the personal data we handle is business contact information about the employees, owners and representatives of the companies that use the Services. Privacy laws still protect that information, and this policy applies to it in full.',
    {
      note: '**In short:** we collect what we need to run a parts marketplace, we show your part searches and requests to the dealers who can answer them, we never see or store your full card number, analytics and marketing cookies stay off unless you turn them on, and you can ask us at any time to see, correct or delete your data.',
    },
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are and what this policy covers',
      blocks: [
        'IronMatch operates an online marketplace where buyers such as contractors, repair shops, municipalities and fleets locate heavy construction equipment parts, attachments, engines, machines and transmissions held by dealers, and where dealers list inventory, answer requests, send quotes and receive orders. IronMatch acts only as a marketplace: we are not the buyer or the seller in any transaction, and sellers handle shipping, refunds and disputes.',
        'For the personal data described in this policy, IronMatch is the "controller" (the term used by the EU and UK General Data Protection Regulation, "GDPR") and the "business" (the term used by the California Consumer Privacy Act as amended by the California Privacy Rights Act, "CCPA"). When a seller receives a buyer\'s details to quote, ship or invoice an order, that seller decides independently how it uses those details and is responsible for its own handling of them.',
        'This policy does not cover websites or services of third parties that we link to, such as dealer websites reached from our gallery pages or the pages of our payment provider. Their own privacy notices apply.',
        'This policy should be read together with our [Terms of Use](/legal/termsofuse) and our [Cookie Policy and Consent Notice](/legal/cookies).',
      ],
    },
    {
      id: 'business-users',
      heading: 'Business users aged 18 or over only',
      blocks: [
        'The Services are built for, and may only be used by, business users who are **18 years of age or older** and who represent a valid business, such as a company, partnership, sole proprietorship, government body or other organisation that buys or sells equipment and parts in the course of its trade. When you register, you confirm both requirements, and we record the time of that confirmation and the version of the terms you accepted.',
        'The Services are not directed to consumers buying for personal or household use or to anyone under 18, and we do not knowingly collect personal data from anyone under 18. If we learn that we have, we will delete it and close the account. Our [User Verification and Eligibility Policy](/legal/user-verification) explains how we check eligibility.',
      ],
    },
    {
      id: 'data-we-collect',
      heading: 'Personal data we collect',
      blocks: [
        'We collect personal data in three ways: you give it to us, our systems record it when you use the Services, and other parties give it to us.',
      ],
      subsections: [
        {
          id: 'data-you-give-us',
          heading: 'Information you give us',
          blocks: [
            {
              list: [
                '**Account details:** your first and last name, business email address, office and mobile phone numbers, and your password (which we store only as a one-way cryptographic hash, never in readable form).',
                '**Company details:** company name, main and secondary phone numbers, fax, shipping and billing addresses, up to three company email addresses, parts manager, contact list, website and, for network members, the member id assigned by us. A company may have several user accounts, and each user can see the company details.',
                '**Registration and consent records:** the date and time you accepted our terms and policies, the version accepted, your confirmation that you are 18 or over and represent a valid business, and your cookie and email preferences.',
                '**Verification information:** information and documents we ask for to confirm that you and your company are eligible, as described in the [User Verification and Eligibility Policy](/legal/user-verification).',
                '**Marketplace activity:** the part numbers, manufacturers, conditions and quantities you search for; general part requests and their comments; listings of parts, attachments, engines, machines and transmissions, including prices, descriptions, condition, location and pictures; quotes; and orders, including items, notes, shipping carrier and tracking number, shipping and tax amounts.',
                '**Messages and attachments:** the content of messages you send to other users through the Services, and the pictures and files you attach to them.',
                '**Suggestions board:** feature suggestions, comments and votes you post, which other logged-in users can see together with your name.',
                '**Support communications:** what you tell us when you email or call our support team, including call notes we make.',
              ],
            },
          ],
        },
        {
          id: 'data-collected-automatically',
          heading: 'Information collected automatically',
          blocks: [
            {
              list: [
                '**Device and log data:** IP address, browser type and version, operating system, the pages and features you use, the date and time of each request, referring page and error information. Our servers keep this in logs for security, troubleshooting and rate limiting.',
                '**Approximate location:** for guests using the guest part search, our server derives an approximate region from the IP address of the request in order to show relevant results. We do not ask for precise geolocation and we do not send your IP address to a third-party location service.',
                '**Session data:** when you log in we issue a short-lived access token and a longer-lived refresh token, stored in your browser, so that you stay signed in. We keep a hashed copy of each refresh token to be able to revoke it.',
                '**Cookies and similar technologies:** essential browser storage that the Services need to work and, only if you consent, preference, analytics and marketing technologies. See [Cookies and analytics](#cookies) and our [Cookie Policy and Consent Notice](/legal/cookies).',
              ],
            },
          ],
        },
        {
          id: 'data-from-others',
          heading: 'Information we receive from others',
          blocks: [
            {
              list: [
                '**Our payment provider:** when a buyer pays an order, or a seller connects a payout account, our card payment provider tells us the status of the payment or account, the payment method type, card brand and last four digits, the last four digits of a bank account used for a bank payment, amounts, fees, refunds and the connected account identifier. We never receive full card numbers or security codes.',
                "**Other users:** a colleague may add you to their company's contact list; a seller may record notes about your company or an order, approve your company for credit or set the prices shown to it; a user may mention you in a message.",
                '**Our email delivery service:** delivery, bounce and complaint notifications for the emails we send you.',
                '**Public and business sources:** business registries, company websites and similar sources that we check when verifying a company.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'how-we-use-data',
      heading: 'How we use personal data',
      blocks: [
        'We use personal data for the following purposes:',
        {
          list: [
            'to create and administer accounts and companies, verify email addresses and keep you signed in securely;',
            'to run the part matcher: match your part searches to dealer inventory, save your searches and their results, and notify the dealers whose inventory matched;',
            'to publish listings and general part requests, deliver messages and attachments, and run the quote, order, shipping and payment workflow between buyers and sellers;',
            'to send transactional email such as verification links, password resets, search notifications, new messages, quote and order updates, and payment and refund notices, in line with your email settings;',
            'to calculate and collect the application fee and to reconcile payments, refunds and payouts with our payment provider;',
            'to verify eligibility, prevent and investigate fraud, abuse, security incidents and breaches of our [Acceptable Use Policy](/legal/acceptableuse), and enforce our terms;',
            'to answer support requests and suggestions and to tell you about changes to the Services or our policies;',
            'to understand how the Services are used and improve them, using analytics only where you have consented to analytics cookies, and otherwise using aggregated server statistics;',
            'to send you information about IronMatch features and offers where you have agreed to receive it or where the law otherwise allows it, always with an easy way to opt out;',
            'to comply with legal obligations, such as tax, accounting and record-keeping rules, and to respond to lawful requests from authorities; and',
            'to establish, exercise or defend legal claims.',
          ],
        },
        'We do not use personal data for decisions based solely on automated processing that produce legal or similarly significant effects for you. Automated checks, such as rate limits or file-type checks, may block an individual request, and a person reviews any decision to suspend an account.',
      ],
    },
    {
      id: 'what-others-see',
      heading: 'What other users see',
      blocks: [
        'IronMatch is a network for finding parts, so some of your activity is shown to other businesses by design:',
        {
          list: [
            '**Part searches:** when you search for a part while logged in, the dealers whose inventory matched are notified by email and can see the search, the part number, and your name and company details so that they can contact you with an offer. Member dealers can also see recent part searches in their network feeds.',
            '**General part requests:** a general request you post, with its comments and your company details, is visible to network member dealers so they can answer it.',
            '**Listings:** items you list for sale, with their prices, pictures, descriptions and your company name and contact details, are visible to logged-in users. Guests see a reduced view in which our server withholds seller names, prices, pictures and contact details.',
            '**Messages:** messages and attachments are visible to the sender and to the users of the recipient company.',
            "**Orders and quotes:** the buyer and the seller of an order see its items, notes, prices, shipping and tax amounts, status and tracking details, and each other's company and contact details needed to complete it.",
            '**Suggestions:** suggestions and comments you post are visible to other logged-in users with your name.',
          ],
        },
        'Please do not put personal data in listings, requests, messages or attachments unless it is needed for the transaction.',
      ],
    },
    {
      id: 'disclosures',
      heading: 'How we disclose personal data',
      blocks: [
        'Besides the visibility described above, we disclose personal data only as follows:',
        {
          list: [
            '**Service providers** that process data on our behalf and under our instructions, bound by contract to protect it and use it only to provide their services to us: cloud hosting and database providers, file storage, our email delivery service for transactional email, customer support and communication tools, and, only where you have consented, analytics providers.',
            "**Our card payment provider,** which processes payments and payouts and onboards sellers' connected accounts. The payment provider also acts as an independent controller of the data it collects to meet its own legal obligations, such as identity checks and anti-money-laundering rules, under its own privacy policy.",
            '**Buyers and sellers** of an order or quote, as needed to complete it.',
            '**Professional advisers** such as lawyers, auditors and insurers, under duties of confidentiality.',
            '**Authorities and other parties** when we believe in good faith that disclosure is required by law, court order or other legal process, or is necessary to protect the rights, property or safety of IronMatch, our users or others, including to prevent fraud.',
            '**A successor business** in connection with a merger, acquisition, financing, reorganisation or sale of all or part of our business, subject to this policy or one that is at least as protective.',
            '**Anyone else with your consent** or at your direction.',
          ],
        },
        '**We do not sell personal data**, and we do not share personal data for cross-context behavioural advertising. We do not allow our service providers to use your personal data for their own marketing.',
      ],
    },
    {
      id: 'payments',
      heading: 'Payments and seller payouts',
      blocks: [
        'Sellers are paid through a card payment provider, Stripe, using its Connect service: each seller connects its own account (a "connected account"), buyers pay the seller directly through that account, and IronMatch receives an application fee on each paid order, which is at most 2% of the order total as set out in the [Seller Terms](/legal/seller-terms).',
        "Card and bank details are entered into forms provided by the payment provider and go straight to it. IronMatch never receives or stores full card numbers, security codes or full bank account numbers. We keep a record of each payment: its status, method type (card or bank account), card brand, last four digits, amounts, application fee, processing fee, net amount and any refunds, together with the identifier of the seller's connected account.",
        'When a seller connects a payout account, the payment provider collects identity, business and bank information directly from the seller to meet its legal obligations. Its handling of that information is described in the [Stripe Privacy Policy](https://stripe.com/privacy).',
      ],
    },
    {
      id: 'email',
      heading: 'Email we send',
      blocks: [
        'Transactional email, such as account verification, password resets, part search notifications, message alerts, and quote, order, payment and refund updates, is sent through an email delivery service that acts as our service provider. The service receives your email address and the content of the message, and reports back whether it was delivered.',
        'You can choose which notification emails you receive on the Settings page under Email Settings. Some messages, such as security notices, password resets and messages about orders you are party to, cannot be switched off while you have an account, because the Services cannot work safely without them.',
        'We send marketing email only where you have agreed to it or where the law allows us to contact business customers about similar services. Every marketing email has an unsubscribe link.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and analytics',
      blocks: [
        'We use cookies and similar browser storage in four categories: **essential** (always on, because the Services cannot work without them), **preferences**, **analytics** and **marketing**. Only essential storage is used until you make a choice, and the other categories are used only if you consent.',
        'Analytics is optional and consent-based. If you allow analytics, we measure page views, feature use and errors to improve the Services. If you do not, no analytics cookies are set and no analytics data about your visit is collected through them.',
        'Your choices are stored in your browser under the key cookieConsent and, when you are logged in, on your account, so that they follow you between devices. They remain valid for 6 to 12 months, after which we ask again. You can change them at any time on the Settings page under Cookie Settings. Details are in our [Cookie Policy and Consent Notice](/legal/cookies).',
      ],
    },
    {
      id: 'international-transfers',
      heading: 'International data transfers',
      blocks: [
        'IronMatch is based in the United States, and we store and process personal data in the United States. Some of our service providers may process data in other countries.',
        'When we transfer personal data from the European Economic Area, the United Kingdom or Switzerland to a country that has not been recognised as providing an adequate level of protection, we rely on the Standard Contractual Clauses approved by the European Commission, with the UK International Data Transfer Addendum and the Swiss amendments where relevant, or on another valid transfer mechanism, together with additional safeguards where needed. You may ask us for a copy of the relevant safeguards using the contact details below.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep personal data',
      blocks: [
        'We keep personal data only as long as we need it for the purposes in this policy, and then delete or anonymise it. Our standard retention periods are:',
        {
          table: {
            caption: 'Retention periods',
            head: ['Records', 'How long we keep them'],
            rows: [
              [
                'Account and company records, registration and consent records',
                'While the account is open and for 7 years after it is closed',
              ],
              [
                'Transaction records: quotes, orders, payments, refunds, application fees and the messages and attachments that belong to them',
                '7 years after the transaction, to meet tax, accounting and legal requirements',
              ],
              ['Support communications (emails, call notes)', 'Up to 3 years after the last contact'],
              [
                'Part searches, general requests, listings and other messages',
                'While the account is open; deleted or anonymised after closure unless they form part of a transaction record',
              ],
              ['Access tokens', 'Expire after a few hours'],
              [
                'Refresh tokens (your signed-in session)',
                'About 30 to 90 days, or until you log out or change your password',
              ],
              [
                'Email verification and password reset links',
                '48 hours and 1 hour respectively, and single use',
              ],
              [
                'Cookie consent choices',
                '6 to 12 months, after which we ask again; a record of each choice is kept with the account records',
              ],
              [
                'Server and security logs',
                'Up to 12 months, longer only when needed to investigate an incident',
              ],
            ],
          },
        },
        'We may keep data longer where the law requires it, where it is needed to resolve a dispute or defend a claim, or where it is subject to a legal hold. Backups are overwritten on a rolling schedule.',
      ],
    },
    {
      id: 'security',
      heading: 'How we protect personal data',
      blocks: [
        'We use administrative, technical and physical safeguards designed to protect personal data against loss, misuse and unauthorised access, including:',
        {
          list: [
            'encryption of data in transit with TLS;',
            'passwords hashed with a modern memory-hard algorithm, and refresh, verification and reset tokens stored only as hashes;',
            'short-lived access tokens and refresh tokens that are rotated on every use, so that a reused token ends the whole session;',
            'rate limits on login, registration, password reset and guest search;',
            'server-side permission checks on every request, so that a company sees only its own orders and messages;',
            'checks of uploaded files by content and type; and',
            'access to production systems limited to staff who need it, under confidentiality obligations.',
          ],
        },
        'Card data is handled by our payment provider, which is certified to the Payment Card Industry Data Security Standard. No method of transmission or storage is completely secure, so we cannot guarantee absolute security. You are responsible for keeping your password confidential and for telling us promptly at the contact details below if you suspect unauthorised use of your account. If a breach affects your personal data, we will notify you and the authorities as the law requires.',
      ],
    },
    {
      id: 'your-choices',
      heading: 'Your choices',
      blocks: [
        {
          list: [
            '**Profile and company:** you can view and update your contact information and company details on the My Account and Settings pages.',
            '**Email notifications:** you can switch individual notification emails on or off under Email Settings.',
            '**Cookies:** you can change your cookie choices under Cookie Settings or with the cookie banner, as described in the [Cookie Policy and Consent Notice](/legal/cookies).',
            '**Marketing:** you can unsubscribe from marketing email with the link in each message or by contacting us.',
            '**Closing your account:** you can ask us to close your account at any time. We then delete or anonymise your data, apart from the records we must keep as described in [How long we keep personal data](#retention).',
          ],
        },
      ],
    },
    {
      id: 'gdpr-rights',
      heading: 'Your rights under the GDPR (EEA, UK and Switzerland)',
      blocks: [
        'If you are in the European Economic Area, the United Kingdom or Switzerland, the GDPR (or the equivalent UK and Swiss law) gives you rights over your personal data.',
      ],
      subsections: [
        {
          id: 'gdpr-legal-bases',
          heading: 'Our legal bases',
          blocks: [
            {
              table: {
                caption: 'Why we process personal data and on what legal basis',
                head: ['Purpose', 'Legal basis'],
                rows: [
                  [
                    'Providing accounts, part matching, listings, messaging, quotes, orders and payments',
                    'Performance of our contract with you or your company (Article 6(1)(b)) and our legitimate interest in operating the marketplace for business customers (Article 6(1)(f))',
                  ],
                  [
                    'Showing part searches and requests to matching dealers',
                    'Performance of the contract, as this is the service you ask for, and our legitimate interest in connecting buyers with sellers',
                  ],
                  ['Transactional email', 'Performance of the contract'],
                  [
                    'Security, fraud prevention, verification and enforcement of our terms',
                    'Legitimate interests in protecting our users and the Services',
                  ],
                  [
                    'Preference, analytics and marketing cookies',
                    'Your consent (Article 6(1)(a)), which you may withdraw at any time',
                  ],
                  [
                    'Marketing email',
                    'Your consent, or our legitimate interest in telling business customers about similar services where the law allows',
                  ],
                  [
                    'Tax, accounting and record keeping; responses to authorities',
                    'Legal obligation (Article 6(1)(c))',
                  ],
                  [
                    'Legal claims',
                    'Legitimate interest in establishing, exercising or defending legal claims',
                  ],
                ],
              },
            },
            'Where we rely on legitimate interests, we have balanced those interests against your rights and freedoms. You can ask us for more information about that assessment.',
          ],
        },
        {
          id: 'gdpr-your-rights',
          heading: 'Your rights',
          blocks: [
            'Subject to the conditions and exceptions in the law, you have the right to:',
            {
              list: [
                '**access** your personal data and receive a copy of it;',
                '**rectification** of inaccurate or incomplete data;',
                '**erasure** of your data ("right to be forgotten");',
                '**restriction** of processing, for example while we check a complaint;',
                '**data portability**, meaning a copy of data you gave us in a structured, machine-readable format, or its transfer to another controller;',
                '**object** to processing based on legitimate interests, and to object at any time to direct marketing;',
                '**withdraw consent** at any time, without affecting processing carried out before the withdrawal; and',
                "**lodge a complaint** with the data protection supervisory authority of the country where you live or work, or where an alleged infringement took place. In the UK this is the Information Commissioner's Office.",
              ],
            },
            `To exercise a right, email ${EMAIL_LINK} with the subject line "Privacy request" or call ${PHONE_LINK}. We may need to confirm your identity before acting on a request. We answer within one month, which may be extended by two further months for complex or numerous requests, in which case we will tell you why. Exercising your rights is free unless a request is manifestly unfounded or excessive.`,
          ],
        },
      ],
    },
    {
      id: 'ccpa-rights',
      heading: 'Your rights under the CCPA (California)',
      blocks: [
        'This section supplements the rest of this policy for residents of California, including employees and representatives of businesses, and serves as our notice at collection under the CCPA.',
      ],
      subsections: [
        {
          id: 'ccpa-categories',
          heading: 'Categories of personal information',
          blocks: [
            'In the past 12 months we have collected the following categories of personal information, from the sources described in [Personal data we collect](#data-we-collect), for the business purposes described in [How we use personal data](#how-we-use-data):',
            {
              table: {
                caption: 'Personal information collected and disclosed for a business purpose',
                head: ['Category', 'Examples', 'Disclosed for a business purpose to'],
                rows: [
                  [
                    'Identifiers',
                    'Name, email address, phone numbers, postal address, account and member ids, IP address',
                    'Service providers, payment provider, other parties to your transactions, users who see your searches and requests',
                  ],
                  [
                    'Customer records (Cal. Civ. Code § 1798.80(e))',
                    'Name, address, phone, payment method type with card brand and last four digits',
                    'Service providers, payment provider, parties to your transactions',
                  ],
                  [
                    'Commercial information',
                    'Part searches, requests, listings, quotes, orders, payments and refunds',
                    'Service providers, payment provider, parties to your transactions, matching dealers',
                  ],
                  [
                    'Internet or other electronic network activity',
                    'Log data, pages and features used, and, with consent, analytics data',
                    'Service providers (hosting; analytics only with consent)',
                  ],
                  [
                    'Geolocation data',
                    'Approximate region derived from IP address; no precise geolocation',
                    'Service providers (hosting)',
                  ],
                  [
                    'Professional or employment-related information',
                    'Your company, role and business contact details',
                    'Service providers, parties to your transactions, matching dealers',
                  ],
                  [
                    'Sensitive personal information',
                    'Account login credentials (email address with password)',
                    'Hosting providers only; used only to let you log in securely',
                  ],
                  ['Inferences', 'None: we do not build profiles of individuals', 'Not applicable'],
                ],
              },
            },
            'We keep each category for the periods described in [How long we keep personal data](#retention).',
          ],
        },
        {
          id: 'ccpa-no-sale',
          heading: 'No sale or sharing',
          blocks: [
            'We do not sell personal information and we do not share it for cross-context behavioural advertising, as those terms are defined in the CCPA, and we have not done so in the past 12 months. We do not knowingly sell or share the personal information of anyone under 16. We use sensitive personal information only for purposes permitted by the CCPA, namely to provide the Services and keep them secure, and not to infer characteristics about you.',
          ],
        },
        {
          id: 'ccpa-your-rights',
          heading: 'Your California rights',
          blocks: [
            'As a California resident, you have the right to:',
            {
              list: [
                '**know and access** the categories and specific pieces of personal information we have collected about you, the categories of sources, our purposes, and the categories of third parties to which we have disclosed it;',
                '**delete** personal information we have collected from you, subject to exceptions such as completing transactions and meeting legal obligations;',
                '**correct** inaccurate personal information;',
                '**opt out** of the sale or sharing of personal information (we do not sell or share it, so there is nothing to opt out of today);',
                '**limit** the use of sensitive personal information (we already use it only for permitted purposes); and',
                '**non-discrimination:** we will not deny you service, charge you a different price or give you a different quality of service because you exercised a right.',
              ],
            },
            `To make a request, email ${EMAIL_LINK} with the subject line "California privacy request" or call us toll-free at ${PHONE_LINK}. We will confirm receipt within 10 business days and respond within 45 calendar days, which we may extend by another 45 days where reasonably necessary, with notice to you.`,
            'We verify requests by matching the information you give us with the information in our records, and we may ask you to confirm the request from the email address of your account. An authorised agent may make a request for you if it provides your signed permission or a valid power of attorney; we may still ask you to verify your identity directly.',
            'California Civil Code § 1798.83 ("Shine the Light") lets California residents ask about disclosures of personal information to third parties for their direct marketing purposes. We do not make such disclosures.',
          ],
        },
      ],
    },
    {
      id: 'other-us-states',
      heading: 'Rights in other US states',
      blocks: [
        'Residents of other US states with comprehensive privacy laws, such as Colorado, Connecticut, Oregon, Texas, Utah and Virginia, may have rights similar to those described above, to the extent those laws apply to them. You may exercise them using the same contact details. If we decline your request, you may appeal by replying to our decision with the subject line "Privacy appeal"; we will answer the appeal within the time the applicable law requires and, if we deny it, tell you how to contact your state attorney general.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        'We may update this policy to reflect changes to the Services, the law or our practices. The effective date at the top of the page shows when it was last changed. If a change is material, we will tell you by email or by a notice in the Services before it takes effect, and where the law requires your consent, we will ask for it.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        ...contactBlocks('Privacy request'),
        'If you are in the EEA, the UK or Switzerland and are not satisfied with our answer, you may also contact your local data protection authority.',
      ],
    },
  ],
};
