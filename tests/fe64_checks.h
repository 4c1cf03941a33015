/* Differential checks of the radix-2^64 field (fe25519_64.h) against fe25519 (radix 2^51),
 * run by test_field_fe25519_64.c at each kernel level (the MULX/ADX and the C product).
 * Every result is compared as canonical bytes; inputs include random 256-bit values, values near p,
 * 2^255 and 2^256, and zero. */
#include "testlib.h"

#include "field/ristretto255/fe25519.h"
#include "field/ristretto255/fe25519_64.h"
#include "group/ristretto255/edwards25519_64.h"

static void fe64_bytes(uint8_t out[32], const fe64 *f) {
    fe25519 t;
    fe64_to_fe25519(&t, f);
    fe25519_tobytes(out, &t);
}

static void fe51_from_fe64_exact(fe25519 *out, const fe64 *f) {
    fe64_to_fe25519(out, f);
}

static void edge_values(fe64 *v, int *count) {
    static const uint64_t p0 = 0xffffffffffffffedull, m = 0xffffffffffffffffull,
                          top = 0x7fffffffffffffffull;
    const fe64 e[] = {
        {{0, 0, 0, 0}},        {{1, 0, 0, 0}},   {{p0, m, m, top}},    {{p0 - 1, m, m, top}},
        {{p0 + 1, m, m, top}}, {{m, m, m, top}}, {{m, m, m, m}},       {{0, 0, 0, 1ull << 63}},
        {{37, 0, 0, 0}},       {{38, 0, 0, 0}},  {{p0 - 38, m, m, m}}, {{m - 37, m, m, m}},
    };
    *count = (int)(sizeof e / sizeof e[0]);
    memcpy(v, e, sizeof e);
}

static void run_fe64_checks(void) {
    fe64 vals[64];
    int ne;
    edge_values(vals, &ne);
    for (int i = ne; i < 64; i++)
        tl_random(vals[i].v, sizeof vals[i].v);
    for (int i = 0; i < 64; i++)
        for (int j = 0; j < 64; j++) {
            const fe64 *a = &vals[i], *b = &vals[j];
            fe25519 a51, b51, r51;
            fe51_from_fe64_exact(&a51, a);
            fe51_from_fe64_exact(&b51, b);
            uint8_t want[32], got[32];
            fe64 r;
            fe64_mul(&r, a, b);
            fe25519_mul(&r51, &a51, &b51);
            fe25519_tobytes(want, &r51);
            fe64_bytes(got, &r);
            CHECK_MEM(got, want, 32);
            fe64_add(&r, a, b);
            fe25519_add(&r51, &a51, &b51);
            fe25519_tobytes(want, &r51);
            fe64_bytes(got, &r);
            CHECK_MEM(got, want, 32);
            fe64_sub(&r, a, b);
            fe25519_sub(&r51, &a51, &b51);
            fe25519_tobytes(want, &r51);
            fe64_bytes(got, &r);
            CHECK_MEM(got, want, 32);
            if (j == 0) {
                fe64_sq(&r, a);
                fe25519_sq(&r51, &a51);
                fe25519_tobytes(want, &r51);
                fe64_bytes(got, &r);
                CHECK_MEM(got, want, 32);
                fe64_neg(&r, a);
                fe25519_neg(&r51, &a51);
                fe25519_tobytes(want, &r51);
                fe64_bytes(got, &r);
                CHECK_MEM(got, want, 32);
                /* radix 2^51 -> 2^64 -> 2^51 keeps the value */
                fe64 back;
                fe64_from_fe25519(&back, &a51);
                fe64_bytes(got, &back);
                fe25519_tobytes(want, &a51);
                CHECK_MEM(got, want, 32);
            }
        }
    /* aliasing: h = f * h, h = h * h */
    fe64 x = vals[20], y = vals[21], z;
    fe64_mul(&z, &x, &y);
    fe64_mul(&y, &x, &y);
    CHECK(memcmp(&z, &y, sizeof z) == 0);
    fe64_mul(&z, &x, &x);
    fe64_mul(&x, &x, &x);
    CHECK(memcmp(&z, &x, sizeof z) == 0);
    /* points: a mixed addition chain in both representations */
    ge25519_p3 b51, acc51;
    ecb_ristretto255_base(&b51);
    ge64_p3 b64, acc64;
    ge64_from_ge25519(&b64, &b51);
    acc51 = b51;
    acc64 = b64;
    ge25519_p3 pts[8];
    ge64_p3 p64[8];
    for (int i = 0; i < 8; i++) {
        ecb_ristretto255_double(&pts[i], i ? &pts[i - 1] : &b51);
        ge64_from_ge25519(&p64[i], &pts[i]);
    }
    ge64_niels nl[8];
    fe64 scratch[8];
    ge64_batch_to_niels(nl, p64, 8, scratch);
    for (int i = 0; i < 8; i++) {
        ge64_p1p1 t;
        if (i & 1)
            ge64_sub_niels(&t, &acc64, &nl[i]);
        else
            ge64_add_niels(&t, &acc64, &nl[i]);
        ge64_p1p1_to_p3(&acc64, &t);
        if (i & 1)
            ecb_ristretto255_sub(&acc51, &acc51, &pts[i]);
        else
            ecb_ristretto255_add(&acc51, &acc51, &pts[i]);
    }
    ge64_dbl_n(&acc64, &acc64, 5);
    ge64_add_p3(&acc64, &acc64, &b64);
    for (int i = 0; i < 5; i++)
        ecb_ristretto255_double(&acc51, &acc51);
    ecb_ristretto255_add(&acc51, &acc51, &b51);
    ge25519_p3 back;
    ge64_to_ge25519(&back, &acc64);
    CHECK(ecb_ristretto255_equal(&back, &acc51));
    ge64_p3 t1, t2;
    ge64_from_niels(&t1, &nl[3]);
    ge64_from_neg_niels(&t2, &nl[3]);
    ge64_add_p3(&t1, &t1, &t2);
    CHECK(ge64_is_ristretto_identity_var(&t1));
    CHECK(!ge64_is_ristretto_identity_var(&t2));
}
