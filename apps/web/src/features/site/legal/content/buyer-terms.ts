import { EMAIL_LINK, LEGAL_EFFECTIVE_DATE, contactBlocks } from '../legal-contact';
import type { LegalDocument } from '../legal-document';

export const buyerTerms: LegalDocument = {
  title: 'Buyer Terms',
  effectiveDate: LEGAL_EFFECTIVE_DATE,
  summary:
    'Additional terms for companies that search for parts, post requests, ask for quotes, place orders and pay sellers through IronMatch.',
  intro: [
    'These Buyer Terms apply whenever your company searches for parts, posts a general part request, messages a seller, asks for a quote or places an order through the Services (a "buyer"). They supplement the IronMatch [Terms of Use](/legal/termsofuse), which also apply. If the two conflict on a matter specific to buying, these Buyer Terms prevail.',
    {
      note: '**Key points:** you buy from the seller, not from IronMatch. IronMatch acts only as a marketplace; the seller handles shipping, refunds and disputes. Check part numbers and fitment with the seller before you pay. Your part searches are shared with the dealers whose inventory matches.',
    },
  ],
  sections: [
    {
      id: 'who-you-buy-from',
      heading: 'Who you are buying from',
      blocks: [
        "Every item on IronMatch is offered by an independent seller. When you place an order, your contract of sale is with that seller alone. IronMatch is not the seller, does not hold or inspect the items, and is not responsible for the seller's performance. The seller is responsible for the description, condition, shipping, warranty, returns, refunds and the resolution of any dispute with you.",
        'Buyers must be business users aged 18 or over representing a valid business, as set out in the [User Verification and Eligibility Policy](/legal/user-verification). Purchases must be for business purposes, not for personal or household use.',
      ],
    },
    {
      id: 'searches-and-requests',
      heading: 'Part searches and general requests',
      blocks: [
        'You can search dealer inventory by part number, including several part numbers at once, and post general part requests when you do not have a part number. When you search while logged in, **the dealers whose inventory matches are notified and can see your search together with your name and company contact details**, so that they can contact you with offers. General requests are visible to network member dealers. This is how the network finds your part quickly; see the [Privacy Policy](/legal/privacypolicy#what-others-see) for details.',
        'Search results show what sellers have listed. Availability, prices and descriptions come from sellers and can change or be wrong. Guests see a reduced view without seller names, prices and pictures.',
      ],
    },
    {
      id: 'checking-parts',
      heading: 'Checking the part before you buy',
      blocks: [
        'Heavy equipment parts often differ by serial number range, arrangement, configuration or revision. Before ordering you are responsible for confirming with the seller that the item is right for your machine, including:',
        {
          list: [
            "the part number, any superseded numbers and the machine's model and serial number;",
            'the condition (NEW, USED, REBUILT, AFTERMARKET or CORE) and, for used and rebuilt items, hours, wear, test results and any known defects;',
            'whether the item is a genuine original part or an aftermarket or remanufactured part;',
            'any core charge and the conditions for returning a core; and',
            "the seller's warranty, return policy, and shipping method and time.",
          ],
        },
        'Use IronMatch messaging to ask questions and ask for extra pictures, so that the answers are recorded with the order.',
      ],
    },
    {
      id: 'quotes-and-orders',
      heading: 'Quotes and orders',
      blocks: [
        'A quote request asks the seller for its price and terms; it does not commit you to buy. You place an order request by adding items and submitting it. The seller then reviews it, may adjust quantities, prices or notes, and approves it with shipping and tax amounts. **Once the seller has approved the order, paying for it is your acceptance of the order total, including shipping and tax.** Review the order summary carefully before paying.',
        "Sellers may limit who can see instant prices, show your company retail or wholesale prices, approve your company for credit or require payment in advance. These are the seller's decisions. Any credit terms are an agreement between you and the seller.",
        "You may delete an order request before you pay. After payment, cancellation requires the seller's agreement, except where the seller cannot supply the item.",
      ],
    },
    {
      id: 'payment',
      heading: 'Payment',
      blocks: [
        "Online payments are processed by our card payment provider, Stripe, directly on the seller's connected account. You can pay by card or, where offered, by bank (ACH) payment. By paying, you authorise the charge of the order total to your payment method. The charge appears on your statement under the seller's name. IronMatch never receives your full card or bank account number.",
        "If a seller agrees to accept payment by other means, such as a check, wire or an account with the seller, and marks the order as paid by other means, that payment takes place entirely between you and the seller, outside the Services, and the payment provider's processes do not apply to it.",
        'IronMatch does not charge buyers a fee to place orders. The seller pays an application fee to IronMatch out of the amount you pay, which does not increase the total shown to you.',
      ],
    },
    {
      id: 'taxes',
      heading: 'Sales tax and exemptions',
      blocks: [
        'The seller determines and charges sales tax when approving your order, and is responsible for remitting it. If your company is exempt from sales tax or buys for resale, send the seller a valid exemption or resale certificate before the seller approves the order. IronMatch does not determine whether tax is due and cannot adjust tax on an order.',
      ],
    },
    {
      id: 'shipping-and-inspection',
      heading: 'Shipping, delivery and inspection',
      blocks: [
        'The seller ships the items and enters the carrier and tracking number, which you can follow on the order. Ask the seller about delivery terms, freight, liftgate and offloading requirements for heavy items before you pay.',
        "Inspect items promptly on delivery, note any visible damage on the carrier's delivery receipt, take pictures, and tell the seller through IronMatch messaging as soon as possible, and in any case within the time set by the seller's policy. Freight damage claims are usually time-limited, so act quickly.",
      ],
    },
    {
      id: 'refunds-and-disputes',
      heading: 'Returns, refunds and disputes',
      blocks: [
        'Returns and refunds are decided by the seller under its policy and the law. If something is wrong with an order, contact the seller first, through IronMatch messaging, and give it a reasonable opportunity to put it right. The [Refund and Dispute Disclaimer](/legal/refund-dispute) explains how refunds are processed and how long they take.',
        'You may have the right to dispute a card charge with your bank. Please try to resolve the issue with the seller first: a chargeback is decided by your bank and the payment provider, not by IronMatch, and filing one may delay a resolution with the seller.',
        `If you believe a seller is acting fraudulently or breaking our rules, report it to ${EMAIL_LINK} with the subject line "Acceptable use report". We may investigate and take action against the seller under our [Acceptable Use Policy](/legal/acceptableuse), but we cannot order a seller to refund you.`,
      ],
    },
    {
      id: 'buyer-conduct',
      heading: 'Your obligations',
      blocks: [
        "You must give accurate company, shipping and billing information, pay for orders you commit to, not submit orders or quote requests you do not intend to complete, use sellers' contact details only for your enquiry or order, and comply with the law that applies to your purchases, including export control and sanctions law if items are to leave the United States.",
      ],
    },
    {
      id: 'no-warranty',
      heading: 'No warranty from IronMatch',
      blocks: [
        "IronMatch gives no warranty about any item, seller or listing. Any warranty comes from the seller. IronMatch's liability to you is limited as set out in the [Terms of Use](/legal/termsofuse#limitation-of-liability), to the greater of the fees you paid to IronMatch in the last 12 months or $1,000.",
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: contactBlocks('Buyer terms'),
    },
  ],
};
