/* The verifiers' evaluation of a blob at its challenge (verify_blob_kzg_proof,
 * verify_blob_kzg_proof_batch: evaluate_polynomial_in_evaluation_form at z outside the domain
 * but for a negligible chance), straight from the blob's bytes, without the inverses the
 * provers keep (kzg_polynomial.c):
 *
 *     f(z) = (z^N - 1) / N * sum_i f_i w_i / (z - w_i)
 *
 * with the sum kept as one fraction n / d: n / d + a / e = (n e + a d) / (d e), three products
 * per term plus a_i = f_i w_i, and one inversion at the end (the batch inversion of
 * kzg_evaluate takes five products per term). z in the domain (z^N = 1, z = w_m) gives f_m.
 *
 * The elements are read as the integers of their bytes, not converted to Montgomery form: the
 * Montgomery product of the integer f_i and w_i R is the integer f_i w_i, the representative of
 * f_i w_i R^-1, so the fraction gives (sum) R^-1 and one product by R^2 at the end corrects all
 * terms at once (the ratio of two Montgomery products keeps no factor R).
 *
 * At the ifma level the terms run in eight IFMA lanes of fr381x8 (lane k takes the terms
 * i = k mod 8), two independent fractions per lane to keep both multipliers busy, and the
 * sixteen fractions are added at the end; elsewhere four scalar fractions side by side on the
 * field's MULX/ADX or portable product. Variable time: blobs and challenges are public. */
#include <string.h>

#include "field/bls12/fr381_x8_ifma.h"
#include "kzg/kzg_internal.h"
#include "util/cpu.h"

/* Independent fractions of the scalar path (it divides KZG_N) */
#define SCALAR_CHAINS 4

void kzg_load_integer(fr381 *out, const uint8_t in[32]) {
    for (int i = 0; i < 4; i++) {
        uint64_t w = 0;
        for (int j = 0; j < 8; j++)
            w = (w << 8) | in[(3 - i) * 8 + j];
        out->v[i] = w;
    }
}

ecb_status kzg_check_elements(const uint8_t *bytes, size_t n) {
    static const uint64_t r[4] = FR381_ORDER;
    for (size_t i = 0; i < n; i++) {
        fr381 x;
        kzg_load_integer(&x, bytes + i * ECB_KZG_BYTES_PER_FIELD_ELEMENT);
        int k = 3;
        while (k > 0 && x.v[k] == r[k])
            k--;
        if (x.v[k] >= r[k]) return ECB_ERR_SCALAR_OUT_OF_RANGE;
    }
    return ECB_OK;
}

ecb_status kzg_blob_check(const uint8_t blob[ECB_KZG_BYTES_PER_BLOB]) {
    return kzg_check_elements(blob, KZG_N);
}

/* n / d += a / e */
static void fraction_add(fr381 *n, fr381 *d, const fr381 *a, const fr381 *e) {
    fr381 t;
    fr381_mul(n, n, e);
    fr381_mul(&t, a, d);
    fr381_add(n, n, &t);
    fr381_mul(d, d, e);
}

/* The sum over all terms in SCALAR_CHAINS fractions side by side, added to n / d. */
static void sum_scalar(fr381 *n, fr381 *d, const uint8_t *blob, const fr381 *z,
                       const ecb_kzg_settings *s) {
    fr381 cn[SCALAR_CHAINS], cd[SCALAR_CHAINS];
    for (int c = 0; c < SCALAR_CHAINS; c++) {
        fr381_zero(&cn[c]);
        fr381_one(&cd[c]);
    }
    for (size_t i = 0; i < KZG_N; i += SCALAR_CHAINS)
        for (int c = 0; c < SCALAR_CHAINS; c++) {
            fr381 a, e;
            kzg_load_integer(&a, blob + (i + c) * ECB_KZG_BYTES_PER_FIELD_ELEMENT);
            fr381_mul(&a, &a, &s->roots_brp[i + c]);
            fr381_sub(&e, z, &s->roots_brp[i + c]);
            fraction_add(&cn[c], &cd[c], &a, &e);
        }
    for (int c = 0; c < SCALAR_CHAINS; c++)
        fraction_add(n, d, &cn[c], &cd[c]);
}

#if defined(ECB_CPU_IFMA_BUILD)
/* Eight consecutive elements' integers into lanes. */
static void load_lanes(fr381x8 *out, const uint8_t *bytes) {
    fr381 x[8];
    for (int k = 0; k < 8; k++)
        kzg_load_integer(&x[k], bytes + k * ECB_KZG_BYTES_PER_FIELD_ELEMENT);
    fr381x8_pack(out, x);
}

/* The sum over all terms in lanes, added to n / d. */
static void sum_lanes(fr381 *n, fr381 *d, const uint8_t *blob, const fr381 *z,
                      const ecb_kzg_settings *s) {
    fr381x8 zl, cn[2], cd[2], a, w, e, t;
    fr381 ns[8], ds[8];
    for (int k = 0; k < 8; k++) {
        ns[k] = *z;
        fr381_one(&ds[k]);
    }
    fr381x8_pack(&zl, ns);
    fr381x8_pack(&cd[0], ds); /* fractions 0 / 1 */
    cd[1] = cd[0];
    memset(&cn[0], 0, sizeof cn[0]);
    cn[1] = cn[0];
    for (size_t i = 0; i < KZG_N; i += 8) {
        fr381x8 *num = &cn[(i / 8) % 2], *den = &cd[(i / 8) % 2];
        load_lanes(&a, blob + i * ECB_KZG_BYTES_PER_FIELD_ELEMENT);
        fr381x8_pack(&w, &s->roots_brp[i]);
        fr381x8_mul(&a, &a, &w);
        fr381x8_sub(&e, &zl, &w);
        fr381x8_mul(num, num, &e);
        fr381x8_mul(&t, &a, den);
        fr381x8_add(num, num, &t);
        fr381x8_mul(den, den, &e);
    }
    for (int c = 0; c < 2; c++) {
        fr381x8_unpack(ns, &cn[c]);
        fr381x8_unpack(ds, &cd[c]);
        for (int k = 0; k < 8; k++)
            fraction_add(n, d, &ns[k], &ds[k]);
    }
}
#endif

void kzg_evaluate_blob_var(fr381 *y, const uint8_t blob[ECB_KZG_BYTES_PER_BLOB], const fr381 *z,
                           const ecb_kzg_settings *s) {
    fr381 zn, one, n, d;
    zn = *z;
    for (int i = 0; i < KZG_LOG_N; i++)
        fr381_sqr(&zn, &zn);
    fr381_one(&one);
    if (fr381_equal(&zn, &one)) { /* z = w_m for one m: f_m */
        for (size_t m = 0; m < KZG_N; m++)
            if (fr381_equal(z, &s->roots_brp[m])) {
                fr381_decode(y, blob + m * ECB_KZG_BYTES_PER_FIELD_ELEMENT);
                return;
            }
    }
    fr381_zero(&n);
    d = one;
#if defined(ECB_CPU_IFMA_BUILD)
    if (ecb_cpu_has_ifma())
        sum_lanes(&n, &d, blob, z, s);
    else
#endif
        sum_scalar(&n, &d, blob, z, s);
    /* n / d = (sum) R^-1: the Montgomery quotient of the two is the integer sum, which
     * to_mont turns into its representative (sum) R */
    fr381 n_inv;
    fr381_inv_var(&d, &d);
    fr381_mul(&n, &n, &d);
    fr381_to_mont(&n, n.v);
    /* times (z^N - 1) / N */
    fr381_sub(&zn, &zn, &one);
    fr381_from_u64(&n_inv, KZG_N);
    fr381_inv_var(&n_inv, &n_inv);
    fr381_mul(&n, &n, &zn);
    fr381_mul(y, &n, &n_inv);
}
