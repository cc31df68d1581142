import { z } from 'zod';
import { API_BASE, Header } from './api.ts';
import * as auth from './auth.ts';
import * as bonus from './bonus.ts';
import * as casino from './casino.ts';
import * as content from './content.ts';
import * as crash from './crash.ts';
import * as customer from './customer.ts';
import * as dev from './dev.ts';
import * as fair from './fair.ts';
import * as jackpot from './jackpot.ts';
import * as notification from './notification.ts';
import * as ops from './ops.ts';
import { OPERATIONS, OPERATION_TAGS, type Operation, type OperationAuth } from './operations.ts';
import * as payment from './payment.ts';
import * as providers from './providers.ts';
import * as rules from './rules.ts';
import * as slots from './slots.ts';
import * as wallet from './wallet.ts';

type JsonSchema = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Record<string, JsonSchema>>;
  components: {
    schemas: Record<string, JsonSchema>;
    parameters: Record<string, JsonSchema>;
    responses: Record<string, JsonSchema>;
    securitySchemes: Record<string, JsonSchema>;
  };
}

/** Named contract schemas become named components (`LoginRequest`, `CasinoGame`…) wherever they are used. */
const NAMED_MODULES = [
  auth,
  bonus,
  casino,
  content,
  crash,
  customer,
  dev,
  fair,
  jackpot,
  notification,
  ops,
  payment,
  providers,
  rules,
  slots,
  wallet,
];

const COMPONENTS = '#/components/schemas/';

const SECURITY: Record<OperationAuth, Array<Record<string, string[]>>> = {
  none: [],
  // Anonymous or signed in: {} is "no credentials".
  optional: [{}, { playerToken: [] }],
  player: [{ playerToken: [] }],
  gameSession: [{ gameSession: [] }],
  operator: [{ operatorToken: [] }],
  signature: [{ sandboxSignature: [] }],
};

function operationId(op: Operation): string {
  const words = `${op.method.toLowerCase()} ${op.path}`.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return words.map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1))).join('');
}

/** `casino/page/:id` → `/api/casino/page/{id}` (OpenAPI's form). */
export function documentPath(path: string): string {
  return `${API_BASE}${path}`.replace(/:([A-Za-z_]\w*)/g, '{$1}');
}

function withoutSchemaKeys(schema: JsonSchema): JsonSchema {
  const { $schema: _schema, $id: _id, ...rest } = schema;
  return rest;
}

/** The envelope of spec §3 around a success answer's data. */
function envelopeOf(data: JsonSchema, success: boolean): JsonSchema {
  return {
    type: 'object',
    required: ['success', 'message', 'data'],
    properties: { success: { type: 'boolean', const: success }, message: { type: 'string' }, data },
  };
}

function parametersOf(schema: z.ZodObject, place: 'path' | 'query'): JsonSchema[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: place,
    required: place === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

/** Components reachable from the paths, so the document carries only the schemas it uses. */
function reachable(roots: unknown, schemas: Record<string, JsonSchema>): Set<string> {
  const seen = new Set<string>();
  const visit = (node: unknown) => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
    } else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref' && typeof value === 'string' && value.startsWith(COMPONENTS)) {
          const name = value.slice(COMPONENTS.length);
          if (!seen.has(name)) {
            seen.add(name);
            visit(schemas[name]);
          }
        } else {
          visit(value);
        }
      }
    }
  };
  visit(roots);
  return seen;
}

export interface OpenApiOptions {
  version: string;
  /** Leaves out the operations that exist only outside production (the development outbox). */
  isProduction: boolean;
}

/**
 * The OpenAPI 3.1 document of the API (decision 0141), built from the contract's zod schemas and the operation list:
 * each answer is the envelope `{success, message, data}` around the operation's data schema; request bodies are
 * described as the server accepts them (zod input), answers as it sends them (zod output).
 */
export function buildOpenApiDocument(options: OpenApiOptions): OpenApiDocument {
  const operations = OPERATIONS.filter((op) => !(options.isProduction && op.developmentOnly));

  // One registry per direction; a schema keeps the first contract name it was exported under.
  const inputs = z.registry<{ id: string }>();
  const outputs = z.registry<{ id: string }>();
  for (const module of NAMED_MODULES) {
    for (const [name, value] of Object.entries(module)) {
      if (!(value instanceof z.ZodType)) continue;
      if (!inputs.has(value)) inputs.add(value, { id: name });
      if (!outputs.has(value)) outputs.add(value, { id: name });
    }
  }
  // Unnamed request and answer schemas (arrays, unions) are named after their operation.
  const idOf = (registry: typeof inputs, schema: z.ZodType, fallback: string) => {
    if (!registry.has(schema)) registry.add(schema, { id: fallback });
    return registry.get(schema)!.id;
  };
  const bodyIds = new Map<Operation, string>();
  const dataIds = new Map<Operation, string>();
  for (const op of operations) {
    const id = operationId(op);
    const base = id[0]!.toUpperCase() + id.slice(1);
    if (op.body) bodyIds.set(op, idOf(inputs, op.body, `${base}Body`));
    if (op.data && !(op.data instanceof z.ZodNull)) dataIds.set(op, idOf(outputs, op.data, `${base}Data`));
  }

  // Inputs are named <Name>Input: a schema with defaults or transforms reads differently in and out.
  const inputSchemas = z.toJSONSchema(inputs, {
    io: 'input',
    unrepresentable: 'any',
    uri: (id) => `${COMPONENTS}${id}Input`,
  }).schemas;
  const outputSchemas = z.toJSONSchema(outputs, {
    io: 'output',
    unrepresentable: 'any',
    uri: (id) => `${COMPONENTS}${id}`,
  }).schemas;
  const allSchemas: Record<string, JsonSchema> = {};
  for (const [id, schema] of Object.entries(inputSchemas))
    allSchemas[`${id}Input`] = withoutSchemaKeys(schema);
  for (const [id, schema] of Object.entries(outputSchemas)) allSchemas[id] = withoutSchemaKeys(schema);

  const paths: OpenApiDocument['paths'] = {};
  for (const op of operations) {
    const bodyId = bodyIds.get(op);
    const dataId = dataIds.get(op);
    const success = op.produces
      ? {
          description: 'The file',
          content: { [op.produces]: { schema: { type: 'string' } } },
        }
      : {
          description: 'Success: the envelope with the data',
          content: {
            'application/json': {
              schema: envelopeOf(dataId ? { $ref: `${COMPONENTS}${dataId}` } : { type: 'null' }, true),
            },
          },
        };
    const path = documentPath(op.path);
    paths[path] ??= {};
    paths[path][op.method.toLowerCase()] = {
      operationId: operationId(op),
      summary: op.summary,
      tags: [op.tag],
      security: SECURITY[op.auth],
      parameters: [
        { $ref: '#/components/parameters/Locale' },
        ...(op.params ? parametersOf(op.params, 'path') : []),
        ...(op.query ? parametersOf(op.query, 'query') : []),
      ],
      ...(bodyId
        ? {
            requestBody: {
              required: true,
              content: {
                [op.bodyMedia ?? 'application/json']: { schema: { $ref: `${COMPONENTS}${bodyId}Input` } },
              },
            },
          }
        : {}),
      responses: { '200': success, default: { $ref: '#/components/responses/Failure' } },
    };
  }

  const used = reachable(paths, allSchemas);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kasa API',
      version: options.version,
      description:
        'Every answer is the envelope {success, message, data}; message is in the language of x-locale (tr or en). ' +
        'Failures answer a 4xx/5xx status with success false; validation failures carry data.fields ({path: message}).',
    },
    tags: Object.entries(OPERATION_TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(allSchemas).filter(([name]) => used.has(name))),
      parameters: {
        Locale: {
          name: Header.locale,
          in: 'header',
          required: false,
          description: 'Language of the answer’s message (default tr)',
          schema: { type: 'string', enum: ['tr', 'en'] },
        },
      },
      responses: {
        Failure: {
          description: 'Refused or failed: the envelope with success false and the reason in message',
          content: { 'application/json': { schema: envelopeOf({}, false) } },
        },
      },
      securitySchemes: {
        playerToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'The session token of auth/login or auth/register',
        },
        gameSession: {
          type: 'apiKey',
          in: 'header',
          name: 'x-game-session',
          description: 'The game session of casino/originalslaunchurl (the in-house games’ frame)',
        },
        operatorToken: {
          type: 'http',
          scheme: 'bearer',
          description:
            'An operator session from ops/auth/login then ops/auth/totp; each call checks the role',
        },
        sandboxSignature: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Sandbox-Signature',
          description: 'HMAC-SHA256 of the raw body with SANDBOX_WEBHOOK_SECRET',
        },
      },
    },
  };
}
