// The student's cart (docs/product/commerce.md): read, replace, empty, and merge the visitor's
// browser cart after login or sign-up. Students only.
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { CartPutRequest, CartResponse } from '@academy/api-client/contract';
import * as commerce from '@academy/strings/commerce';
import type { AppEnv } from '../../app-env.ts';
import { requireRole } from '../../lib/auth/middleware.ts';
import { ok } from '../../lib/envelope.ts';
import { okJson as json } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import * as h from './cart.handlers.ts';

const m = commerce.messages;

export const cartRoutes = new Hono<AppEnv>()
  .get(
    '/me/cart',
    describeRoute({
      tags: ['commerce'],
      summary: "The signed-in student's cart, at today's prices",
      responses: json(CartResponse, 'the cart', 401, 403),
    }),
    requireRole('STUDENT'),
    async (c) => ok(c, await h.getCart(c.var.deps, c.var.user), m.cart),
  )
  .put(
    '/me/cart',
    describeRoute({
      tags: ['commerce'],
      summary: 'Replace the cart (each item checked: published, textbook sold, not enrolled now)',
      responses: json(CartResponse, 'the cart', 400, 401, 403, 404, 409),
    }),
    requireRole('STUDENT'),
    validate('json', CartPutRequest),
    async (c) =>
      ok(c, await h.putCart(c.var.deps, c.var.user, c.req.valid('json').items), m.cartSaved),
  )
  .delete(
    '/me/cart',
    describeRoute({
      tags: ['commerce'],
      summary: 'Empty the cart',
      responses: json(CartResponse, 'the empty cart', 401, 403),
    }),
    requireRole('STUDENT'),
    async (c) => ok(c, await h.emptyCart(c.var.deps, c.var.user), m.cartEmptied),
  )
  .post(
    '/me/cart/merge',
    describeRoute({
      tags: ['commerce'],
      summary:
        "Add the visitor's browser cart after login or sign-up (what cannot be bought is dropped)",
      responses: json(CartResponse, 'the merged cart', 400, 401, 403),
    }),
    requireRole('STUDENT'),
    validate('json', CartPutRequest),
    async (c) =>
      ok(c, await h.mergeCart(c.var.deps, c.var.user, c.req.valid('json').items), m.cartMerged),
  );
