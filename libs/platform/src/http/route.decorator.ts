import { applyDecorators, RequestMapping, RequestMethod, SetMetadata, UsePipes, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import type { RouteContract } from '@stave/contracts';
import type { z } from 'zod';
import { ALLOW_SUSPENDED_METADATA, AUTH_MODE_METADATA, type AuthMode } from '../auth/auth.decorators';
import { domainError, ValidationError } from './domain-error';
import { parseInput } from './zod.pipe';

// The contract(s) a handler was bound to with @Route (read by the route parity tests).
export const ROUTE_CONTRACTS_METADATA = 'stave:route-contracts';

// Binds a controller method to its contract in libs/contracts, the one place the route is written
// (docs/platform.md § Routes): the HTTP method and path (the contract's whole path, so the controller is
// `@Controller()` with no prefix), whether a token is needed and whether a suspended member's reaches
// it, and the validation of what the handler reads. `@Body()`, `@Query()` and `@Param()` receive the
// values the contract's schemas parsed; a handler cannot put its own pipe there (routes.spec fails)
// nor read a part the contract does not declare (the request fails with 500 and routes.spec fails).
// Aliases: further contracts answered by the same handler, with the same method and the same schemas.
export function Route(contract: RouteContract, ...aliases: RouteContract[]): MethodDecorator {
  for (const alias of aliases) {
    if (alias.method !== contract.method || alias.params !== contract.params || alias.query !== contract.query || alias.body !== contract.body)
      throw new Error(`@Route: ${alias.method} ${alias.path} is not an alias of ${contract.method} ${contract.path} (method or schemas differ)`);
  }
  const contracts = [contract, ...aliases];
  const mode: AuthMode = contract.auth === 'none' ? 'public' : contract.auth;
  return applyDecorators(
    RequestMapping({ method: RequestMethod[contract.method], path: contracts.map((each) => each.path) }),
    SetMetadata(AUTH_MODE_METADATA, mode),
    SetMetadata(ALLOW_SUSPENDED_METADATA, contract.allowSuspended === true),
    SetMetadata(ROUTE_CONTRACTS_METADATA, contracts),
    UsePipes(new ContractPipe(contract)),
  );
}

// Parses each `@Body()`, `@Query()` and `@Param()` argument with the contract's schema for it (a named
// one, `@Param('id')`, with that field's schema). Every other argument (the member, the reply, X-Act-As)
// passes through untouched.
export class ContractPipe implements PipeTransform {
  constructor(private readonly contract: RouteContract) {}

  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    const part = metadata.type === 'body' ? 'body' : metadata.type === 'query' ? 'query' : metadata.type === 'param' ? 'params' : null;
    if (!part) return value;
    const schema = schemaFor(this.contract, part, metadata.data);
    if (!schema) throw new Error(`${this.contract.method} ${this.contract.path} reads ${readOf(part, metadata.data)}, which its contract does not declare`);
    try {
      return parseInput(schema, value, metadata.data);
    } catch (error) {
      if (part === 'params' && this.contract.malformedParams && error instanceof ValidationError) throw domainError(this.contract.malformedParams);
      throw error;
    }
  }
}

export function schemaFor(contract: RouteContract, part: 'body' | 'query' | 'params', field?: string): z.ZodType | undefined {
  const schema = contract[part];
  if (!schema || field === undefined) return schema;
  return 'shape' in schema ? (schema.shape as Record<string, z.ZodType>)[field] : undefined;
}

const readOf = (part: string, field?: string) => (field === undefined ? `its ${part}` : `${part}.${field}`);
