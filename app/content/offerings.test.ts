import { siteConfig } from '~/site.config';
import { claims, company, resolvePlaceholders } from './company';
import { formatPrice, getOffering, offeringList, overviewPriceLabel } from './offerings';

describe('offerings', () => {
  it('lists every offering once, in the menu order of the spec, each linked to its page', () => {
    expect(offeringList().map((offering) => [offering.id, offering.href])).toEqual([
      ['ai', '/ai'],
      ['crm', '/crm'],
      ['marketing', '/marketing'],
      ['phone', '/phone'],
      ['website', '/websites'],
      ['development', '/development'],
      ['anti-ai', '/anti-ai'],
      ['infinity-partner', '/pricing#infinity-partner'],
    ]);
  });

  it.each([
    ['ai', '$147/month', '$147/month'],
    ['crm', '$197/month', '$197/month'],
    ['marketing', '$497/month', '$1,697/month'],
    ['phone', '$47/month', '$47/month'],
    ['website', '$4,242 setup', '$4,242 setup'],
    ['development', '$1,818 setup', '$1,818 setup'],
    ['infinity-partner', '$2,500/month', '$2,497/month'],
  ] as const)('%s starts at %s on overviews and %s on the pricing page', (id, overview, pricingPage) => {
    const offering = getOffering(id);
    expect(formatPrice(offering.overviewPrice!)).toBe(overview);
    expect(formatPrice(offering.pricingPagePrice!)).toBe(pricingPage);
  });

  it('names Vale and ATOM from the site config', () => {
    expect(getOffering('ai').name).toBe('Vale AI');
    expect(getOffering('crm').name).toBe('ATOM CRM');
  });

  it('marks Anti-AI as coming soon without a price and Infinity Partner as premium', () => {
    const antiAi = getOffering('anti-ai');
    expect(antiAi.comingSoon).toBe(true);
    expect(antiAi.overviewPrice).toBeUndefined();
    expect(antiAi.pricingPagePrice).toBeUndefined();
    expect(overviewPriceLabel(antiAi)).toBeUndefined();

    const infinity = getOffering('infinity-partner');
    expect(infinity.premium).toBe(true);
    expect(infinity.summary).toMatch(/platform license included/);
  });

  it('formats prices with thousands separators', () => {
    expect(formatPrice({ amount: 1697, period: 'month' })).toBe('$1,697/month');
    expect(formatPrice({ amount: 4242, period: 'setup' })).toBe('$4,242 setup');
    expect(overviewPriceLabel(getOffering('ai'))).toBe('From $147/month');
  });

  it('throws on an unknown id', () => {
    expect(() => getOffering('nope' as never)).toThrow(/Unknown offering/);
  });
});

describe('company', () => {
  it('carries the organization facts', () => {
    expect(company.foundingYear).toBe(2023);
    expect(company.rating).toEqual({ value: 4.9, count: 150, display: '4.9/5' });
    expect(company.priceRange).toEqual({ min: 147, max: 2500, display: '$147 - $2500 per month' });
    expect(company.paymentMethods).toEqual(['Credit Card', 'Debit Card', 'Bank Transfer']);
    expect(company.currency).toBe('USD');
    expect(company.areasServed).toEqual([
      'Worldwide',
      'United States',
      'Canada',
      'United Kingdom',
      'Australia',
      'Europe',
    ]);
    expect(company.hours.days).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    expect(company.hours.opens).toBe('09:00');
    expect(company.hours.closes).toBe('17:00');
    expect(company.hours.display).toBe(siteConfig.hours.display);
  });

  it('spans the price range from Vale AI to the Infinity Partner plan on overview pages', () => {
    expect(getOffering('ai').overviewPrice!.amount).toBe(company.priceRange.min);
    expect(getOffering('infinity-partner').overviewPrice!.amount).toBe(company.priceRange.max);
  });

  it('names every marketing claim of the spec', () => {
    expect(claims).toMatchObject({
      implementationDays: 3,
      implementation: '3 business days',
      monthlyLoss: '$4,800',
      leadsMonthOne: 32,
      leadCaptureIncrease: '87%',
      businesses: '300M+',
      responseTime: 'under 30 seconds',
      showRate: '85%+',
      reminders: '24 h and 2 h',
      noShowReduction: '60%+',
      moreConversions: '40%',
      hoursSavedWeekly: '15+',
      hoursSavedDaily: '3-5',
      lowerCost: '60%',
      satisfaction: '4.8/5',
      averageRating: '4.9/5',
      templateSiteWeeks: '1-2',
      customSiteWeeks: '3-6',
      phoneUptime: '99.9%',
      phoneVoice: 'HD voice',
      phoneSetup: 'under 24 hours',
      support: '24/7 support',
      qualifiedLeads: '3x more qualified leads',
      noContracts: true,
      cancelAnytime: true,
    });
    expect(company.claims).toBe(claims);
  });
});

describe('resolvePlaceholders', () => {
  it('fills phone, brand and e-mail, every time they occur', () => {
    expect(resolvePlaceholders('Call {brand} at {phone} or write to {email}. {brand}!')).toBe(
      `Call ${siteConfig.brandName} at ${siteConfig.phone.display} or write to ${siteConfig.email}. ${siteConfig.brandName}!`,
    );
  });

  it('leaves plain text and unknown placeholders alone', () => {
    expect(resolvePlaceholders('No placeholders here.')).toBe('No placeholders here.');
    expect(resolvePlaceholders('{unknown}')).toBe('{unknown}');
  });
});
