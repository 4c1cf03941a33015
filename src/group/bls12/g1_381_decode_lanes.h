/* Decoding runs of BLS12-381 G1 encodings with the costly steps in eight AVX-512 IFMA lanes
 * (fp381x8, field/bls12/fp381_x8_ifma.h): the batch decoders' kernel at the ifma level
 * (bls12_381_decode_affine.c, through group/point_batch.h's run decoder).
 *
 * Each element gets exactly what the codec's g1_381_decode_aff_with gives it (the same checks
 * in the same order, bls12_381_codec.h): flags, payload, x < p (and y < p, the sign flag and the
 * curve equation when uncompressed) one element at a time, as the codec does them; then for
 * eight elements at once the square root a^((p + 1) / 4) of x^3 + 4 (compressed), and Scott's
 * subgroup test sigma(P) = -[z^2] P (g1_381_is_in_subgroup_var) as two multiplications by |z|
 * in Jacobian coordinates: 63 doublings (dbl-2009-l, 2M + 5S for a = 0) and 5 additions each
 * (mixed, madd-2007-bl, in the first; add-2007-bl in the second), formulas of the Explicit-
 * Formulas Database that are exact unless an addition meets equal x (P or -P) or a doubling
 * y = 0. Any such case leaves Z = 0 for good (every exceptional step writes a zero Z and every
 * later step multiplies Z by it), and a lane that ends with Z = 0 is checked again with the
 * serial test; on G1 (order r, |z|^2 < r) no case arises. About 1000 8-lane products per eight
 * points for the subgroup test and 460 for the root.
 *
 * Variable time: encodings are public. */
#ifndef ECBATCH_GROUP_G1_381_DECODE_LANES_H
#define ECBATCH_GROUP_G1_381_DECODE_LANES_H

#include <stddef.h>
#include <stdint.h>

#include "ecbatch/status.h"
#include "group/bls12/g1_381.h"
#include "group/point_layout.h"

/* 1 when the lanes run here (the ifma level, with the kernels built). */
int g1_381_decode_lanes_available(void);

/* For i < count: statuses[i] = g1_381_decode_aff_with(&p, in + i len, layout) and
 * ((g1_381_aff *)out)[i] = p (written bytewise; out needs no alignment), len the layout's
 * encoding length (48 or 96); layout is an ecb_point_layout (the run decoder's signature of
 * point_batch.h). Call only where g1_381_decode_lanes_available. */
void g1_381_decode_aff_run_lanes(void *out, const uint8_t *in, size_t count, ecb_status *statuses,
                                 const void *layout);

#endif
