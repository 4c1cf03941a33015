/* The scalar field of BN254: integers mod the 254-bit group order
 * r = 0x30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f0000001
 * = 21888242871839275222246405745257275088548364400416034343698204186575808495617, as a 4x64
 * Montgomery field with the operations of bls12/fr4x64.h (the template is shared with the BLS12
 * scalar fields). */
#ifndef ECBATCH_FIELD_BN254_FR254_H
#define ECBATCH_FIELD_BN254_FR254_H

#include "field/bls12/fr4x64.h"

ECB_FR4X64_DECLARE(fr254)

/* r as 4 little-endian limbs: the one definition every BN254 user reads. */
#define FR254_ORDER                                                                                \
    { 0x43e1f593f0000001ULL, 0x2833e84879b97091ULL, 0xb85045b68181585dULL, 0x30644e72e131a029ULL }
extern const uint64_t fr254_order[4];

#endif
