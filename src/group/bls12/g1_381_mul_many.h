/* Many G1 scalar multiplications at once, each point by its own public scalar:
 * out[i] = k_i in[i], variable time. At the ifma level eight at a time in IFMA lanes
 * (g1_381_lanes.h) over the GLV split k = k1 + k2 z^2 (k1 P + k2 (-sigma P), 128-bit halves)
 * and width-5 wNAF tables of each point made affine together (one inversion for the batch);
 * below it one g1_381_mul_glv_var each. The same results at every level. */
#ifndef ECBATCH_GROUP_G1_381_MUL_MANY_H
#define ECBATCH_GROUP_G1_381_MUL_MANY_H

#include <stddef.h>
#include <stdint.h>

#include "group/bls12/g1_381.h"

/* Bytes of scratch g1_381_mul_many_var takes for m products (m at most 2^20); aligned as
 * malloc's. */
size_t g1_381_mul_many_scratch_size(size_t m);

/* out[i] = k[i] in[i] for i < m (k[i] below r, 4 little-endian limbs; in[i] in G1); out may
 * equal in. */
void g1_381_mul_many_var(g1_381_jac *out, const g1_381_jac *in, const uint64_t (*k)[4], size_t m,
                         void *scratch);

#endif
