/* ristretto255: scalar mults, base mult, scalar arithmetic and inversion, decode of secret
 * encodings is not a use case (decode runs on public data) but encode of secret points is. */
#include <sodium.h>
#include <string.h>

#include "ctcheck.h"
#include "ecbatch/ristretto255.h"

static void random_scalar(ecb_ristretto255_scalar *s) {
    uint8_t wide[64];
    randombytes_buf(wide, sizeof wide);
    ecb_ristretto255_scalar_reduce64(s, wide);
}

void ctcheck_ristretto255(void) {
    ecb_ristretto255_scalar k, m, r, inv, batch[4], scratch[4];
    ecb_ristretto255_point base, p, q, expect;
    uint8_t enc[32], wide[64];

    random_scalar(&k);
    random_scalar(&m);
    ecb_ristretto255_base(&base);

    /* base mult and variable-point mult agree; the scalar is secret */
    CT_SECRET(&k, sizeof k);
    ecb_ristretto255_base_mult(&p, &k);
    ecb_ristretto255_scalar_mult(&q, &k, &base);
    CT_PUBLIC(&p, sizeof p);
    CT_PUBLIC(&q, sizeof q);
    CT_EXPECT(ecb_ristretto255_equal(&p, &q));

    /* a secret point: encode and scalar mult */
    CT_SECRET(&q, sizeof q);
    ecb_ristretto255_encode(enc, &q);
    ecb_ristretto255_scalar_mult(&expect, &m, &q);
    ecb_ristretto255_add(&expect, &expect, &q);
    ecb_ristretto255_double(&expect, &expect);
    CT_PUBLIC(enc, sizeof enc);
    CT_PUBLIC(&expect, sizeof expect);
    CT_PUBLIC(&q, sizeof q);
    CT_EXPECT(ecb_ristretto255_decode(&p, enc) == ECB_OK && ecb_ristretto255_equal(&p, &q));

    /* hashing secret bytes to the group */
    randombytes_buf(wide, sizeof wide);
    CT_SECRET(wide, sizeof wide);
    ecb_ristretto255_from_uniform_bytes(&p, wide);
    ecb_ristretto255_scalar_reduce64(&r, wide);
    CT_PUBLIC(&p, sizeof p);
    CT_PUBLIC(&r, sizeof r);

    /* scalar arithmetic on secrets */
    CT_SECRET(&k, sizeof k);
    CT_SECRET(&m, sizeof m);
    ecb_ristretto255_scalar_mul(&r, &k, &m);
    ecb_ristretto255_scalar_add(&r, &r, &k);
    ecb_ristretto255_scalar_sub(&r, &r, &m);
    ecb_ristretto255_scalar_neg(&r, &r);
    ecb_ristretto255_scalar_sqr(&r, &r);
    ecb_status st = ecb_ristretto255_scalar_invert(&inv, &r);
    CT_PUBLIC(&st, sizeof st);
    ecb_ristretto255_scalar_mul(&inv, &inv, &r);
    CT_PUBLIC(&inv, sizeof inv);
    ecb_ristretto255_scalar one;
    ecb_ristretto255_scalar_from_u64(&one, 1);
    CT_EXPECT(st == ECB_OK && ecb_ristretto255_scalar_equal(&inv, &one));

    batch[0] = k, batch[1] = m, batch[2] = r, batch[3] = k;
    CT_SECRET(batch, sizeof batch);
    st = ecb_ristretto255_scalar_batch_invert(batch, batch, 4, scratch);
    CT_PUBLIC(&st, sizeof st);
    CT_PUBLIC(batch, sizeof batch);
    CT_PUBLIC(&k, sizeof k);
    ecb_ristretto255_scalar_mul(&r, &batch[0], &k);
    CT_EXPECT(st == ECB_OK && ecb_ristretto255_scalar_equal(&r, &one));

    ecb_ristretto255_scalar_encode(enc, &k);
    CT_SECRET(enc, sizeof enc);
    st = ecb_ristretto255_scalar_decode(&r, enc);
    CT_PUBLIC(&st, sizeof st);
    CT_PUBLIC(&r, sizeof r);
    CT_EXPECT(st == ECB_OK && ecb_ristretto255_scalar_equal(&r, &k));
}
