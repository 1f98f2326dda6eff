import { EMAIL_LINK, LEGAL_EFFECTIVE_DATE, contactBlocks } from '../legal-contact';
import type { LegalDocument } from '../legal-document';

export const refundDispute: LegalDocument = {
  title: 'Refund and Dispute Disclaimer',
  effectiveDate: LEGAL_EFFECTIVE_DATE,
  summary:
    'IronMatch acts only as a marketplace. Sellers decide refunds and handle returns and disputes. This page explains how refunds work on the platform and how long they take.',
  intro: [
    'This Refund and Dispute Disclaimer forms part of the IronMatch [Terms of Use](/legal/termsofuse), [Seller Terms](/legal/seller-terms) and [Buyer Terms](/legal/buyer-terms). It applies to every order placed through the Services.',
    {
      note: "**Refunds are decided by sellers, not by IronMatch.** IronMatch does not hold buyers' money, does not act as escrow and cannot issue, force or reverse a refund. Shipping, refunds and disputes are handled by the seller.",
    },
  ],
  sections: [
    {
      id: 'marketplace-only',
      heading: "IronMatch's role",
      blocks: [
        "IronMatch provides the marketplace on which buyers and sellers meet. Each sale is a contract between the buyer and the seller. Online payments are made directly to the seller's own account with our card payment provider, so the money a buyer pays is held by the seller, not by IronMatch. IronMatch only receives the application fee described in the [Seller Terms](/legal/seller-terms#application-fee).",
        'As a result, IronMatch is not responsible for deciding whether a buyer is entitled to a refund, return, replacement, credit or repair, and does not guarantee that any seller will grant one.',
      ],
    },
    {
      id: 'requesting-a-refund',
      heading: 'How a buyer asks for a refund',
      blocks: [
        {
          ordered: true,
          list: [
            'Contact the seller through IronMatch messaging, stating the order, the item and the problem (for example wrong part, damage in transit, not as described or not delivered), with pictures where relevant.',
            "Follow the seller's return instructions. Do not send items back without the seller's agreement, and keep the return tracking number.",
            'Agree the outcome with the seller: a full refund, a partial refund, a replacement, a repair or a credit.',
          ],
        },
        "Each seller sets its own return and refund policy, including any restocking fees, core return conditions and return shipping costs, within the limits of the law. Ask for the seller's policy before you buy.",
      ],
    },
    {
      id: 'processing',
      heading: 'How a seller processes a refund',
      blocks: [
        "A refund of an online payment is made by the seller from the order page. In the Process Refund dialog, the seller chooses a full refund or a partial amount, which must be above zero and no more than the amount not yet refunded, and confirms by typing the exact phrase **PROCESS REFUND**. The phrase is there to prevent accidental refunds: only the seller can type it, and IronMatch never processes a refund on the seller's behalf.",
        'The refund is sent by the payment provider to the payment method the buyer used. Several partial refunds may be made until the full payment has been refunded. The order shows the amount refunded and the date.',
        'For orders that the seller marked as paid by other means, there is no online payment to refund: any refund is made by the seller directly, outside the Services.',
      ],
    },
    {
      id: 'timing',
      heading: 'How long refunds take',
      blocks: [
        {
          list: [
            "**To the buyer:** once the payment provider has accepted the refund, card refunds usually appear on the buyer's statement within 5 to 10 business days, depending on the card issuer. Bank (ACH) refunds can take a similar time.",
            '**Application fee to the seller:** when a seller refunds a payment, the application fee IronMatch received is refunded to the seller **in proportion** to the amount refunded. For example, if half of the payment is refunded, half of the application fee is returned. The fee refund takes **about 5 to 10 business days after the payment provider confirms the refund**.',
            "**Processing fees:** the payment provider's processing fees on the original payment are generally not returned to the seller when a payment is refunded, under the provider's terms.",
          ],
        },
        "If a refund fails, for example because the buyer's card has been closed, the seller sees an error and should arrange another way to repay the buyer.",
      ],
    },
    {
      id: 'disputes',
      heading: 'Disputes between buyers and sellers',
      blocks: [
        'Disputes about an order, such as the condition of a part, fitment, shipping damage, late delivery, warranty or a refused refund, must be resolved between the buyer and the seller. We encourage both parties to keep their communications in IronMatch messaging, so that a clear record exists.',
        'IronMatch does not mediate, arbitrate or decide disputes, and does not pay claims on behalf of sellers. At the request of a party to the order, we may provide copies of the order record and the messages exchanged about it, to help the parties or their insurers, carriers or courts.',
        `If a seller appears to be acting fraudulently or repeatedly fails to honour its obligations, please report it to ${EMAIL_LINK} with the subject line "Acceptable use report". We may restrict or remove the seller under our [Acceptable Use Policy](/legal/acceptableuse), but this does not in itself result in a refund.`,
      ],
    },
    {
      id: 'chargebacks',
      heading: 'Chargebacks',
      blocks: [
        "A buyer may be able to dispute a card charge with its bank. Chargebacks are handled between the card networks, the payment provider and the seller under the payment provider's rules. The seller is responsible for responding with its evidence and bears the outcome, including any chargeback fees. IronMatch is not a party to chargebacks. Buyers should first give the seller a reasonable opportunity to resolve the problem.",
      ],
    },
    {
      id: 'disclaimer',
      heading: 'Disclaimer',
      blocks: [
        "To the fullest extent permitted by law, IronMatch is not liable for any refund, return, replacement, damage, loss, delay or other claim arising from a transaction between users, including where a seller refuses or fails to make a refund. IronMatch's liability, where it exists, is limited as set out in the [Terms of Use](/legal/termsofuse#limitation-of-liability). Nothing on this page limits rights that buyers have under the law and cannot be waived.",
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: contactBlocks('Refund or dispute question'),
    },
  ],
};
