export {
  allOf,
  contractResolver,
  firstError,
  type ContractResolverOptions,
} from './contract-resolver.ts';
export { HydratedFieldset } from './HydratedFieldset.tsx';
export { FormError } from './FormError.tsx';
