/* Read-only tables of multiples of the base point B (RFC 9496 §4.4), built once on first use
 * (thread-safe, pthread_once) in affine niels form. Shared by the constant-time base
 * multiplication, the variable-time double-base multiplication, and any caller that wants
 * B with precomputation. */
#ifndef ECBATCH_GROUP_EDWARDS25519_BASETABLE_H
#define ECBATCH_GROUP_EDWARDS25519_BASETABLE_H

#include "group/ristretto255/edwards25519.h"

/* Comb table for signed radix-16 digits: row i, entry j is (j + 1) 256^i B, for i < 32 and
 * j < 8 (30 KiB). */
#define GE25519_BASE_COMB_ROWS 32
typedef ge25519_niels ge25519_base_comb_row[8];
const ge25519_base_comb_row *ge25519_base_comb(void);

/* Odd multiples for width-8 NAF digits: entry j is (2 j + 1) B, for j < 64. */
#define GE25519_BASE_ODD_MULTIPLES 64
const ge25519_niels *ge25519_base_odd_multiples(void);

#endif
