import { EMAIL_LINK, LEGAL_EFFECTIVE_DATE, contactBlocks } from '../legal-contact';
import type { LegalDocument } from '../legal-document';

export const acceptableUse: LegalDocument = {
  title: 'Acceptable Use Policy',
  effectiveDate: LEGAL_EFFECTIVE_DATE,
  summary:
    'The rules for what you may list, post, send and do on IronMatch, so that the network stays accurate, safe and worth using for every parts professional.',
  intro: [
    'This Acceptable Use Policy (the "Policy") is part of the IronMatch [Terms of Use](/legal/termsofuse) and applies to every user, company, listing, search, request, message, attachment, quote, order and suggestion on the Services. Capitalised terms not defined here have the meaning given in the Terms of Use.',
    'Our network works because buyers can trust that a part shown in stock is really on a shelf and that a message from a dealer is a genuine offer. These rules protect that trust. They are not exhaustive: we may act against any conduct that we reasonably believe harms users, IronMatch or the integrity of the Services, even if it is not listed here.',
  ],
  sections: [
    {
      id: 'accurate-listings',
      heading: 'Accurate listings and quotes',
      blocks: [
        'Every listing, inventory record and quote must be truthful and complete. You must:',
        {
          list: [
            'list only items that your company actually holds and has the right to sell, and remove or update items as soon as they are sold or no longer available;',
            'use the correct part number, manufacturer and model, and the condition that honestly describes the item: NEW, USED, REBUILT, AFTERMARKET or CORE;',
            'never describe an aftermarket, remanufactured or reconditioned part as new original equipment (OEM), and disclose known defects, missing components, hours or wear that a reasonable buyer would want to know;',
            'use pictures of the actual item, or clearly label a picture as representative;',
            'state prices in US dollars and honour the prices and terms you quote, subject only to errors you correct before the buyer pays; and',
            'not post bait listings, placeholder prices, duplicate listings intended to flood results, or items that you do not intend to sell.',
          ],
        },
        "Sellers in the Part Seller programme must in addition meet the stock-holding requirements of the [Seller Terms](/legal/seller-terms): the parts must be held at the seller's own facility, and brokers and resellers are excluded.",
      ],
    },
    {
      id: 'prohibited-items',
      heading: 'Prohibited items',
      blocks: [
        'You must not list, offer, request, sell or buy through the Services:',
        {
          list: [
            'stolen equipment, parts or attachments, or items with altered, removed or defaced serial numbers or product identification numbers;',
            "counterfeit items, or items bearing a trademark without the owner's authorisation;",
            'items subject to a safety recall that has not been carried out, unless the recall is clearly disclosed and the sale is lawful;',
            'engines, emissions-related parts or machines whose sale, import or installation would breach applicable emissions laws, or devices designed to defeat emissions controls;',
            'hazardous materials that cannot be lawfully shipped as described, such as undrained fluids or damaged batteries, unless prepared and shipped in full compliance with hazardous materials rules;',
            'items whose export, sale or delivery would breach export control or sanctions laws; or',
            'anything else whose sale is illegal where the seller or buyer is located.',
          ],
        },
      ],
    },
    {
      id: 'honest-dealing',
      heading: 'Honest dealing',
      blocks: [
        'You must not:',
        {
          list: [
            'impersonate any person or business, misrepresent your company, your role, your authority or your affiliation with any manufacturer or dealer;',
            "create accounts with false information, register again after we have suspended or closed your account, or use another company's account;",
            "run part searches or post requests to collect competitors' pricing, stock levels or customer information rather than to buy, or submit fake orders or quotes;",
            'manipulate prices, feedback, suggestion votes, search results or statistics, including by coordinating with others;',
            'use the Services to commit fraud, including payment fraud, advance-fee schemes, phishing, or collecting payment for items you do not ship;',
            'ask buyers to pay outside the Services in order to avoid application fees for an order created on the Services, or mislead buyers about the protections of any payment method; or',
            'harass, threaten, abuse, defame or discriminate against any person.',
          ],
        },
      ],
    },
    {
      id: 'messaging-and-content',
      heading: 'Messages, attachments and other content',
      blocks: [
        'Messaging exists so that buyers and sellers can discuss parts and transactions. You must not use it, or any other part of the Services, to:',
        {
          list: [
            'send unsolicited bulk or commercial messages (spam), chain messages or messages unrelated to a part, request or transaction;',
            'harvest or collect email addresses, phone numbers or other contact details of users for purposes other than the enquiry or transaction they relate to;',
            'upload files that contain viruses, malware or other harmful code, or files disguised as another file type;',
            'post content that is unlawful, obscene, hateful or violent, or that infringes copyright, trademark, trade secret, privacy or other rights; or',
            'share personal data of third parties, payment card numbers or bank credentials in messages, listings or attachments.',
          ],
        },
        'Suggestions and comments on the suggestions board must be relevant and respectful. We may edit, merge or remove suggestions.',
      ],
    },
    {
      id: 'security-and-access',
      heading: 'Security and technical rules',
      blocks: [
        'You must not:',
        {
          list: [
            "access or attempt to access accounts, data or parts of the Services that you are not authorised to use, including other companies' orders and messages;",
            'probe, scan or test the vulnerability of the Services, or breach any security or authentication measure, except as permitted by a written agreement with us;',
            'circumvent or try to circumvent the guest view (in which seller names, prices and pictures are withheld), rate limits, usage limits or other restrictions;',
            'use robots, scrapers, crawlers or other automated means to access, copy or monitor the Services or their data, except through interfaces we provide for that purpose and within their limits;',
            'interfere with or disrupt the Services, their servers or networks, or impose an unreasonable load on them;',
            'copy, modify, reverse engineer or decompile any part of the Services, except where the law expressly permits it; or',
            'share your login credentials, or sell, rent or transfer your account.',
          ],
        },
        `If you find a security vulnerability, please report it promptly and privately to ${EMAIL_LINK} with the subject line "Security report", and do not exploit it or disclose it publicly until we have had a reasonable time to fix it. We do not take action against good-faith reports that follow this process.`,
      ],
    },
    {
      id: 'data-use',
      heading: 'Use of data from the Services',
      blocks: [
        'Contact details, search data, statistics and feeds available to you through the Services may be used only for your own business dealings on and arising from the Services, and in line with the [Privacy Policy](/legal/privacypolicy) and data protection law. You must not sell, license or publish them, combine them into a database offered to others, or use them to build a competing service.',
      ],
    },
    {
      id: 'enforcement',
      heading: 'Enforcement',
      blocks: [
        'We may investigate suspected breaches of this Policy and may, at our discretion and without liability:',
        {
          list: [
            'warn you or ask you to correct a listing or other content;',
            'remove, hide or edit content, or cancel unpaid orders;',
            'limit features, for example messaging, listing or search volumes;',
            'suspend or terminate users or company accounts, and withdraw network membership;',
            'withhold or report information to the payment provider where payments are concerned; and',
            'report conduct to law enforcement or other authorities and cooperate with their investigations.',
          ],
        },
        'Our response depends on the seriousness of the breach, its effect on others and any history of breaches. Where reasonable and lawful, we will tell you what we did and why. If you think we made a mistake, reply to our notice or contact us within 30 days and a person who was not involved in the original decision will review it.',
      ],
    },
    {
      id: 'reporting',
      heading: 'Reporting a breach',
      blocks: [
        `If you see a listing, message or user that breaks this Policy, email ${EMAIL_LINK} with the subject line "Acceptable use report" and include links to or descriptions of the content, the company involved, and why you believe it breaks the rules. Reports of copyright or trademark infringement follow the process in our [Trademark / IP / DMCA Policy](/legal/ip-dmca). Questions about an order should first go to the other party, as described in the [Refund and Dispute Disclaimer](/legal/refund-dispute).`,
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: contactBlocks('Acceptable use'),
    },
  ],
};
