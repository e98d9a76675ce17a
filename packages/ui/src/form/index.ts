export {
  allOf,
  contractResolver,
  firstError,
  type ContractResolverOptions,
} from './contract-resolver.ts';
export { HydratedFieldset } from './HydratedFieldset.tsx';
export { FormError } from './FormError.tsx';
export {
  EJU_SCORE_KEYS,
  ejuScoreField,
  ejuScoresInput,
  type TypedEjuScores,
} from './eju-scores.ts';
