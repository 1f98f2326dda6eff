import { EMAIL_LINK, LEGAL_EFFECTIVE_DATE, contactBlocks } from '../legal-contact';
import type { LegalDocument } from '../legal-document';

export const sellerTerms: LegalDocument = {
  title: 'Seller Terms',
  effectiveDate: LEGAL_EFFECTIVE_DATE,
  summary:
    'Additional terms for dealers and other companies that list inventory, answer part searches and requests, send quotes, accept orders and receive payments on IronMatch.',
  intro: [
    'These Seller Terms apply to every company that lists items, answers searches or requests, sends quotes or accepts orders through the Services (a "seller"). They supplement the IronMatch [Terms of Use](/legal/termsofuse), which also apply. If the two conflict on a matter specific to selling, these Seller Terms prevail.',
    {
      note: '**Key points:** IronMatch acts only as a marketplace; you are the seller of record and you handle shipping, refunds and disputes. You are paid through your own connected account with our card payment provider, and IronMatch charges an application fee of at most 2% of the order total, tiered on the order total. You are responsible for collecting and remitting sales tax.',
    },
  ],
  sections: [
    {
      id: 'eligibility',
      heading: 'Who may sell',
      blocks: [
        'To sell on IronMatch you must meet the [User Verification and Eligibility Policy](/legal/user-verification), have a verified email address and complete company information, and be in good standing. To receive online payments, your company must be a network member and must connect a payout account with our card payment provider. We may ask for additional information before you can list items, receive orders or accept payments, and we may decline or end seller access at our discretion.',
      ],
    },
    {
      id: 'part-seller',
      heading: 'Part Seller requirements: your own stock only',
      blocks: [
        'IronMatch is a network of companies that physically hold the parts they offer. If you list parts, attachments, engines, machines or transmissions, or answer searches as a Part Seller:',
        {
          list: [
            '**you must hold the parts at your own facility**, meaning premises that your company owns or leases and operates, such as your yard, warehouse or shop, where you can inspect, photograph and ship the items yourself;',
            "**brokers and resellers are excluded:** you may not list items held by another company, source items only after receiving an order, or act as an intermediary for another seller's inventory, whether or not you disclose it;",
            "drop shipping from a third party's stock is not permitted for items listed as in stock; and",
            'you must be able to confirm on request, with pictures, inventory records or a site visit, that a listed item is at your facility.',
          ],
        },
        'We may remove listings, suspend seller features or end network membership if we reasonably believe these requirements are not met.',
      ],
    },
    {
      id: 'listings-and-quotes',
      heading: 'Listings, inventory and quotes',
      blocks: [
        'Your listings and quotes must comply with the [Acceptable Use Policy](/legal/acceptableuse). In particular, you must describe each item accurately, including its part number, manufacturer, model and condition (NEW, USED, REBUILT, AFTERMARKET or CORE), disclose known defects, keep stock levels and prices current, and promptly remove items that are sold or unavailable.',
        "When buyers search for a part number you hold, we notify you by email according to your settings, and you can see the searching company's details so that you can respond. You may use those details only to respond to that search or request, as described in the [Privacy Policy](/legal/privacypolicy).",
        'A quote, including a Quick Quote, is your offer to sell on the stated terms. You are responsible for its accuracy. Prices are in US dollars and, unless you state otherwise, exclude shipping and tax, which you add when you approve an order.',
      ],
    },
    {
      id: 'storefront',
      heading: 'Storefront and customer controls',
      blocks: [
        'Where your account includes storefront features, you may choose to show instant prices only to registered or approved customers, show retail or wholesale prices to a particular company, approve companies for credit, delete customer company accounts from your storefront, cancel orders, and mark orders as paid by other means. These are your commercial decisions. You are solely responsible for any credit you extend and for collecting payments made outside the Services.',
        'Orders you mark as paid by other means are not processed by our payment provider; any refund of them is made by you outside the Services.',
      ],
    },
    {
      id: 'orders',
      heading: 'Order workflow and your obligations',
      blocks: [
        'Orders move through the following states. The buyer submits an order request, which is **awaiting approval**. You review the items and approve the order, adding shipping and tax, after which it is **awaiting payment**. When the buyer pays, the order is placed and you **confirm shipping** by shipping the items and entering the carrier and tracking number, after which it is **shipped**. Either you or, before payment, the buyer may cause an order to be **canceled**.',
        'By approving an order, you agree to sell the items at the approved prices, shipping and tax. You must:',
        {
          list: [
            'respond to order requests and quote requests promptly, normally within 2 business days;',
            'ship paid orders within the time you quoted or, if you quoted none, within a reasonable time, normally 3 business days after payment, packaged appropriately for heavy and fragile parts;',
            'enter accurate carrier and tracking details and keep the buyer informed of delays;',
            'arrange any freight, rigging, crating and insurance needed, and comply with the law on transport of hazardous materials, such as fluids and batteries;',
            'honour any warranty, return policy and core charge terms you state, and state them clearly before the buyer pays; and',
            "not cancel a paid order except with the buyer's agreement or where the item turns out to be unavailable, in which case you must refund the buyer in full without delay.",
          ],
        },
        'Risk of loss and title pass from you to the buyer under the shipping terms you agree with the buyer. IronMatch never takes title to or possession of any item.',
      ],
    },
    {
      id: 'payments-and-payouts',
      heading: 'Payments and payouts',
      blocks: [
        "Online payments use Stripe Connect. You connect your own account with the payment provider (a \"connected account\") from your profile page, and you must accept the payment provider's connected account agreement, which governs your relationship with it. Buyers' payments are charged directly on your connected account: **you are the merchant of record**, and the buyer's statement shows your business.",
        "The payment provider will verify your identity and business as the law requires and may request information from you, delay or withhold payouts, or close your connected account under its own terms. IronMatch does not control payout schedules or the payment provider's decisions.",
        'The payment provider deducts its processing fees from each payment. At the time of writing, they are estimated at **2.9% plus 30 cents** for card payments and **0.8%, capped at $5.00,** for bank (ACH) payments; the fees actually charged under your agreement with the payment provider apply. IronMatch does not receive these processing fees.',
      ],
    },
    {
      id: 'application-fee',
      heading: 'Application fee',
      blocks: [
        'For each order paid online through the Services, IronMatch charges an application fee, which the payment provider deducts from the payment and transfers to IronMatch. **The application fee is at most 2% of the order total.** It is tiered on the order total charged to the buyer, so that larger orders pay a lower effective percentage:',
        {
          table: {
            caption: 'Application fee tiers',
            head: [
              'Portion of the order total',
              'Share of your fee rate',
              'Fee on that portion at the 2% maximum rate',
            ],
            rows: [
              ['Up to $10,000.00', 'Full rate', '2.0%'],
              ['$10,000.01 to $15,000.00', 'Three quarters of the rate', '1.5%'],
              ['$15,000.01 to $25,000.00', 'Half of the rate', '1.0%'],
              ['Above $25,000.00', 'One quarter of the rate', '0.5%'],
            ],
          },
        },
        'Your fee rate is shown in your account. It is 2% unless we have agreed a lower rate with you in writing, and it never exceeds 2%. The fee is calculated on each portion of the order total, added together and rounded to the nearest cent. For example, at the 2% rate, the fee on a $12,000 order is $200 on the first $10,000 plus $30 on the remaining $2,000, a total of $230. On a $30,000 order it is $400, an effective rate of about 1.33%. The fee and estimated processing fees are shown to you on the order before the buyer pays.',
        "When you refund a payment, the application fee is refunded to you in proportion to the amount refunded, as described in the [Refund and Dispute Disclaimer](/legal/refund-dispute). We may change the fee rate or tiers with at least 30 days' notice; changes do not apply to orders approved before they take effect.",
      ],
    },
    {
      id: 'taxes',
      heading: 'Sales tax and other taxes',
      blocks: [
        '**You are responsible for determining, collecting and remitting sales tax**, use tax and any other taxes that apply to your sales, and for accepting and keeping any resale or exemption certificates from buyers. You enter the tax amount when you approve an order. IronMatch does not calculate, collect or remit tax on your behalf and gives no tax advice.',
        'If a state law requires IronMatch to collect and remit tax on certain sales as a marketplace facilitator, we will tell you before it applies and adjust the checkout for those sales; the remaining sales stay your responsibility. You are also responsible for income taxes on your sales. The payment provider may issue tax information forms, such as Form 1099-K, for payments it processes for you.',
      ],
    },
    {
      id: 'refunds-and-disputes',
      heading: 'Refunds, returns and disputes',
      blocks: [
        '**You handle refunds and disputes with your buyers.** You decide whether to grant a refund, return or replacement in line with your stated policies and the law. Refunds of online payments are made from the order page with the Process Refund dialog, where you choose a full or partial amount and type the confirmation phrase **PROCESS REFUND**. The refund is paid from your connected account balance.',
        "If a buyer disputes a charge with its bank (a chargeback), the payment provider handles it with you under its terms. You must respond to chargebacks with your evidence within the provider's deadlines, and you bear the disputed amount and any chargeback fees if the dispute is decided against you. IronMatch may, but need not, provide order records and messages that help you respond.",
      ],
    },
    {
      id: 'buyer-data',
      heading: 'Buyer information',
      blocks: [
        "You receive buyers' names, company details, contact details and shipping addresses to quote and fulfil orders. You act as an independent controller of that information, must use it only for the enquiry or order concerned, your legal obligations and ordinary follow-up about the order, must keep it secure, and must not add buyers to marketing lists without a lawful basis.",
      ],
    },
    {
      id: 'compliance',
      heading: 'Compliance and representations',
      blocks: [
        'You represent and warrant that: you have the right to sell each item you list; each item is as described and not stolen or counterfeit; your sales comply with all applicable laws, including consumer, emissions, hazardous materials, export control and sanctions laws; and all information you give us and the payment provider is true and complete.',
        'You will indemnify IronMatch, as set out in the [Terms of Use](/legal/termsofuse#indemnity), against claims arising out of your listings, sales, shipments, taxes, refunds, chargebacks and disputes.',
      ],
    },
    {
      id: 'suspension',
      heading: 'Suspension of seller features',
      blocks: [
        `We may suspend listings, quoting, order acceptance or online payments, or end network membership, if you breach these Seller Terms, receive repeated or serious buyer complaints, have a high rate of chargebacks or cancellations, or if the payment provider restricts your connected account. Where reasonable we will warn you first and give you a chance to fix the issue. Suspension does not relieve you of obligations on orders already paid. To discuss a suspension, contact ${EMAIL_LINK}.`,
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: contactBlocks('Seller terms'),
    },
  ],
};
