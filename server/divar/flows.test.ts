import { describe, expect, it } from 'vitest';
import { DIVAR_FLOW_RETURN_PAGE, DIVAR_FLOWS } from '@/lib/contracts/divar';
import { DIVAR_FLOW, redirectUriFor, scopesFor } from './flows';

describe('the Divar flows', () => {
  it('each returns to its own page (the address whitelisted in the Kenar panel), the one the client goes on from', () => {
    for (const flow of DIVAR_FLOWS) {
      expect(DIVAR_FLOW[flow].returnPath).toBe(DIVAR_FLOW_RETURN_PAGE[flow]);
      expect(redirectUriFor(flow, 'https://arzyab.example/')).toBe(`https://arzyab.example${DIVAR_FLOW_RETURN_PAGE[flow]}`);
    }
  });

  it('asks for what each needs: the phone always, the ad for advertisers, the pin only for the neighbourhood', () => {
    expect(scopesFor('price-advertiser', 'QmSale120')).toEqual(['USER_PHONE', 'POST_ADDON_CREATE.QmSale120']);
    expect(scopesFor('price-visitor', 'QmSale120')).toEqual(['USER_PHONE']);
    expect(scopesFor('neighborhood-advertiser', 'QmSale120')).toEqual(['USER_PHONE', 'POST_ADDON_CREATE.QmSale120', 'USER_POSTS_GET']);
  });
});
