import { defineErrors } from '../../common/errors/domain-error';

export const PricingErrors = defineErrors('pricing', {
  tierNotFound: [404, 'Pricing tier not found'],
});
