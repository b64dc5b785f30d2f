/**
 * Everything that names the broker. A broker deploying this product replaces these values and
 * nothing else; pages, the footer, legal documents and the server read them from here.
 *
 * The values below describe a fictional demonstration brand. The licence number is deliberately
 * above the range the Cyprus regulator has issued so far, so it cannot be mistaken for a real
 * firm's licence.
 */
export const brand = {
  name: 'MC Markets',
  shortName: 'MC Markets',
  legalEntity: 'MC Markets (Europe) Ltd',
  regulator: 'Cyprus Securities and Exchange Commission (CySEC)',
  regulatorShort: 'CySEC',
  /**
   * CySEC licence numbers end in the year of authorisation, so "1042/26" made the firm a 2026
   * newcomer, which cannot publish the 2016-2020 Pillar III and best-execution reports of spec
   * section 3. The firm is therefore authorised since 2016 (the year its first Pillar III disclosure
   * covers) and the licence suffix says so; 1042 stays beyond the regulator's real numbering.
   */
  licenceNumber: '1042/16',
  /** Year of the CySEC authorisation; the periodic disclosures start with it. */
  authorisedSince: 2016,
  companyNumber: 'HE 451207',
  /**
   * Legal Entity Identifier, which best-execution reports name the execution venue by. The "DEMO"
   * prefix belongs to no issuing organisation, so it cannot be a real firm's LEI; the check digits
   * are valid (ISO 17442).
   */
  lei: 'DEMO00MCMARKETSEU044',
  /** Share of retail investor accounts that lose money trading CFDs with this provider. */
  retailLossPercent: 55,
  registeredAddress: {
    lines: ['Agias Fylaxeos 118', 'Kanika Business Centre, 4th floor', '3087 Limassol', 'Cyprus'],
  },
  businessAddress: {
    lines: ["Suite 1608, 9 Queen's Road Central", 'Central', 'Hong Kong'],
  },
  email: 'support@mcmarkets.example',
  partnersEmail: 'partners@mcmarkets.example',
  phone: '+357 25 030 400',
  siteUrl: 'https://www.mcmarkets.example',
  urls: {
    portalHome: 'https://portal.mcmarkets.example/',
    portalRegister: 'https://portal.mcmarkets.example/register',
    portalLogin: 'https://portal.mcmarkets.example/login',
    partnerPortal: 'https://portal.mcmarkets.example/ib',
    partnershipsSite: 'https://partners.mcmarkets.example/',
    assetManagement: 'https://am.mcmarkets.example/',
    appStore: 'https://apps.apple.com/app/mc-trader/id6450000000',
    googlePlay: 'https://play.google.com/store/apps/details?id=com.mcmarkets.trader',
    /** {channel} is replaced by the download channel of /download?v=. */
    androidApk: 'https://download.mcmarkets.example/android/mctrader-{channel}.apk',
  },
  paymentMethods: ['Bank Wire', 'Visa', 'Visa Electron', 'MasterCard'],
  partnerPaymentMethods: ['Bank Wire', 'Visa', 'Visa Electron', 'MasterCard', 'Maestro'],
  themeColor: '#0b3d91',
  backgroundColor: '#ffffff',
} as const
