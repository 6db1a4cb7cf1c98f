'use client';
import dynamic from 'next/dynamic';

/**
 * NeighbourhoodForm, whose code (with the paid submission and the API client, axios, under it) the browser loads only
 * where the form is drawn. The server still renders it in the page, so nothing moves; but a reader the page shows the
 * way in instead (signed out on the referral form, or on the advertiser's form without noLoginRequired) downloads and
 * evaluates none of it at load.
 */
export const LazyNeighbourhoodForm = dynamic(() => import('./neighbourhood-form').then((m) => m.NeighbourhoodForm));
