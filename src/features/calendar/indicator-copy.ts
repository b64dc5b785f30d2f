import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Frequency, IndicatorCategory } from '~/config/economic-indicators'

/**
 * What each kind of indicator measures and why it moves markets, for the indicator pages. Written
 * per kind, not per indicator: every CPI measures consumer prices, whoever publishes it; the page
 * adds the publisher, the currency and the instruments of the one it shows.
 */
export const categoryCopy: Record<IndicatorCategory, { measures: MessageDescriptor; moves: MessageDescriptor }> = {
  'rate-decision': {
    measures: msg`The interest rate the central bank sets for its currency, decided by its policy committee. The statement, the vote and the press conference that come with it show where rates are likely to go next.`,
    moves: msg`Interest rates decide what holding a currency earns. A rise, or a hint of one, usually strengthens the currency and weighs on shares; a cut or a softer tone does the opposite. Markets price the expected decision in advance, so the surprise and the guidance matter most.`,
  },
  'press-conference': {
    measures: msg`The central bank's governor explains the decision just taken and answers journalists' questions: how the committee sees inflation and growth, and what could come next.`,
    moves: msg`There is no figure: markets trade the tone. Hints of further hikes, or of fewer cuts than priced, support the currency; a softer message weakens it. The moves often outlast those of the decision itself.`,
  },
  minutes: {
    measures: msg`The record of the central bank's last policy meeting: how its members saw the economy and inflation, and how they voted.`,
    moves: msg`The minutes show how close the committee was to changing rates. A tone tougher on inflation than expected supports the currency; a softer one weakens it.`,
  },
  inflation: {
    measures: msg`How fast consumer prices rise: the change in the price of a basket of goods and services that households buy. Core measures leave out volatile items such as food and energy.`,
    moves: msg`Central banks target inflation, so a figure above the forecast raises the chance of higher interest rates and usually lifts the currency, while it can weigh on shares and bonds.`,
  },
  'producer-prices': {
    measures: msg`The change in the prices that producers pay or receive for goods and materials, before they reach consumers.`,
    moves: msg`Producer prices lead consumer prices: a rise is often passed on to shoppers later, so higher figures raise the expectation of higher rates and support the currency.`,
  },
  gdp: {
    measures: msg`The value of all goods and services the economy produced in the period, adjusted for inflation: the broadest measure of growth.`,
    moves: msg`Growth above the forecast supports the currency and the country's shares; a contraction raises the chance of lower interest rates.`,
  },
  employment: {
    measures: msg`How many jobs the economy added or lost in the period.`,
    moves: msg`Jobs drive incomes and spending. Strong hiring supports the currency and raises rate expectations; weak hiring does the opposite. US payrolls are among the releases that move markets most each month.`,
  },
  unemployment: {
    measures: msg`The share of the labour force that is out of work and looking for a job, or the change in the number of people out of work.`,
    moves: msg`A lower figure means a tighter labour market and pressure on wages, which supports the currency; a rise is bad for it.`,
  },
  earnings: {
    measures: msg`How fast wages and labour costs grow.`,
    moves: msg`Faster wage growth feeds inflation and spending, so higher figures raise rate expectations and support the currency.`,
  },
  'jobless-claims': {
    measures: msg`How many people filed for unemployment benefits in the week: the most timely sign of lay-offs.`,
    moves: msg`Fewer claims point to a strong labour market and support the currency; a jump in claims weakens it.`,
  },
  'retail-sales': {
    measures: msg`The change in what shops sell or what households spend: a measure of consumer demand.`,
    moves: msg`Consumer spending is the largest part of most economies. Stronger figures support the currency; weaker ones raise the chance of lower interest rates.`,
  },
  'manufacturing-pmi': {
    measures: msg`A survey of purchasing managers in industry on output, orders, employment and prices. A reading above 50 means the sector is growing, below 50 that it is shrinking.`,
    moves: msg`Surveys come out early and react quickly to the economy, so a reading above the forecast supports the currency and shares.`,
  },
  'services-pmi': {
    measures: msg`A survey of purchasing managers in services on activity, new business, employment and prices. A reading above 50 means growth, below 50 contraction.`,
    moves: msg`Services make up most of a developed economy, so a stronger reading supports the currency and shares.`,
  },
  'business-sentiment': {
    measures: msg`A survey of how businesses or investors judge current conditions and the months ahead.`,
    moves: msg`Confidence leads investment and hiring; a better reading than expected supports the currency.`,
  },
  'consumer-sentiment': {
    measures: msg`A survey of how households judge their finances and the economy, and what they expect.`,
    moves: msg`Confident consumers spend more, so a stronger reading supports the currency; central banks also watch the inflation households expect.`,
  },
  'trade-balance': {
    measures: msg`What the country sells abroad against what it buys, or the related flows of capital and reserves, in the period.`,
    moves: msg`A larger surplus or a smaller deficit means more demand for the currency from abroad, which supports it.`,
  },
  'industrial-production': {
    measures: msg`The output of factories, mines and utilities, or the orders, credit and money that lead it.`,
    moves: msg`Rising output and orders point to stronger growth and support the currency.`,
  },
  housing: {
    measures: msg`Activity in the housing market: building permits, construction starts, home sales and prices, and mortgage lending.`,
    moves: msg`Housing reacts early to interest rates and shapes household wealth, so a stronger market supports the currency.`,
  },
  'oil-inventories': {
    measures: msg`The change in the stocks of crude oil or natural gas held in the United States during the week.`,
    moves: msg`A fall in stocks signals strong demand and tends to lift oil and gas prices, and with them the currencies of exporters such as the Canadian dollar; a rise in stocks weighs on them.`,
  },
}

export const frequencyNames: Record<Frequency, MessageDescriptor> = {
  weekly: msg`Every week`,
  monthly: msg`Every month`,
  quarterly: msg`Every quarter`,
  meetings: msg`At each policy meeting, about eight times a year`,
}

export const countryNames: Record<string, MessageDescriptor> = {
  US: msg`United States`,
  EU: msg`Euro area`,
  DE: msg`Germany`,
  FR: msg`France`,
  IT: msg`Italy`,
  GB: msg`United Kingdom`,
  JP: msg`Japan`,
  CH: msg`Switzerland`,
  CA: msg`Canada`,
  AU: msg`Australia`,
  NZ: msg`New Zealand`,
  CN: msg`China`,
  HK: msg`Hong Kong`,
  SE: msg`Sweden`,
  NO: msg`Norway`,
}
