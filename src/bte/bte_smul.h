/* Many public points times one secret scalar, in constant time in the scalar: out[p] = k in[p]
 * for p < n (k canonical, 4 little-endian limbs, below r; in[p] non-identity points of the
 * group's prime-order subgroup, as decoded headers are). Used for a server's partials. See
 * bte_smul_impl.h for the algorithm and its constant-time argument. threads (0 counts as 1)
 * split the points; the result does not depend on it. One allocation per call; without memory
 * the group's constant-time multiplication runs point by point. Returns how many points the
 * group's complete multiplication computed instead of the batched chain: those of the blocks
 * that met a zero denominator (0 unless k is one of the rare scalars of bte_smul_impl.h; the
 * same at every CPU level), or n without memory. */
#ifndef ECBATCH_BTE_SMUL_H
#define ECBATCH_BTE_SMUL_H

#include <stddef.h>
#include <stdint.h>

#include "group/bls12/g1_381.h"
#include "group/bls12/g2_381.h"

size_t bte_smul_g1_381_mul(g1_381_aff *out, const g1_381_aff *in, size_t n, const uint64_t k[4],
                           unsigned threads);
size_t bte_smul_g2_381_mul(g2_381_aff *out, const g2_381_aff *in, size_t n, const uint64_t k[4],
                           unsigned threads);

#endif
