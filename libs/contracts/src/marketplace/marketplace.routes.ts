import { z } from 'zod';
import type { RouteContract } from '../api/routes';
import {
  CategorySchema,
  CreateListingSchema,
  ListingParamsSchema,
  ListingsPageSchema,
  ListingsQuerySchema,
  ListingViewSchema,
  UpdateListingSchema,
} from './listings.schemas';

const marketplace = { owner: 'marketplace' as const };

export const MARKETPLACE_ROUTES: RouteContract[] = [
  {
    ...marketplace,
    auth: 'none',
    method: 'GET',
    path: '/api/marketplace/categories',
    summary: 'The category tree (top level with descriptions and icons, children by parentId), each with its number of active listings',
    responses: { 200: z.array(CategorySchema) },
  },
  {
    ...marketplace,
    auth: 'optional',
    method: 'GET',
    path: '/api/marketplace/listings',
    summary:
      'Active listings, 20 a page: ?search= (brand and model above title above description; accent- and case-blind), ?categoryId= (a parent includes its children; all = any), ?condition=, ?minPrice=&maxPrice= (whole pounds), ?location=, ?sort=newest|price-asc|price-desc|relevance, ?page=. Signed out too; external contacts only to members',
    query: ListingsQuerySchema,
    responses: { 200: ListingsPageSchema },
  },
  {
    ...marketplace,
    auth: 'required',
    method: 'POST',
    path: '/api/marketplace/listings',
    summary: 'List equipment for sale (the spec’s fields; photos are uploaded to the listing afterwards)',
    body: CreateListingSchema,
    responses: { 201: ListingViewSchema, 400: null },
  },
  {
    ...marketplace,
    auth: 'required',
    method: 'GET',
    path: '/api/marketplace/listings/my',
    summary: 'Your listings in every state, newest first',
    responses: { 200: z.array(ListingViewSchema) },
  },
  {
    ...marketplace,
    auth: 'optional',
    method: 'GET',
    path: '/api/marketplace/listings/:id',
    summary: 'One listing (an inactive one to its owner only)',
    params: ListingParamsSchema,
    responses: { 200: ListingViewSchema, 404: null },
  },
  {
    ...marketplace,
    auth: 'required',
    method: 'PATCH',
    path: '/api/marketplace/listings/:id',
    summary: 'Edit your listing (someone else’s: 404)',
    params: ListingParamsSchema,
    body: UpdateListingSchema,
    responses: { 200: ListingViewSchema, 400: null, 404: null },
  },
  {
    ...marketplace,
    auth: 'required',
    method: 'DELETE',
    path: '/api/marketplace/listings/:id',
    summary: 'Delete your listing (someone else’s: 404)',
    params: ListingParamsSchema,
    responses: { 204: null, 404: null },
  },
];
