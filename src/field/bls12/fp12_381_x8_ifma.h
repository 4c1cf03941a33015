/* Eight elements of Fp12 (fp12_381.h) at once, over the eight-lane Fp2 fp2_381x8
 * (fp381_x8_ifma.h): the operations the Miller loop of eight pairs side by side needs
 * (src/pairing/pairing_381_x8_ifma.c). Lane k of every coefficient belongs to element k; every
 * result unpacks to exactly the fp12_381 the scalar function gives (the field is exact, and the
 * formulas are those of fp6_381.c and fp12_381.c, reduced per Fp2 product instead of per Fp12
 * coefficient). Constant time; outputs may alias inputs. Compiled where ECB_CPU_IFMA_BUILD is
 * defined, called only at the ifma level. */
#ifndef ECBATCH_FIELD_FP12_381_X8_IFMA_H
#define ECBATCH_FIELD_FP12_381_X8_IFMA_H

#include "field/bls12/fp12_381.h"
#include "field/bls12/fp381_x8_ifma.h"

#if defined(ECB_CPU_IFMA_BUILD)
typedef struct fp6_381x8 {
    fp2_381x8 c0, c1, c2;
} fp6_381x8;

typedef struct fp12_381x8 {
    fp6_381x8 c0, c1;
} fp12_381x8;

/* r = 1 in every lane. */
void fp12_381x8_one(fp12_381x8 *r);
/* Lane k = in[k], and back. */
void fp12_381x8_pack(fp12_381x8 *r, const fp12_381 in[8]);
void fp12_381x8_unpack(fp12_381 out[8], const fp12_381x8 *a);
/* Lane-wise fp12_381_sqr: complex squaring over Fp6, 2 Fp6 products (12 Fp2 products). */
void fp12_381x8_sqr(fp12_381x8 *r, const fp12_381x8 *a);
/* Lane-wise fp12_381_mul_by_line: r = a (l0 + l1 v + l2 v w), 13 Fp2 products. */
void fp12_381x8_mul_by_line(fp12_381x8 *r, const fp12_381x8 *a, const fp2_381x8 *l0,
                            const fp2_381x8 *l1, const fp2_381x8 *l2);
#endif

#endif
