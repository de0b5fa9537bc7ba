import { RequestMethod, type DynamicModule, type Type } from '@nestjs/common';
import { METHOD_METADATA, MODULE_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import type { RouteContract, ServiceName } from '@stave/contracts';
import { ALLOW_SUSPENDED_METADATA, AUTH_MODE_METADATA, type AuthMode } from '../auth/auth.decorators';
import { ACTS_FOR_BUSINESS_METADATA } from '../http/act-as.guard';
import { ROUTE_CONTRACTS_METADATA, schemaFor } from '../http/route.decorator';

export interface DeclaredRoute {
  method: string;
  path: string;
  auth: 'required' | 'optional' | 'none';
  // It honours X-Act-As (@ActingFor); everywhere else the header is refused.
  actsAs: boolean;
  // @AllowSuspended(): a suspended member's token reaches it.
  allowSuspended: boolean;
  // The contracts its @Route bound it to (none: a plain @Get/@Post…).
  contracts: RouteContract[];
  // What the handler reads of the request (@Body(), @Query('x'), @Param()), and how many pipes of its
  // own each read has.
  reads: Array<{ part: 'body' | 'query' | 'params'; field?: string; pipes: number }>;
}

const PARTS: Partial<Record<number, 'body' | 'query' | 'params'>> = {
  [RouteParamtypes.BODY]: 'body',
  [RouteParamtypes.QUERY]: 'query',
  [RouteParamtypes.PARAM]: 'params',
};
type RouteArg = { index: number; data?: unknown; pipes?: unknown[] };
function readsOf(controller: Type, name: string): DeclaredRoute['reads'] {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}) as Record<string, RouteArg>;
  return Object.entries(args).flatMap(([key, arg]) => {
    const part = PARTS[Number(key.split(':')[0])];
    if (!part) return [];
    return [{ part, ...(typeof arg.data === 'string' ? { field: arg.data } : {}), pipes: arg.pipes?.length ?? 0 }];
  });
}

const joinPath = (...parts: string[]) =>
  `/${parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/')}`;
const asList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : [String(value ?? '')]);
const authOf = (mode: AuthMode | undefined): DeclaredRoute['auth'] => (mode === 'public' ? 'none' : (mode ?? 'required'));

// Every route a service's controllers declare, read from Nest's decorator metadata without starting
// anything: its modules (and the modules they import), their controllers, each handler's method and
// path(s), its @Public/@OptionalAuth mode, and whether it honours X-Act-As.
export function declaredRoutes(modules: Array<DynamicModule | Type>): DeclaredRoute[] {
  const seen = new Set<unknown>();
  const routes: DeclaredRoute[] = [];
  const visit = (entry: DynamicModule | Type) => {
    const module = 'module' in entry ? entry.module : entry;
    if (seen.has(module)) return;
    seen.add(module);
    const imports: Array<DynamicModule | Type> = [
      ...(Reflect.getMetadata(MODULE_METADATA.IMPORTS, module) ?? []),
      ...('module' in entry ? (entry.imports ?? []) : []),
    ];
    const controllers: Type[] = [...(Reflect.getMetadata(MODULE_METADATA.CONTROLLERS, module) ?? []), ...('module' in entry ? (entry.controllers ?? []) : [])];
    for (const controller of controllers) {
      const classAuth = Reflect.getMetadata(AUTH_MODE_METADATA, controller) as AuthMode | undefined;
      const classSuspended = Reflect.getMetadata(ALLOW_SUSPENDED_METADATA, controller) === true;
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = controller.prototype[name];
        if (name === 'constructor' || typeof handler !== 'function' || Reflect.getMetadata(METHOD_METADATA, handler) === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        const auth = authOf((Reflect.getMetadata(AUTH_MODE_METADATA, handler) as AuthMode | undefined) ?? classAuth);
        const actsAs = Reflect.getMetadata(ACTS_FOR_BUSINESS_METADATA, handler) === true;
        const handlerSuspended = Reflect.getMetadata(ALLOW_SUSPENDED_METADATA, handler) as boolean | undefined;
        const allowSuspended = handlerSuspended ?? classSuspended;
        const contracts = (Reflect.getMetadata(ROUTE_CONTRACTS_METADATA, handler) ?? []) as RouteContract[];
        const reads = readsOf(controller, name);
        for (const base of asList(Reflect.getMetadata(PATH_METADATA, controller))) {
          for (const path of asList(Reflect.getMetadata(PATH_METADATA, handler)))
            routes.push({ method, path: joinPath(base, path), auth, actsAs, allowSuspended, contracts, reads });
        }
      }
    }
    for (const imported of imports) if (imported) visit(imported);
  };
  for (const module of modules) visit(module);
  return routes;
}

// The two places a route is written down — its controller and its contract — side by side: what one
// has and the other lacks, and where they disagree about the token (whether one is needed, and whether a
// suspended member's reaches it: the OpenAPI document lists ACCOUNT_SUSPENDED by it). Empty lists when they agree.
export function compareRoutes(service: ServiceName, declared: DeclaredRoute[], contracts: RouteContract[], internal: string[] = []) {
  const key = (route: { method: string; path: string }) => `${route.method} ${route.path}`;
  const owned = contracts.filter((contract) => contract.owner === service);
  const contracted = new Map(owned.map((contract) => [key(contract), contract]));
  const served = new Map(declared.map((route) => [key(route), route]));
  return {
    withoutContract: [...served.keys()].filter((route) => !contracted.has(route) && !internal.includes(route)).sort(),
    withoutController: [...contracted.keys()].filter((route) => !served.has(route)).sort(),
    authDiffers: [...served.values()]
      .flatMap((route) => {
        const contract = contracted.get(key(route));
        if (!contract) return [];
        const differences: string[] = [];
        if (contract.auth !== route.auth) differences.push(`${key(route)}: controller ${route.auth}, contract ${contract.auth}`);
        if ((contract.allowSuspended ?? false) !== route.allowSuspended)
          differences.push(
            `${key(route)}: a suspended member ${route.allowSuspended ? 'reaches' : 'does not reach'} the controller, the contract says otherwise`,
          );
        if (Boolean(contract.actAs) !== route.actsAs)
          differences.push(`${key(route)}: the controller ${route.actsAs ? 'acts' : 'does not act'} for a business (X-Act-As), the contract says otherwise`);
        return differences;
      })
      .sort(),
    // The handler is bound to the very contract its route is (so it validates with the contract's schemas,
    // nothing else) and reads exactly the parts the contract declares.
    schemaDiffers: [...served.values()]
      .flatMap((route) => {
        const contract = contracted.get(key(route));
        if (!contract) return [];
        if (!route.contracts.includes(contract)) return [`${key(route)}: the handler is not bound to its contract (@Route)`];
        const differences: string[] = [];
        for (const read of route.reads) {
          const what = read.field === undefined ? read.part : `${read.part}.${read.field}`;
          if (read.pipes > 0) differences.push(`${key(route)}: ${what} has a pipe of its own; the contract's schema validates it`);
          if (!schemaFor(contract, read.part, read.field)) differences.push(`${key(route)}: the handler reads ${what}, which the contract does not declare`);
        }
        for (const part of ['body', 'query', 'params'] as const) {
          if (contract[part] && !route.reads.some((read) => read.part === part))
            differences.push(`${key(route)}: the contract declares ${part}, which the handler never reads (nothing validates it)`);
        }
        return differences;
      })
      .sort(),
  };
}
