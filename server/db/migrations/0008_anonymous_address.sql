-- Anonymous monthly uses are counted per device (fingerprint = HMAC of address and user agent) so people who share
-- an address (offices, mobile carriers' NAT) each get theirs; `address` (HMAC of the address alone, an IPv6 /64 as
-- one subscriber) caps how many devices one address can claim, so changing the user agent is not a free pass.
ALTER TABLE anonymous_uses ADD COLUMN address text;
CREATE INDEX anonymous_uses_address_idx ON anonymous_uses (address, family, period);
