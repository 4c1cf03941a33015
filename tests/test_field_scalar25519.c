/* Scalars mod l: decoding limits, reduce64 edge values, the ring operations and inversion
 * against libsodium's crypto_core_ristretto255_scalar_*, batch inversion (sizes, aliasing,
 * zero inputs), and the signed radix-16 / wNAF recodings reconstructed exactly. */
#include "ecbatch/ristretto255.h"
#include "field/ristretto255/scalar25519.h"
#include "testlib.h"

typedef ecb_ristretto255_scalar scalar;

static const char *L_HEX = "edd3f55c1a631258d69cf7a2def9de1400000000000000000000000000000010";

static void random_scalar(scalar *s, uint8_t enc[32]) {
    uint8_t wide[64];
    tl_random(wide, sizeof wide);
    ecb_ristretto255_scalar_reduce64(s, wide);
    ecb_ristretto255_scalar_encode(enc, s);
}

/* little-endian 32-byte value v plus a small signed delta (no wrap for the values used) */
static void add_small(uint8_t out[32], const uint8_t v[32], int delta) {
    int carry = delta;
    for (int i = 0; i < 32; i++) {
        int x = v[i] + carry;
        carry = x >> 8; /* arithmetic shift: -1 on borrow */
        out[i] = (uint8_t)x;
    }
}

static void test_decode(void) {
    uint8_t l[32], b[32], out[32];
    scalar s;
    CHECK(tl_hex_to_bytes(l, 32, L_HEX) == 0);
    /* l - 1: the largest canonical scalar */
    add_small(b, l, -1);
    CHECK(ecb_ristretto255_scalar_decode(&s, b) == ECB_OK);
    ecb_ristretto255_scalar_encode(out, &s);
    CHECK_MEM(out, b, 32);
    /* l, l + 1, 2^256 - 1, 2^255: rejected, output zero */
    const int deltas[2] = {0, 1};
    for (int i = 0; i < 2; i++) {
        add_small(b, l, deltas[i]);
        s.v[0] = 99;
        CHECK(ecb_ristretto255_scalar_decode(&s, b) == ECB_ERR_SCALAR_OUT_OF_RANGE);
        CHECK(ecb_ristretto255_scalar_is_zero(&s));
    }
    memset(b, 0xff, 32);
    CHECK(ecb_ristretto255_scalar_decode(&s, b) == ECB_ERR_SCALAR_OUT_OF_RANGE);
    memset(b, 0, 32);
    b[31] = 0x80;
    CHECK(ecb_ristretto255_scalar_decode(&s, b) == ECB_ERR_SCALAR_OUT_OF_RANGE);
    /* zero, and random canonical values round-trip; libsodium's reduce agrees they are < l */
    memset(b, 0, 32);
    CHECK(ecb_ristretto255_scalar_decode(&s, b) == ECB_OK && ecb_ristretto255_scalar_is_zero(&s));
    for (int i = 0; i < 500; i++) {
        uint8_t r[32], wide[64] = {0};
        tl_random(r, 32);
        r[31] &= 0x1f;
        memcpy(wide, r, 32);
        crypto_core_ristretto255_scalar_reduce(out, wide);
        const int canonical = memcmp(out, r, 32) == 0;
        const ecb_status st = ecb_ristretto255_scalar_decode(&s, r);
        CHECK(st == (canonical ? ECB_OK : ECB_ERR_SCALAR_OUT_OF_RANGE));
    }
}

static void test_reduce64(void) {
    uint8_t in[64], want[32], got[32], l[32];
    scalar s;
    CHECK(tl_hex_to_bytes(l, 32, L_HEX) == 0);
    /* edge inputs: 0, 2^512 - 1, l, l - 1, l + 1, l^2-ish, 2^252, 2^256, 2^511, 2^504 - 1 */
    uint8_t edges[12][64];
    memset(edges, 0, sizeof edges);
    memset(edges[1], 0xff, 64);
    memcpy(edges[2], l, 32);
    add_small(edges[3], l, -1);
    add_small(edges[4], l, 1);
    memset(edges[5], 0xff, 63);
    edges[6][31] = 0x10;
    edges[7][32] = 1;
    edges[8][63] = 0x80;
    memset(edges[9], 0xff, 32);
    memcpy(edges[10] + 32, l, 32); /* l 2^256 = 0 */
    memcpy(edges[11] + 31, l, 32); /* l 2^248 = 0 */
    for (int i = 0; i < 12; i++) {
        ecb_ristretto255_scalar_reduce64(&s, edges[i]);
        ecb_ristretto255_scalar_encode(got, &s);
        crypto_core_ristretto255_scalar_reduce(want, edges[i]);
        CHECK_MEM(got, want, 32);
    }
    ecb_ristretto255_scalar_reduce64(&s, edges[2]);
    CHECK(ecb_ristretto255_scalar_is_zero(&s));
    ecb_ristretto255_scalar_reduce64(&s, edges[10]);
    CHECK(ecb_ristretto255_scalar_is_zero(&s));
    ecb_ristretto255_scalar_reduce64(&s, edges[4]);
    CHECK(s.v[0] == 1 && s.v[1] == 0 && s.v[2] == 0 && s.v[3] == 0);
    for (int i = 0; i < 3000; i++) {
        tl_random(in, 64);
        if (i % 3 == 1) memset(in + 32, 0xff, 32); /* large high halves */
        ecb_ristretto255_scalar_reduce64(&s, in);
        ecb_ristretto255_scalar_encode(got, &s);
        crypto_core_ristretto255_scalar_reduce(want, in);
        CHECK_MEM(got, want, 32);
    }
}

static void test_ring_ops(void) {
    for (int i = 0; i < 3000; i++) {
        scalar a, b, r;
        uint8_t ae[32], be[32], want[32], got[32];
        random_scalar(&a, ae);
        random_scalar(&b, be);
        if (i == 0) { /* l - 1 twice: the largest operands */
            uint8_t l[32];
            tl_hex_to_bytes(l, 32, L_HEX);
            add_small(ae, l, -1);
            memcpy(be, ae, 32);
            CHECK(ecb_ristretto255_scalar_decode(&a, ae) == ECB_OK);
            b = a;
        }
        ecb_ristretto255_scalar_mul(&r, &a, &b);
        ecb_ristretto255_scalar_encode(got, &r);
        crypto_core_ristretto255_scalar_mul(want, ae, be);
        CHECK_MEM(got, want, 32);
        ecb_ristretto255_scalar_sqr(&r, &a);
        ecb_ristretto255_scalar_encode(got, &r);
        crypto_core_ristretto255_scalar_mul(want, ae, ae);
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
        CHECK(ecb_ristretto255_scalar_equal(&a, &a) == 1);
        CHECK(ecb_ristretto255_scalar_equal(&a, &b) == (i == 0));
    }
    scalar z, one, r;
    ecb_ristretto255_scalar_from_u64(&z, 0);
    ecb_ristretto255_scalar_from_u64(&one, 1);
    ecb_ristretto255_scalar_neg(&r, &z);
    CHECK(ecb_ristretto255_scalar_is_zero(&r));
    CHECK(ecb_ristretto255_scalar_is_zero(&z) && !ecb_ristretto255_scalar_is_zero(&one));
    ecb_ristretto255_scalar_neg(&r, &one); /* l - 1 */
    ecb_ristretto255_scalar_add(&r, &r, &one);
    CHECK(ecb_ristretto255_scalar_is_zero(&r));
    /* a scalar differing only in the top limb is not equal */
    scalar t = one;
    t.v[3] = 1;
    CHECK(ecb_ristretto255_scalar_equal(&t, &one) == 0);
}

static void test_invert(void) {
    scalar a, r, p, one;
    uint8_t ae[32], want[32], got[32];
    ecb_ristretto255_scalar_from_u64(&one, 1);
    for (int i = 0; i < 300; i++) {
        random_scalar(&a, ae);
        CHECK(ecb_ristretto255_scalar_invert(&r, &a) == ECB_OK);
        ecb_ristretto255_scalar_encode(got, &r);
        CHECK(crypto_core_ristretto255_scalar_invert(want, ae) == 0);
        CHECK_MEM(got, want, 32);
        ecb_ristretto255_scalar_mul(&p, &r, &a);
        CHECK(ecb_ristretto255_scalar_equal(&p, &one));
    }
    /* 1, l - 1 (= -1) are their own inverses; 0 has none */
    CHECK(ecb_ristretto255_scalar_invert(&r, &one) == ECB_OK &&
          ecb_ristretto255_scalar_equal(&r, &one));
    ecb_ristretto255_scalar_neg(&a, &one);
    CHECK(ecb_ristretto255_scalar_invert(&r, &a) == ECB_OK &&
          ecb_ristretto255_scalar_equal(&r, &a));
    ecb_ristretto255_scalar_from_u64(&a, 0);
    r = one;
    CHECK(ecb_ristretto255_scalar_invert(&r, &a) == ECB_ERR_ZERO);
    CHECK(ecb_ristretto255_scalar_is_zero(&r));
}

static void test_batch_invert(void) {
    enum { N = 37 };
    scalar in[N], out[N], scratch[N], single, copy[N];
    uint8_t e[32];
    for (int i = 0; i < N; i++)
        random_scalar(&in[i], e);
    const size_t sizes[4] = {0, 1, 2, N};
    for (int k = 0; k < 4; k++) {
        const size_t n = sizes[k];
        memset(out, 0, sizeof out);
        CHECK(ecb_ristretto255_scalar_batch_invert(out, in, n, scratch) == ECB_OK);
        for (size_t i = 0; i < n; i++) {
            ecb_ristretto255_scalar_invert(&single, &in[i]);
            CHECK(ecb_ristretto255_scalar_equal(&out[i], &single));
        }
        for (size_t i = n; i < N; i++)
            CHECK(ecb_ristretto255_scalar_is_zero(&out[i]));
    }
    /* in place */
    memcpy(copy, in, sizeof in);
    CHECK(ecb_ristretto255_scalar_batch_invert(copy, copy, N, scratch) == ECB_OK);
    for (int i = 0; i < N; i++)
        CHECK(ecb_ristretto255_scalar_equal(&copy[i], &out[i]));
    /* a zero anywhere is reported */
    const int zero_at[3] = {0, N / 2, N - 1};
    for (int k = 0; k < 3; k++) {
        memcpy(copy, in, sizeof in);
        ecb_ristretto255_scalar_from_u64(&copy[zero_at[k]], 0);
        CHECK(ecb_ristretto255_scalar_batch_invert(out, copy, N, scratch) == ECB_ERR_ZERO);
    }
}

/* value of sum d[i] 2^(shift i) as a scalar, by Horner with scalar arithmetic */
static void horner(scalar *r, const int8_t *d, int count, unsigned shift) {
    scalar base, digit, t;
    ecb_ristretto255_scalar_from_u64(&base, (uint64_t)1 << shift);
    ecb_ristretto255_scalar_from_u64(r, 0);
    for (int i = count - 1; i >= 0; i--) {
        ecb_ristretto255_scalar_mul(r, r, &base);
        ecb_ristretto255_scalar_from_u64(&t, (uint64_t)(d[i] < 0 ? -d[i] : d[i]));
        if (d[i] < 0)
            ecb_ristretto255_scalar_neg(&digit, &t);
        else
            digit = t;
        ecb_ristretto255_scalar_add(r, r, &digit);
    }
}

static void test_recodings(void) {
    scalar s, r;
    uint8_t e[32];
    for (int i = 0; i < 300; i++) {
        random_scalar(&s, e);
        if (i == 0) ecb_ristretto255_scalar_from_u64(&s, 0);
        if (i == 1) {
            scalar one;
            ecb_ristretto255_scalar_from_u64(&one, 1);
            ecb_ristretto255_scalar_neg(&s, &one); /* l - 1 */
        }
        if (i == 2) {
            s.v[0] = s.v[1] = s.v[2] = ~(uint64_t)0; /* 2^252 - 1 < l */
            s.v[3] = 0x0fffffffffffffffull;
        }
        int8_t d[64];
        sc25519_signed_radix16(d, &s);
        int in_range = 1;
        for (int k = 0; k < 64; k++)
            in_range &= d[k] >= -8 && d[k] < 8;
        CHECK(in_range);
        horner(&r, d, 64, 4);
        CHECK(ecb_ristretto255_scalar_equal(&r, &s));
        const unsigned widths[3] = {2, 5, 8};
        for (int w = 0; w < 3; w++) {
            int8_t naf[256];
            const int top = sc25519_wnaf_var(naf, &s, widths[w]);
            int ok = 1, last = -1000, highest = -1;
            for (int k = 0; k < 256; k++) {
                if (naf[k] == 0) continue;
                ok &= (naf[k] & 1) && naf[k] < (1 << (widths[w] - 1)) &&
                      naf[k] > -(1 << (widths[w] - 1));
                ok &= k - last >= (int)widths[w];
                last = highest = k;
            }
            CHECK(ok);
            CHECK(top == highest);
            horner(&r, naf, 256, 1);
            CHECK(ecb_ristretto255_scalar_equal(&r, &s));
        }
    }
}

int main(void) {
    tl_init();
    test_decode();
    test_reduce64();
    test_ring_ops();
    test_invert();
    test_batch_invert();
    test_recodings();
    return tl_finish("test_field_scalar25519");
}
