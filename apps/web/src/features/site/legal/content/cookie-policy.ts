import { LEGAL_EFFECTIVE_DATE, contactBlocks } from '../legal-contact';
import type { LegalDocument } from '../legal-document';

export const cookiePolicy: LegalDocument = {
  title: 'Cookie Policy and Consent Notice',
  effectiveDate: LEGAL_EFFECTIVE_DATE,
  summary:
    'Which cookies and browser storage IronMatch uses, why, how long they last, and how to give, refuse or change your consent at any time.',
  intro: [
    'This Cookie Policy and Consent Notice explains how IronMatch ("we", "us") uses cookies and similar technologies on the IronMatch website and Services. It supplements our [Privacy Policy](/legal/privacypolicy), which explains how we handle personal data generally.',
    {
      note: '**In short:** only essential storage is used until you choose otherwise. Preferences, analytics and marketing are optional, off by default, and used only with your consent. Your choice is saved in your browser and, when you are logged in, on your account. It lasts 6 to 12 months, and you can change it at any time in Settings.',
    },
  ],
  sections: [
    {
      id: 'what-are-cookies',
      heading: 'What cookies and similar technologies are',
      blocks: [
        'Cookies are small text files that a website stores in your browser. Similar technologies include the browser\'s local storage and session storage, which let a website keep small pieces of information on your device, and scripts or pixels that read or write such information. In this notice we call all of them "cookies".',
        'First-party cookies are set by IronMatch. Third-party cookies are set by another company, such as our payment provider, when its content or scripts run on our pages. Session cookies are deleted when you close your browser; persistent cookies remain until they expire or you delete them.',
      ],
    },
    {
      id: 'categories',
      heading: 'The four categories we use',
      blocks: [
        {
          list: [
            '**Essential (always on).** Needed for the Services to work and to keep them secure: signing you in and keeping you signed in, protecting against fraud and abuse, processing payments, and remembering your cookie choices. They cannot be switched off in our consent tools because the Services cannot work without them. Under EU and UK law they do not need consent.',
            '**Preferences.** Remember choices you make so that the Services work the way you like, such as list sorting and display options. If you refuse them, those choices are not remembered between visits.',
            '**Analytics.** Help us understand how the Services are used, which pages and features work well, and where errors occur, so that we can improve them. Analytics is optional and consent-based: without your consent, no analytics cookies are set.',
            '**Marketing.** Measure the effectiveness of IronMatch campaigns and allow us to show relevant IronMatch messages on other websites. We do not use them unless you consent, and we never allow them to be used to sell your personal data.',
          ],
        },
      ],
    },
    {
      id: 'cookies-we-use',
      heading: 'The cookies we use',
      blocks: [
        {
          table: {
            caption: 'Essential storage (always on)',
            head: ['Name', 'Provider and type', 'Purpose', 'Duration'],
            rows: [
              [
                'accessToken',
                'IronMatch, local storage',
                'Proves to our servers that you are signed in',
                'Expires after a few hours; removed at logout',
              ],
              [
                'refreshToken',
                'IronMatch, local storage',
                'Keeps you signed in by obtaining new access tokens; rotated on every use',
                'About 30 to 90 days; removed at logout',
              ],
              [
                'logout',
                'IronMatch, local storage',
                'Signs you out in every open tab when you log out in one of them',
                'A few seconds',
              ],
              [
                'cookieConsent',
                'IronMatch, local storage',
                'Records your choice for each cookie category and when you made it',
                '6 to 12 months; removed at logout',
              ],
              [
                '__stripe_mid, __stripe_sid',
                'Stripe (payment provider), cookies',
                'Fraud prevention when a payment form is shown',
                'One year and 30 minutes respectively',
              ],
            ],
          },
        },
        {
          table: {
            caption: 'Optional categories (only with your consent)',
            head: ['Category', 'What it stores', 'Duration'],
            rows: [
              [
                'Preferences',
                'Display choices such as sort order and filters, kept in IronMatch local storage',
                'Until you clear it or withdraw consent',
              ],
              [
                'Analytics',
                'A random identifier and usage events collected by our analytics provider on our behalf; no advertising use',
                'Up to 12 months',
              ],
              [
                'Marketing',
                'Campaign and conversion identifiers, set only once we run campaigns and only with your consent',
                'Up to 12 months',
              ],
            ],
          },
        },
        'We review this list regularly. Before we start using a new optional cookie, we update this notice and, where the change affects what you agreed to, ask for your consent again.',
      ],
    },
    {
      id: 'how-consent-works',
      heading: 'How we ask for and record consent',
      blocks: [
        'On your first visit, a cookie banner asks for your choice. You can select **Allow all** to accept every category, **Deny non-essential** to keep only essential storage, or **Settings** to choose category by category and then **Save**. Until you choose, only essential storage is used. The banner disappears once you have made a choice.',
        'Your choice is stored in your browser under the key **cookieConsent**, together with the time you made it. When you are logged in, it is also stored on your account, so that it applies on every device you sign in to. When both copies exist, the most recent choice wins.',
        'When you log out, the copy in your browser is removed, so that another person using the same device is asked for their own choice. Your account copy remains and is applied again when you next log in.',
      ],
    },
    {
      id: 'consent-validity',
      heading: 'How long your consent lasts',
      blocks: [
        'Your cookie choices remain valid for **6 to 12 months** from the time you make them. After that, we ask you again. We will also ask again sooner if we add a new category or change how we use cookies in a way that affects what you agreed to.',
      ],
    },
    {
      id: 'changing-choices',
      heading: 'How to change or withdraw your consent',
      blocks: [
        'You can change your choices, or withdraw consent you have given, at any time, as easily as you gave it:',
        {
          list: [
            '**Logged in:** open the Settings page from the More menu and use the **Cookie Settings** row to switch preferences, analytics and marketing on or off. The change applies immediately and is saved on your account.',
            "**Not logged in:** use the cookie banner. If you have already made a choice, clear this site's stored data in your browser; the banner then appears again on your next visit.",
            '**Browser controls:** most browsers let you block or delete cookies and site data. If you block essential storage, you will not be able to sign in or pay for orders.',
          ],
        },
        'Withdrawing consent stops future use of the relevant cookies. It does not affect processing that took place before the withdrawal. When you withdraw consent, we stop setting the affected cookies and, where we can, delete those already set.',
      ],
    },
    {
      id: 'do-not-track',
      heading: 'Do Not Track and similar signals',
      blocks: [
        'Because optional cookies stay off until you turn them on, you do not need a browser signal to keep them off. We do not sell personal data or share it for cross-context behavioural advertising. See the [Privacy Policy](/legal/privacypolicy#ccpa-rights) for your rights under California law.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this notice',
      blocks: [
        'We may update this notice when we change the cookies we use or when the law changes. The effective date at the top shows when it was last updated.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: contactBlocks('Cookies'),
    },
  ],
};
