import {
  EMAIL_LINK,
  LEGAL_EFFECTIVE_DATE,
  LEGAL_POSTAL_ADDRESS,
  PHONE_LINK,
  contactBlocks,
} from '../legal-contact';
import type { LegalDocument } from '../legal-document';

export const ipDmcaPolicy: LegalDocument = {
  title: 'Trademark / IP / DMCA Policy',
  effectiveDate: LEGAL_EFFECTIVE_DATE,
  summary:
    'How IronMatch respects intellectual property, how rights owners can report infringing listings or content, and how users can respond with a counter-notice.',
  intro: [
    'IronMatch respects the intellectual property rights of others and expects its users to do the same. This policy is part of our [Terms of Use](/legal/termsofuse). It explains the rules for using trademarks and copyrighted material on the Services and our procedures under the US Digital Millennium Copyright Act, 17 U.S.C. § 512 (the "DMCA").',
  ],
  sections: [
    {
      id: 'our-ip',
      heading: "IronMatch's own intellectual property",
      blocks: [
        'The IronMatch name, logo and other marks, the design of the Services, their software and the compilation of their data are owned by IronMatch or its licensors. You may not use them without our prior written permission, except to refer to IronMatch accurately, for example to tell customers that your inventory can be found on IronMatch. You may not use our marks in a way that suggests that we sponsor, endorse or are affiliated with your business unless we have agreed to it in writing.',
      ],
    },
    {
      id: 'manufacturer-marks',
      heading: 'Manufacturer names, part numbers and trademarks in listings',
      blocks: [
        'Heavy equipment parts are identified by manufacturer names, model designations and part numbers, many of which are trademarks of their owners. IronMatch is not affiliated with, sponsored by or endorsed by any equipment manufacturer unless we say so expressly.',
        "Sellers may refer to a manufacturer's name, model or part number only to identify the item accurately, for example to say that an item is a genuine part of that manufacturer, or that an aftermarket part is designed to fit a particular machine or replaces a particular part number. When doing so, a seller must:",
        {
          list: [
            "use only as much of the mark as is necessary to identify the item, and not the manufacturer's logos or stylised marks unless they appear on the item itself in pictures of it;",
            'not suggest that the seller is an authorised dealer, distributor or service centre of a manufacturer unless that is true;',
            'clearly describe aftermarket, remanufactured and reconditioned parts as such, for example "aftermarket, replaces part number ..." rather than presenting them as genuine original parts; and',
            "never list counterfeit items or items bearing marks applied without the owner's authorisation.",
          ],
        },
      ],
    },
    {
      id: 'user-content-rights',
      heading: 'Pictures, descriptions and other content',
      blocks: [
        "Listing pictures, descriptions, documents and other content you upload must be your own or used with the owner's permission. Do not copy another seller's pictures or descriptions, or manufacturer catalogues, manuals and diagrams, unless you have the right to do so.",
      ],
    },
    {
      id: 'dmca-notice',
      heading: 'Reporting copyright infringement (DMCA notice)',
      blocks: [
        'If you believe that content on the Services infringes a copyright you own or are authorised to enforce, send a written notice to our designated copyright agent. Under 17 U.S.C. § 512(c)(3), the notice must include:',
        {
          ordered: true,
          list: [
            'a physical or electronic signature of a person authorised to act on behalf of the copyright owner;',
            'identification of the copyrighted work claimed to be infringed or, if several works are covered by one notice, a representative list of them;',
            'identification of the material claimed to be infringing and information reasonably sufficient for us to locate it, such as the web address of the listing or page;',
            'your name, address, telephone number and email address;',
            'a statement that you have a good-faith belief that the use of the material in the manner complained of is not authorised by the copyright owner, its agent or the law; and',
            'a statement that the information in the notice is accurate and, under penalty of perjury, that you are authorised to act on behalf of the owner of the copyright allegedly infringed.',
          ],
        },
        `Send notices by email to ${EMAIL_LINK} with the subject line "DMCA notice", or by mail to our copyright agent at the address below. Notices that do not substantially meet these requirements may not be acted on.`,
        { address: [LEGAL_POSTAL_ADDRESS[0], 'Attn: Copyright Agent', ...LEGAL_POSTAL_ADDRESS.slice(2)] },
        'When we receive a valid notice, we will remove or disable access to the material promptly, notify the user who posted it, and give that user a copy of the notice, which will include your contact details.',
        {
          note: "Under 17 U.S.C. § 512(f), anyone who knowingly and materially misrepresents that material is infringing, or that it was removed by mistake, may be liable for damages, including costs and attorneys' fees. If you are not sure whether material infringes your rights, consider seeking legal advice first.",
        },
      ],
    },
    {
      id: 'counter-notice',
      heading: 'Counter-notice',
      blocks: [
        'If material you posted was removed because of a DMCA notice and you believe in good faith that it was removed by mistake or misidentification, you may send a counter-notice to our copyright agent. Under 17 U.S.C. § 512(g)(3), it must include:',
        {
          ordered: true,
          list: [
            'your physical or electronic signature;',
            'identification of the material that was removed and the location where it appeared before removal;',
            'a statement under penalty of perjury that you have a good-faith belief that the material was removed or disabled as a result of mistake or misidentification; and',
            "your name, address and telephone number, and a statement that you consent to the jurisdiction of the federal district court for the judicial district in which your address is located (or, if your address is outside the United States, any judicial district in which IronMatch may be found), and that you will accept service of process from the person who provided the original notice or that person's agent.",
          ],
        },
        'When we receive a valid counter-notice, we will send a copy to the person who sent the original notice and tell them that we will restore the material. **We will restore the removed material 10 business days after we receive the counter-notice**, and no later than 14 business days after, **unless the complainant first notifies us that it has filed an action seeking a court order** to restrain the user from engaging in the infringing activity on the Services.',
      ],
    },
    {
      id: 'trademark-complaints',
      heading: 'Trademark and other IP complaints',
      blocks: [
        `Trademark owners and owners of other intellectual property rights who believe a listing or other content infringes their rights, for example a counterfeit item or a misleading use of a mark, may report it by email to ${EMAIL_LINK} with the subject line "Trademark complaint". Please include your contact details, the mark or right concerned (with registration details where available), the location of the content, why you believe it infringes, and a statement that the information in your complaint is accurate and that you are the owner or authorised to act for the owner.`,
        'We will review the complaint and may remove or edit the content, ask the seller for evidence of authenticity or authorisation, or take other action under our [Acceptable Use Policy](/legal/acceptableuse). We may forward the complaint, including your contact details, to the user concerned so that they can respond or resolve the matter with you directly.',
      ],
    },
    {
      id: 'repeat-infringers',
      heading: 'Repeat infringers',
      blocks: [
        "In appropriate circumstances, we will terminate the accounts of users who are repeat infringers. We generally treat a user as a repeat infringer if we have received more than two valid notices about that user's content within 12 months that were not successfully contested, but we may terminate an account after a single serious violation, such as knowingly listing counterfeit goods.",
      ],
    },
    {
      id: 'no-legal-advice',
      heading: 'Our role',
      blocks: [
        `We are not in a position to decide legal disputes about intellectual property between users and rights owners, and nothing in this policy is legal advice. Where a dispute continues after notice and counter-notice, the parties should resolve it between themselves or in court. For help with how to submit a notice, call us at ${PHONE_LINK}.`,
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: contactBlocks('DMCA notice'),
    },
  ],
};
