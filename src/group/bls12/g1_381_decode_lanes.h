/* Decoding up to eight compressed BLS12-381 G1 points at once with their square roots and
 * subgroup checks in IFMA lanes: the batch decoder's kernel at the ifma level
 * (bls12_381_decode_affine.c). Per point the same output and status as g1_381_decode_aff_with
 * (weierstrass_codec_impl.h): parse, canonical x, y = (x^3 + 4)^((p + 1) / 4) checked, the sign
 * bit's root, then Scott's test sigma(P) = -[z^2] P.
 *
 * The square roots run as one fixed-window exponentiation of eight lanes (fp381x8); the
 * products [z^2] P as one program of eight lanes (g1_381_lanes.h: 127 doublings and 17
 * additions of P, each one complete addition, exact for every point of the curve, whose group
 * has odd order, so a point outside G1 gets the true [z^2] P as in the scalar test). Variable
 * time: public points only. Call only where g1_381_lanes_available(). */
#ifndef ECBATCH_GROUP_G1_381_DECODE_LANES_H
#define ECBATCH_GROUP_G1_381_DECODE_LANES_H

#include <stddef.h>
#include <stdint.h>

#include "ecbatch/status.h"
#include "group/bls12/g1_381.h"
#include "group/point_layout.h"
#include "util/cpu.h"

#if defined(ECB_CPU_IFMA_BUILD)
/* out[i], st[i] = the decoding of the 48 bytes at in + 48 i in layout l (compressed) for
 * i < count <= 8; an invalid point's output is (0, 0). */
void g1_381_decode_lanes_var(g1_381_aff *out, ecb_status *st, const uint8_t *in, size_t count,
                             const ecb_point_layout *l);
#endif

#endif
