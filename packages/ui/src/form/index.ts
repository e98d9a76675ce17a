export { allOf, contractResolver, type ContractResolverOptions } from './contract-resolver.ts';
