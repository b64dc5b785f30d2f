import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { brand } from '~/config/brand'
import { riskWarningText } from '~/config/risk-warning'
import type { Locale } from '~/contract/locales'
import { i18n } from '~/lib/i18n'

export interface FaqItem {
  q: MessageDescriptor
  a: MessageDescriptor
  /** The answer ends with the full risk warning, rendered from its one source (src/config/risk-warning.ts). */
  riskWarning?: true
  /**
   * Glossary ids of the terms the answer links, in the order of its tags: `<0>…</0>` marks where
   * each language writes the first term, `<1>…</1>` the second (components/glossary-link.tsx).
   */
  terms?: readonly string[]
}

export interface FaqGroup {
  /** The section's anchor on the FAQ page. */
  id: string
  title: MessageDescriptor
  items: FaqItem[]
}

/** The questions of the FAQ page, kept as data so the page can also publish them as FAQPage structured data. */
export const faqGroups: FaqGroup[] = [
  {
    id: 'account-opening',
    title: msg`Account opening and verification`,
    items: [
      {
        q: msg`Who can open an account with ${brand.name}?`,
        a: msg`Anyone aged 18 or over who lives in a country of the European Economic Area we serve can open an account. We do not accept clients resident in the United States or in countries on the high-risk lists of the Financial Action Task Force.`,
      },
      {
        q: msg`How long does it take to open an account?`,
        a: msg`Registration takes about ten minutes. Once you have uploaded your documents, most accounts are verified within one business day, and you can fund your account and trade as soon as verification is complete.`,
      },
      {
        q: msg`Which documents do I need to verify my account?`,
        a: msg`A valid passport or national identity card, and a proof of address issued in the last six months in your name, such as a utility bill, a bank statement or a certificate of residence. Photos must show the whole document and be clearly readable.`,
      },
      {
        q: msg`Why do you ask about my trading knowledge and experience?`,
        a: msg`EU rules require us to assess whether <0>CFDs</0> are appropriate for you before you trade. If your answers suggest that they may not be, we warn you and explain the risks; if we conclude that they are clearly unsuitable, we may decline to open the account.`,
        terms: ['cfd'],
      },
      {
        q: msg`Which account type should I choose?`,
        a: msg`The Standard account has no <0>commission</0> and <1>spreads</1> from 0.8 <2>pips</2>, with a minimum deposit of 100 EUR. The Pro account has spreads from 0.1 pips plus a commission of 3.5 USD per <3>lot</3> per side, with a minimum deposit of 2,000 EUR. Both offer the same markets, platforms and protections.`,
        terms: ['commission', 'spread', 'pip', 'lot'],
      },
      {
        q: msg`Can I try the platforms without risking money?`,
        a: msg`Yes. A <0>demo account</0> gives you 10,000 in virtual funds on live prices, on both the MC Trader app and MetaTrader 4. Keep in mind that trading without real money at stake feels very different from live trading.`,
        terms: ['demo-account'],
      },
    ],
  },
  {
    id: 'deposits-withdrawals',
    title: msg`Deposits and withdrawals`,
    items: [
      {
        q: msg`How can I deposit money?`,
        a: msg`You can deposit by debit or credit card, which is credited instantly, or by bank wire, which takes one business day for SEPA transfers in euros and two to five business days for international transfers. The minimum deposit is 100 EUR or the equivalent.`,
      },
      {
        q: msg`Do you charge fees for deposits or withdrawals?`,
        a: msg`${brand.name} charges no fees for deposits or withdrawals. Your bank or an intermediary bank may charge its own fees for wires, and a conversion mark-up of 0.5% applies when a payment is converted into your account's <0>base currency</0>.`,
        terms: ['account-currency'],
      },
      {
        q: msg`Can I deposit from someone else's card or bank account?`,
        a: msg`No. Deposits must come from a card or bank account in your own name. Payments from third parties, including family members and companies, are returned to the sender.`,
      },
      {
        q: msg`How long does a withdrawal take?`,
        a: msg`We process withdrawal requests within one business day. Card refunds then usually appear on your statement within 3 to 5 business days, SEPA transfers arrive the next business day, and international wires take 2 to 5 business days.`,
      },
      {
        q: msg`Why is my withdrawal paid back to my card?`,
        a: msg`Anti-money-laundering rules require us to return money to where it came from. Withdrawals go first to the cards you deposited with, up to the amount deposited from each; profits above that amount are paid by bank wire to an account in your name.`,
      },
      {
        q: msg`How much can I withdraw?`,
        a: msg`You can withdraw up to your <0>free margin</0>, which is your <1>equity</1> minus the <2>margin</2> required for your open positions. Closing positions frees up their margin.`,
        terms: ['free-margin', 'equity', 'margin'],
      },
    ],
  },
  {
    id: 'trading-conditions',
    title: msg`Trading conditions`,
    items: [
      {
        q: msg`What leverage do you offer?`,
        a: msg`<0>Retail clients</0> can trade with <1>leverage</1> of up to 1:30 on <2>major currency pairs</2>, 1:20 on minor pairs, gold and major indices, and 1:10 on other commodities, in line with the limits set by ESMA. <3>Professional clients</3> can apply for higher leverage.`,
        terms: ['retail-client', 'leverage', 'major-pair', 'professional-client'],
      },
      {
        q: msg`What happens if my account runs low on margin?`,
        a: msg`We warn you when your <0>margin level</0> falls. If your <1>equity</1> drops to 50% of the <2>margin</2> required for your open positions, we start <3>closing positions</3>, beginning with the one making the largest loss, to protect you from further losses.`,
        terms: ['margin-level', 'equity', 'margin', 'stop-out'],
      },
      {
        q: msg`Can I lose more than I deposit?`,
        a: msg`No. Every account has <0>negative balance protection</0>: if a sharp market move leaves your balance below zero, we reset it to zero at no cost to you. You can, however, lose all the money in your account.`,
        terms: ['negative-balance-protection'],
        riskWarning: true,
      },
      {
        q: msg`What is a swap?`,
        a: msg`A <0>swap</0> is the overnight financing charge or credit on a position held open past 22:00 UTC. It reflects the interest-rate difference between the two currencies of a pair, or the financing cost of other instruments, and is <1>tripled on Wednesday nights</1> to cover the weekend.`,
        terms: ['swap', 'triple-swap'],
      },
      {
        q: msg`Are your spreads fixed?`,
        a: msg`No, <0>spreads</0> are variable. They follow the prices of our <1>liquidity providers</1> and are usually tightest during the main trading sessions; they can widen around important news releases, at the daily market close and when markets reopen after the weekend.`,
        terms: ['spread', 'liquidity-provider'],
      },
    ],
  },
  {
    id: 'platforms',
    title: msg`Platforms`,
    items: [
      {
        q: msg`Which trading platforms can I use?`,
        a: msg`You can trade on our own MC Trader app for Android and iOS, or on MetaTrader 4 for Windows, macOS, Android and iOS. Your account type and trading conditions are the same on both platforms.`,
      },
      {
        q: msg`Can I use Expert Advisors and automated trading?`,
        a: msg`Yes, MetaTrader 4 supports <0>Expert Advisors</0>, scripts and custom indicators. We do not restrict <1>scalping</1>, <2>hedging</2> or automated strategies, provided they do not exploit price errors or delays.`,
        terms: ['expert-advisor', 'scalping', 'hedging'],
      },
      {
        q: msg`Where do I find my platform login?`,
        a: msg`Your trading account number, server name and platform password are shown in the client portal after your account is opened. Your platform password is separate from the password for the client portal.`,
      },
      {
        q: msg`What are the trading hours?`,
        a: msg`<0>Forex</0> trades around the clock from Sunday 22:00 UTC to Friday 22:00 UTC. Metals, energies and indices follow the hours of their underlying markets with a short daily break; each instrument's hours are listed on its market page.`,
        terms: ['forex'],
      },
      {
        q: msg`What should I do if I cannot log in to the platform?`,
        a: msg`Check that you have selected the correct server and entered your trading account number, not your e-mail address. You can reset your platform password in the client portal; if the problem persists, contact our support team.`,
      },
    ],
  },
  {
    id: 'security-regulation',
    title: msg`Security and regulation`,
    items: [
      {
        q: msg`Who regulates ${brand.name}?`,
        a: msg`${brand.name} is the trading name of ${brand.legalEntity}, an investment firm authorised and regulated by the ${brand.regulator} under licence number ${brand.licenceNumber}. As an EU-authorised firm, it can serve clients across the European Economic Area.`,
      },
      {
        q: msg`Is my money safe?`,
        a: msg`Client money is held in <0>segregated accounts</0> at European credit institutions, separate from the company's own funds, and cannot be used to pay the company's creditors. Eligible retail clients are also covered by the <1>Investor Compensation Fund</1>.`,
        terms: ['segregated-account', 'investor-compensation-fund'],
      },
      {
        q: msg`What is the Investor Compensation Fund?`,
        a: msg`The <0>Investor Compensation Fund</0> pays compensation to eligible retail clients of Cyprus investment firms if a firm cannot return their money or financial instruments. Cover is up to 20,000 EUR per client. Professional clients may not be covered.`,
        terms: ['investor-compensation-fund'],
      },
      {
        q: msg`How do you protect my card details?`,
        a: msg`You enter card details on the secure payment page of our card acquirer, which is certified under the PCI DSS standard. The full card number and security code never reach our servers, and 3-D Secure confirms every payment with your bank.`,
      },
      {
        q: msg`How can I keep my account secure?`,
        a: msg`Use a unique password for the client portal and enable two-factor authentication in your profile settings. We will never ask for your password by e-mail or phone; if you receive such a request, report it to ${brand.email}.`,
      },
    ],
  },
]

/** An answer as plain text in the active language, with the risk warning where the answer carries it. */
function answerText(item: FaqItem): string {
  // The glossary links' tags are markup of the page, not text of the answer.
  const answer = i18n._(item.a).replace(/<\/?\d+>/g, '')
  return item.riskWarning ? `${answer} ${riskWarningText(i18n.locale as Locale)}` : answer
}

/** The questions and answers as schema.org FAQPage, in the active language. */
export function faqStructuredData() {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqGroups.flatMap((group) =>
      group.items.map((item) => ({
        '@type': 'Question',
        name: i18n._(item.q),
        acceptedAnswer: { '@type': 'Answer', text: answerText(item) },
      })),
    ),
  }
}
