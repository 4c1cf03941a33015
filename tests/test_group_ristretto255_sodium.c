/* Randomized differential tests against libsodium's ristretto255 (more than 10,000 checks):
 * from_uniform_bytes vs crypto_core_ristretto255_from_hash, add/sub, validity of random and
 * mutated encodings vs crypto_core_ristretto255_is_valid_point (libsodium ignores bit 255,
 * ecbatch rejects it), scalar_mult / base_mult vs crypto_scalarmult_ristretto255[_base]
 * (which return -1 for an identity result), double_scalar_mult_var, decode/encode round
 * trips, equality of different representatives, and the scalar operations. */
#include "ecbatch/ristretto255.h"
#include "testlib.h"

typedef ecb_ristretto255_point point;
typedef ecb_ristretto255_scalar scalar;

static void random_point(point *p, uint8_t enc[32]) {
    uint8_t h[64], want[32];
    tl_random(h, sizeof h);
    ecb_ristretto255_from_uniform_bytes(p, h);
    ecb_ristretto255_encode(enc, p);
    crypto_core_ristretto255_from_hash(want, h);
    CHECK_MEM(enc, want, 32);
}

static void random_scalar(scalar *s, uint8_t enc[32]) {
    uint8_t wide[64];
    tl_random(wide, sizeof wide);
    ecb_ristretto255_scalar_reduce64(s, wide);
    ecb_ristretto255_scalar_encode(enc, s);
    uint8_t want[32];
    crypto_core_ristretto255_scalar_reduce(want, wide);
    CHECK_MEM(enc, want, 32);
}

static void test_group_law(int rounds) {
    for (int i = 0; i < rounds; i++) {
        point a, b, r, d;
        uint8_t ae[32], be[32], want[32], got[32];
        random_point(&a, ae);
        random_point(&b, be);
        ecb_ristretto255_add(&r, &a, &b);
        ecb_ristretto255_encode(got, &r);
        CHECK(crypto_core_ristretto255_add(want, ae, be) == 0);
        CHECK_MEM(got, want, 32);
        ecb_ristretto255_sub(&r, &a, &b);
        ecb_ristretto255_encode(got, &r);
        CHECK(crypto_core_ristretto255_sub(want, ae, be) == 0);
        CHECK_MEM(got, want, 32);
        ecb_ristretto255_double(&r, &a);
        ecb_ristretto255_encode(got, &r);
        CHECK(crypto_core_ristretto255_add(want, ae, ae) == 0);
        CHECK_MEM(got, want, 32);
        /* -a + a = identity; a - b + b = a, with a non-trivial representative */
        ecb_ristretto255_negate(&r, &a);
        ecb_ristretto255_add(&r, &r, &a);
        CHECK(ecb_ristretto255_is_identity(&r));
        ecb_ristretto255_sub(&r, &a, &b);
        ecb_ristretto255_add(&r, &r, &b);
        CHECK(ecb_ristretto255_equal(&r, &a));
        CHECK(!ecb_ristretto255_equal(&r, &b));
        ecb_ristretto255_encode(got, &r);
        CHECK_MEM(got, ae, 32);
        /* round trip through bytes */
        CHECK(ecb_ristretto255_decode(&d, ae) == ECB_OK);
        CHECK(ecb_ristretto255_equal(&d, &a));
        ecb_ristretto255_encode(got, &d);
        CHECK_MEM(got, ae, 32);
    }
}

static void test_validity(int rounds) {
    int valid_seen = 0, bit255_seen = 0;
    for (int i = 0; i < rounds; i++) {
        uint8_t enc[32];
        point p;
        if (i % 4 == 0) {
            tl_random(enc, 32); /* mostly invalid */
        } else {
            point q;
            random_point(&q, enc);
            if (i % 4 == 2) { /* one bit flipped: usually invalid, sometimes not */
                uint8_t r[2];
                tl_random(r, 2);
                enc[r[0] % 32] ^= (uint8_t)(1u << (r[1] % 8));
            }
        }
        if (i % 8 == 3) enc[31] |= 0x80;
        const int has_bit255 = enc[31] >> 7;
        const ecb_status st = ecb_ristretto255_decode(&p, enc);
        const int sodium_ok = crypto_core_ristretto255_is_valid_point(enc);
        if (has_bit255) {
            CHECK(st == ECB_ERR_NON_CANONICAL); /* libsodium may accept: it ignores the bit */
            bit255_seen++;
            continue;
        }
        CHECK((st == ECB_OK) == (sodium_ok == 1));
        if (st == ECB_OK) {
            uint8_t again[32];
            valid_seen++;
            ecb_ristretto255_encode(again, &p);
            CHECK_MEM(again, enc, 32);
        } else {
            CHECK(ecb_ristretto255_is_identity(&p));
        }
    }
    CHECK(valid_seen > rounds / 3 && bit255_seen > rounds / 20);
}

static void test_scalar_mult(int rounds) {
    point B;
    ecb_ristretto255_base(&B);
    for (int i = 0; i < rounds; i++) {
        point p, r, r2;
        scalar k, b;
        uint8_t pe[32], ke[32], be[32], want[32], got[32], t[32];
        random_point(&p, pe);
        random_scalar(&k, ke);
        random_scalar(&b, be);
        if (i == 1) ecb_ristretto255_scalar_from_u64(&k, 0);
        ecb_ristretto255_scalar_encode(ke, &k);
        /* k P */
        ecb_ristretto255_scalar_mult(&r, &k, &p);
        ecb_ristretto255_encode(got, &r);
        const int rc = crypto_scalarmult_ristretto255(want, ke, pe);
        if (rc != 0) { /* identity result */
            CHECK(ecb_ristretto255_scalar_is_zero(&k));
            CHECK(sodium_is_zero(got, 32));
        } else {
            CHECK_MEM(got, want, 32);
        }
        /* k B, three ways */
        ecb_ristretto255_base_mult(&r, &k);
        ecb_ristretto255_encode(got, &r);
        if (crypto_scalarmult_ristretto255_base(want, ke) != 0) memset(want, 0, 32);
        CHECK_MEM(got, want, 32);
        ecb_ristretto255_scalar_mult(&r2, &k, &B);
        CHECK(ecb_ristretto255_equal(&r, &r2));
        /* k P + b B (variable time) against libsodium's pieces */
        ecb_ristretto255_double_scalar_mult_var(&r, &k, &p, &b);
        ecb_ristretto255_encode(got, &r);
        uint8_t kp[32], bb[32];
        if (crypto_scalarmult_ristretto255(kp, ke, pe) != 0) memset(kp, 0, 32);
        CHECK(crypto_scalarmult_ristretto255_base(bb, be) == 0);
        CHECK(crypto_core_ristretto255_add(t, kp, bb) == 0);
        CHECK_MEM(got, t, 32);
    }
}

static void test_scalars(int rounds) {
    for (int i = 0; i < rounds; i++) {
        scalar a, b, r;
        uint8_t ae[32], be[32], want[32], got[32];
        random_scalar(&a, ae);
        random_scalar(&b, be);
        ecb_ristretto255_scalar_mul(&r, &a, &b);
        ecb_ristretto255_scalar_encode(got, &r);
        crypto_core_ristretto255_scalar_mul(want, ae, be);
        CHECK_MEM(got, want, 32);
        ecb_ristretto255_scalar_add(&r, &a, &b);
        ecb_ristretto255_scalar_encode(got, &r);
        crypto_core_ristretto255_scalar_add(want, ae, be);
        CHECK_MEM(got, want, 32);
        ecb_ristretto255_scalar_sub(&r, &a, &b);
        ecb_ristretto255_scalar_encode(got, &r);
        crypto_core_ristretto255_scalar_sub(want, ae, be);
        CHECK_MEM(got, want, 32);
        ecb_ristretto255_scalar_neg(&r, &a);
        ecb_ristretto255_scalar_encode(got, &r);
        crypto_core_ristretto255_scalar_negate(want, ae);
        CHECK_MEM(got, want, 32);
        if (i % 10 == 0) {
            CHECK(ecb_ristretto255_scalar_invert(&r, &a) == ECB_OK);
            ecb_ristretto255_scalar_encode(got, &r);
            CHECK(crypto_core_ristretto255_scalar_invert(want, ae) == 0);
            CHECK_MEM(got, want, 32);
        }
    }
}

int main(void) {
    tl_init();
    test_group_law(1000);
    test_validity(4000);
    test_scalar_mult(400);
    test_scalars(1500);
    CHECK(tl_passed >= 10000);
    return tl_finish("test_group_ristretto255_sodium");
}
