/* Deterministic nonces derived from a seed nonce (spec §5): the prover embeds its blinding
 * factors with them and the seed's owner recovers them (spec §9.2). */
#ifndef ECBATCH_BPP_NONCE_H
#define ECBATCH_BPP_NONCE_H

#include <stdint.h>

#include "ecbatch/ristretto255.h"

#define BPP_NONCE_NO_INDEX UINT64_MAX

/* nonce(seed, label, j, k): BLAKE2b-512 keyed with 0x00 || seed || ['j' || LE32(j)] ||
 * ['k' || LE32(k)], personalisation = label (<= 16 bytes, zero padded), empty message, then
 * reduced mod l. j or k = BPP_NONCE_NO_INDEX leaves that part out. Constant time in seed. */
void bpp_nonce(ecb_ristretto255_scalar *out, const ecb_ristretto255_scalar *seed, const char *label,
               uint64_t j, uint64_t k);

#endif
