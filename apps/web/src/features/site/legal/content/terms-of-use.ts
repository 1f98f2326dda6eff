import { EMAIL_LINK, LEGAL_EFFECTIVE_DATE, contactBlocks } from '../legal-contact';
import type { LegalDocument } from '../legal-document';

export const termsOfUse: LegalDocument = {
  title: 'Terms of Use',
  effectiveDate: LEGAL_EFFECTIVE_DATE,
  summary:
    'The agreement between IronMatch and every business that uses our marketplace and parts-locating network. Please read it carefully: it limits our liability and explains how disputes are resolved.',
  intro: [
    'These Terms of Use (the "Terms") form a binding agreement between IronMatch ("IronMatch", "we", "us" or "our") and the business on whose behalf an account is created or the Services are used ("you" or "your company"). They govern your access to and use of the IronMatch website, marketplace, parts-locating network, messaging, quoting, ordering and payment features, and all related services (together, the "Services").',
    'By creating an account, ticking the consent box at registration, or otherwise using the Services, you accept these Terms and the policies they refer to. If you do not agree, do not use the Services.',
    {
      note: '**Key points:** IronMatch acts only as a marketplace and is not a party to any sale; sellers handle shipping, refunds and disputes; users must be 18 or over and represent a valid business; our total liability is capped at the greater of the fees you paid us in the last 12 months or $1,000.',
    },
  ],
  sections: [
    {
      id: 'agreement',
      heading: 'The agreement and who it binds',
      blocks: [
        'If you accept these Terms for a company or other organisation, you confirm that you have the authority to bind it, and "you" means both that organisation and you as its authorised user. Each user of a company account is bound by these Terms, and the company is responsible for the acts and omissions of its users.',
        'These Terms include, and are supplemented by, the following policies, which form part of the agreement:',
        {
          list: [
            'the [Acceptable Use Policy](/legal/acceptableuse);',
            'the [Privacy Policy](/legal/privacypolicy) and the [Cookie Policy and Consent Notice](/legal/cookies);',
            'the [Trademark / IP / DMCA Policy](/legal/ip-dmca);',
            'the [Seller Terms](/legal/seller-terms), if you list, quote or sell;',
            'the [Buyer Terms](/legal/buyer-terms), if you search, request quotes or buy;',
            'the [Refund and Dispute Disclaimer](/legal/refund-dispute); and',
            'the [User Verification and Eligibility Policy](/legal/user-verification).',
          ],
        },
        'If these Terms conflict with the Seller Terms or Buyer Terms on a matter specific to selling or buying, the Seller Terms or Buyer Terms prevail for that matter. A separate written agreement signed by IronMatch, such as a network membership or storefront agreement, prevails over these Terms to the extent it expressly says so.',
      ],
    },
    {
      id: 'definitions',
      heading: 'Definitions',
      blocks: [
        {
          list: [
            '**Buyer** means a company that searches for parts, posts requests, asks for quotes or places orders through the Services.',
            '**Seller** means a company that lists items, answers requests, sends quotes or receives orders through the Services. A company may be both a buyer and a seller.',
            '**Member** means a company to which IronMatch has assigned a network member id, giving access to member-only features such as the part search feeds and the option to connect a payout account.',
            '**Content** means anything a user submits to the Services, including listings, prices, pictures, part searches, general requests, messages, attachments, quotes, order notes and suggestions.',
            '**Transaction** means any quote, order, sale, shipment, payment or refund between a buyer and a seller.',
            '**Payment provider** means the card payment provider through which buyers pay and sellers are paid, currently Stripe.',
          ],
        },
      ],
    },
    {
      id: 'eligibility',
      heading: 'Eligibility and accounts',
      blocks: [
        'The Services are for business use only. To register or use the Services, you must be **at least 18 years old** and represent a **valid business**: a lawfully formed and existing company, partnership, sole proprietorship, public body or other organisation that buys or sells equipment or parts in the course of its trade. The Services are not offered to consumers for personal, family or household purposes.',
        "You must give accurate, current and complete information when you register and keep it up to date, including your company's name, phone numbers and shipping and billing addresses. You must verify your email address before using most features. We may ask for further information or documents and may refuse, limit or suspend an account as described in the [User Verification and Eligibility Policy](/legal/user-verification).",
        'A company may have several user accounts, and a user may belong to more than one company. Each account is personal to the individual user: do not share your password or let anyone else use your account. You are responsible for all activity under your account and must tell us immediately if you suspect unauthorised access. We may treat any action taken under your credentials as authorised by you.',
        'Network membership and payout accounts are granted and set up by IronMatch; you may not create or alter a member id or payout account identifier yourself.',
      ],
    },
    {
      id: 'marketplace-role',
      heading: 'IronMatch is only a marketplace',
      blocks: [
        'IronMatch provides a venue and tools that allow buyers and sellers to find each other and transact. **IronMatch acts only as a marketplace.** We are not a buyer, seller, broker, agent, distributor, carrier, escrow holder or guarantor, and we do not take title to, possession of, or risk in any item. Each transaction is a contract solely between the buyer and the seller.',
        '**Sellers handle shipping, refunds and disputes.** The seller is responsible for the accuracy of its listings and quotes, the condition, authenticity, fitment and legality of what it sells, shipping, taxes, warranties, returns and refunds, and for resolving any dispute with the buyer. Our [Refund and Dispute Disclaimer](/legal/refund-dispute) explains how refunds work on the platform.',
        'We do not inspect items, verify part numbers or fitment, or guarantee that a listed part is available, genuine, correctly described or suitable for any machine. Buyers must check part numbers, serial numbers, condition and compatibility with the seller before ordering.',
        'Although we may review, remove or flag content, suspend users, or provide information to help resolve a problem, we are under no obligation to do so, and doing so does not make us a party to any transaction.',
      ],
    },
    {
      id: 'services',
      heading: 'The Services',
      blocks: [
        'The Services include, as available to your account:',
        {
          list: [
            '**Part matcher:** searching dealer inventory by part number, including several part numbers at once, browsing parts, and posting general part requests when you do not have a part number.',
            "**Search notifications:** when you search while logged in, dealers whose inventory matches are notified and can see your search and your company's contact details so that they can respond. By searching, you ask us to share that information with them.",
            '**For-sale listings:** attachments, engines, machines, transmissions and other items offered by sellers. Guests see a reduced view.',
            '**Messaging:** private messages between companies, with picture and document attachments.',
            '**Quotes and orders:** quote requests, Quick Quote responses, orders, seller approval with shipping and tax, online payment, shipping confirmation and tracking.',
            '**Member tools:** part search feeds, general request feeds, inventory and statistics tools, and payout onboarding, for members.',
            '**Suggestions board:** posting, voting on and commenting on feature suggestions.',
          ],
        },
        'We may change, add or remove features, set usage limits, or discontinue any part of the Services. If we discontinue a feature that you pay for, we will give you reasonable notice and, where appropriate, a pro rata refund of prepaid fees for that feature.',
        'We aim to keep the Services available at all times, but they may be interrupted for maintenance, upgrades, network failures or events outside our control, and we do not promise any particular availability.',
      ],
    },
    {
      id: 'fees-and-payments',
      heading: 'Fees and payments',
      blocks: [
        'Creating an account, searching for parts, messaging and buying are free for buyers unless we tell you otherwise before you incur a charge. Network membership and other seller services may be subject to fees agreed separately in writing.',
        "Online payments for orders are processed by the payment provider. Sellers are paid through connected accounts with the payment provider, and IronMatch charges sellers an application fee on each paid order, which is at most 2% of the order total, tiered on the order total as described in the [Seller Terms](/legal/seller-terms). The payment provider's own processing fees are separate.",
        "By paying through the Services, you authorise the payment provider to charge your chosen payment method for the amount shown at checkout. Payments are subject to the payment provider's terms, and sellers must also accept the payment provider's connected account agreement.",
        "All fees are stated and payable in US dollars and exclude taxes unless we say otherwise. You are responsible for the taxes that apply to your use of the Services, other than taxes on IronMatch's net income.",
      ],
    },
    {
      id: 'user-content',
      heading: 'Your content',
      blocks: [
        'You keep ownership of your content. You grant IronMatch a worldwide, non-exclusive, royalty-free, transferable and sub-licensable licence to host, store, copy, display, reproduce, adapt (for example, resize pictures or blur them in guest views), publish and distribute your content, only as needed to operate, promote and improve the Services. The licence ends when the content is deleted from the Services, except for copies we must keep under the [Privacy Policy](/legal/privacypolicy), content others have already received, and content that forms part of a transaction record.',
        'You are solely responsible for your content. You confirm that you have all rights needed to post it and grant the licence above, and that it is accurate, lawful and complies with the [Acceptable Use Policy](/legal/acceptableuse). Pictures of items must show the actual item or be clearly labelled as representative.',
        'We do not pre-screen content, but we may remove or restrict content, or decline to display it, at any time if we believe it breaches these Terms or the law, or exposes IronMatch or others to harm.',
        'Part search results, statistics and feeds made available to you are for your own business use in connection with the Services. You may not resell them or use them to build a competing database or service.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      blocks: [
        'You must use the Services lawfully and in line with the [Acceptable Use Policy](/legal/acceptableuse). Without limitation, you must not: misrepresent items, your business or your identity; list items you do not have the right to sell; infringe intellectual property rights; send spam; scrape, crawl or harvest data; circumvent guest restrictions, rate limits or security controls; upload malware; or interfere with the Services or other users.',
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'IronMatch intellectual property and feedback',
      blocks: [
        'The Services, including their software, design, text, graphics, databases, the IronMatch name and logo, and all compilations of data (other than user content), belong to IronMatch or its licensors and are protected by intellectual property laws. Subject to these Terms, we grant you a limited, non-exclusive, non-transferable, revocable licence to access and use the Services for your internal business purposes. No other rights are granted.',
        'Manufacturer names and part numbers shown on the Services are used only to identify parts. They are trademarks of their respective owners, and their use does not imply any affiliation with or endorsement by those owners. Our [Trademark / IP / DMCA Policy](/legal/ip-dmca) explains how to report infringement.',
        'If you send us suggestions, ideas or feedback, including on the suggestions board, you grant us a perpetual, irrevocable, worldwide, royalty-free licence to use them for any purpose without obligation to you.',
      ],
    },
    {
      id: 'third-party-services',
      heading: 'Third-party services and links',
      blocks: [
        'The Services link to and rely on services we do not control, such as the payment provider, email delivery, dealer websites reached from gallery pages, and social networks. Your use of them is governed by their own terms and privacy policies. We are not responsible for their content, availability or practices.',
      ],
    },
    {
      id: 'privacy',
      heading: 'Privacy and data protection',
      blocks: [
        "Our [Privacy Policy](/legal/privacypolicy) explains how we handle personal data. When you receive personal data of another user through the Services, such as a buyer's contact details or shipping address, you may use it only to carry out the transaction or enquiry it relates to and to comply with law, you must protect it with appropriate security, and you are responsible for your own compliance with data protection laws. You must not add other users to marketing lists without a lawful basis.",
      ],
    },
    {
      id: 'suspension-termination',
      heading: 'Suspension and termination',
      blocks: [
        'You may stop using the Services and ask us to close your account at any time. Closing an account does not cancel orders already placed or relieve you of obligations already incurred.',
        'We may suspend, limit or terminate your access to all or part of the Services, remove content, or cancel unpaid orders, with or without notice, if: you breach these Terms or any incorporated policy; we cannot verify your eligibility; we suspect fraud, abuse or a security risk; we are required to by law or by the payment provider; or your account has been inactive for more than 24 months. Where reasonable and lawful, we will tell you the reason and give you an opportunity to respond.',
        'On termination, your right to use the Services ends. Sections that by their nature should survive, including those on content licences for transaction records, fees owed, intellectual property, disclaimers, limitation of liability, indemnity, disputes and general terms, survive termination.',
      ],
    },
    {
      id: 'disclaimers',
      heading: 'Disclaimers',
      blocks: [
        'THE SERVICES AND ALL CONTENT ARE PROVIDED "AS IS" AND "AS AVAILABLE". TO THE FULLEST EXTENT PERMITTED BY LAW, IRONMATCH DISCLAIMS ALL WARRANTIES, EXPRESS, IMPLIED OR STATUTORY, INCLUDING WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE, TITLE, NON-INFRINGEMENT AND ACCURACY, AND ANY WARRANTIES ARISING FROM A COURSE OF DEALING OR USAGE OF TRADE.',
        'WITHOUT LIMITING THE ABOVE, IRONMATCH DOES NOT WARRANT THAT THE SERVICES WILL BE UNINTERRUPTED, SECURE OR ERROR-FREE; THAT SEARCH RESULTS, LISTINGS, PRICES, AVAILABILITY OR QUOTES ARE ACCURATE OR CURRENT; OR THAT ANY ITEM IS GENUINE, SAFE, LEGAL, AS DESCRIBED, OR FIT FOR ANY MACHINE OR PURPOSE. ANY WARRANTY FOR AN ITEM IS GIVEN BY ITS SELLER ALONE.',
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limitation of liability',
      blocks: [
        'TO THE FULLEST EXTENT PERMITTED BY LAW, IRONMATCH AND ITS AFFILIATES, OFFICERS, EMPLOYEES, AGENTS AND SUPPLIERS WILL NOT BE LIABLE FOR ANY INDIRECT, INCIDENTAL, SPECIAL, CONSEQUENTIAL, EXEMPLARY OR PUNITIVE DAMAGES, OR FOR ANY LOSS OF PROFITS, REVENUE, BUSINESS, GOODWILL, DATA OR USE, OR FOR MACHINE DOWNTIME OR COST OF SUBSTITUTE GOODS, ARISING OUT OF OR RELATING TO THE SERVICES OR ANY TRANSACTION, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGES.',
        'TO THE FULLEST EXTENT PERMITTED BY LAW, THE TOTAL LIABILITY OF IRONMATCH FOR ALL CLAIMS ARISING OUT OF OR RELATING TO THE SERVICES OR THESE TERMS IS LIMITED TO **THE GREATER OF (A) THE FEES YOU PAID TO IRONMATCH IN THE 12 MONTHS BEFORE THE EVENT GIVING RISE TO THE LIABILITY, OR (B) US $1,000**.',
        'IronMatch is not liable for the acts or omissions of buyers, sellers, carriers, the payment provider or other third parties, or for any transaction between users. These limitations apply whatever the legal theory, whether contract, tort (including negligence), strict liability or otherwise, and even if a remedy fails of its essential purpose. They do not limit liability that cannot be limited by law, such as liability for fraud or for death or personal injury caused by our negligence.',
      ],
    },
    {
      id: 'indemnity',
      heading: 'Indemnity',
      blocks: [
        "You will defend, indemnify and hold harmless IronMatch and its affiliates, officers, employees and agents from and against all claims, damages, losses, liabilities, costs and expenses, including reasonable attorneys' fees, arising out of or relating to: your use of the Services; your content; your transactions, including items you sell or buy, shipping, taxes, refunds and disputes; your breach of these Terms or of law; or your infringement of the rights of any third party. We may take over the defence of any claim at our own cost, in which case you will cooperate with us.",
      ],
    },
    {
      id: 'disputes-between-users',
      heading: 'Disputes between users',
      blocks: [
        "Disputes about a transaction are between the buyer and the seller, who should resolve them directly. We may, at our discretion, provide order records or messages to help, but we do not arbitrate or decide disputes between users and are not bound to act on any user's request.",
        'To the fullest extent permitted by law, you release IronMatch and its affiliates, officers, employees and agents from all claims, demands and damages, known or unknown, arising out of or connected with disputes between you and other users. If you are a California resident, you waive California Civil Code § 1542, which says: "A general release does not extend to claims that the creditor or releasing party does not know or suspect to exist in his or her favor at the time of executing the release and that, if known by him or her, would have materially affected his or her settlement with the debtor or released party." You waive any similar law of any other jurisdiction.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law and disputes with IronMatch',
      blocks: [
        'These Terms and any dispute arising out of or relating to them or to the Services are governed by the laws of the State of Nebraska, United States, without regard to its conflict of laws rules. The United Nations Convention on Contracts for the International Sale of Goods does not apply.',
        `Before starting any proceedings, you agree to try to resolve a dispute with IronMatch informally by emailing ${EMAIL_LINK} with the subject line "Legal notice" and a description of the dispute. If the dispute is not resolved within 30 days, either party may bring proceedings.`,
        'The state and federal courts located in Douglas County, Nebraska have exclusive jurisdiction over any proceedings, and both parties submit to the personal jurisdiction of those courts. Either party may seek injunctive relief in any court of competent jurisdiction to protect its intellectual property or confidential information.',
        'TO THE FULLEST EXTENT PERMITTED BY LAW, EACH PARTY WAIVES ANY RIGHT TO A TRIAL BY JURY, AND CLAIMS MAY BE BROUGHT ONLY IN AN INDIVIDUAL CAPACITY AND NOT AS A PLAINTIFF OR CLASS MEMBER IN ANY PURPORTED CLASS, COLLECTIVE OR REPRESENTATIVE PROCEEDING. Any claim must be brought within one year after it arises, unless the law requires a longer period.',
      ],
    },
    {
      id: 'export-compliance',
      heading: 'Export controls and sanctions',
      blocks: [
        'Equipment, engines and parts may be subject to US and other export control and sanctions laws. You must comply with those laws, must not use the Services to buy, sell, ship or pay for items to or for the benefit of any sanctioned country, region or person, and confirm that neither you nor your company is on any US government list of prohibited or restricted parties.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these Terms',
      blocks: [
        "We may change these Terms from time to time. We will post the updated Terms with a new effective date and, for material changes, give at least 30 days' notice by email or in the Services, unless the change is required sooner by law or addresses a security or fraud risk. Changes do not apply to transactions placed before they take effect. If you continue to use the Services after a change takes effect, you accept the updated Terms; if you do not agree, you must stop using the Services and may close your account.",
      ],
    },
    {
      id: 'general',
      heading: 'General terms',
      blocks: [
        {
          list: [
            '**Entire agreement:** these Terms and the policies they incorporate are the entire agreement between you and IronMatch about the Services and supersede all prior understandings on that subject.',
            '**Electronic communications:** you agree to receive notices, agreements and other communications electronically, by email to the address on your account or by notice in the Services, and that they satisfy any requirement that they be in writing. Notices to us must be sent as described in [Contact](#contact).',
            '**Assignment:** you may not assign or transfer these Terms without our prior written consent. We may assign them to an affiliate or to a successor in a merger, acquisition or sale of assets.',
            '**Force majeure:** neither party is liable for delay or failure caused by events beyond its reasonable control, such as natural disasters, epidemics, war, labour disputes, utility or internet failures, or acts of government, other than payment obligations.',
            '**Severability and waiver:** if any provision is found unenforceable, it will be enforced to the maximum extent permissible and the rest of these Terms remain in effect. A failure to enforce a provision is not a waiver.',
            '**Independent parties:** nothing in these Terms creates a partnership, joint venture, agency, franchise or employment relationship. There are no third-party beneficiaries.',
            '**Headings and language:** headings are for convenience only. "Including" means "including without limitation". The English version of these Terms controls.',
          ],
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: contactBlocks('Legal notice'),
    },
  ],
};
