/* Wide reduction of 64 bytes mod the group order r, big- and little-endian
 * (ecb_bls12_381_scalar_reduce64 / _reduce64_le, the same for BLS12-377), against a
 * bit-by-bit long division (bigref.h) of the 512-bit integer the bytes spell in each order:
 * 0, 1, r - 1, r, r + 1, 2^256 - 1, 2^256, 2^256 r, 2^256 r + r - 1, r^2 - 1 .. r^2 + 1,
 * 2^512 - 1, single bytes at every position (the byte order shows: a byte at position i
 * weighs 256^i little-endian, 256^(63 - i) big-endian), and random inputs. Results are
 * compared as the scalars' own little-endian encodings (ecb_*_scalar_encode_le), which must be
 * the reference's bytes. (test_group_bls12_decode_affine checks the little-endian calls against the
 * big-endian ones on reversed input.) */
#include "testlib.h"

#include "bigref.h"
#include "ecbatch.h"

static const uint64_t r381[4] = {0xffffffff00000001ULL, 0x53bda402fffe5bfeULL,
                                 0x3339d80809a1d805ULL, 0x73eda753299d7d48ULL};
static const uint64_t r377[4] = {0x0a11800000000001ULL, 0x59aa76fed0000001ULL,
                                 0x60b44d1e5c37b001ULL, 0x12ab655e9a2ca556ULL};

/* 64 bytes of the 512-bit x (8 limbs), little- or big-endian */
static void to_bytes(uint8_t out[64], const uint64_t x[8], int big_endian) {
    for (int i = 0; i < 64; i++) {
        uint8_t b = (uint8_t)(x[i / 8] >> (8 * (i % 8)));
        out[big_endian ? 63 - i : i] = b;
    }
}

/* the reference: x mod r as 32 little-endian bytes */
static void reference(uint8_t out[32], const uint64_t x[8], const uint64_t r[4]) {
    uint64_t m[4];
    ref_mod(m, x, 8, r, 4);
    for (int i = 0; i < 32; i++)
        out[i] = (uint8_t)(m[i / 8] >> (8 * (i % 8)));
}

/* every reduction of x in both byte orders and both curves against the reference */
static void check(const uint64_t x[8]) {
    uint8_t le[64], be[64], want[32], got[32];
    to_bytes(le, x, 0);
    to_bytes(be, x, 1);
    ecb_bls12_381_scalar a;
    reference(want, x, r381);
    ecb_bls12_381_scalar_reduce64_le(&a, le);
    ecb_bls12_381_scalar_encode_le(got, &a);
    CHECK_MEM(got, want, 32);
    ecb_bls12_381_scalar_reduce64(&a, be);
    ecb_bls12_381_scalar_encode_le(got, &a);
    CHECK_MEM(got, want, 32);
    ecb_bls12_377_scalar c;
    reference(want, x, r377);
    ecb_bls12_377_scalar_reduce64_le(&c, le);
    ecb_bls12_377_scalar_encode_le(got, &c);
    CHECK_MEM(got, want, 32);
    ecb_bls12_377_scalar_reduce64(&c, be);
    ecb_bls12_377_scalar_encode_le(got, &c);
    CHECK_MEM(got, want, 32);
}

/* x = hi 2^256 + lo + add (add < 2^64, carried) */
static void wide(uint64_t x[8], const uint64_t hi[4], const uint64_t lo[4], uint64_t add) {
    unsigned __int128 c = add;
    for (int i = 0; i < 4; i++) {
        c += lo[i];
        x[i] = (uint64_t)c;
        c >>= 64;
    }
    for (int i = 0; i < 4; i++) {
        c += hi[i];
        x[4 + i] = (uint64_t)c;
        c >>= 64;
    }
}

static void edges(const uint64_t r[4]) {
    static const uint64_t zero[4] = {0}, ones[4] = {~0ull, ~0ull, ~0ull, ~0ull};
    uint64_t x[8], rm1[4], r2[8];
    memcpy(rm1, r, sizeof rm1);
    rm1[0]--; /* r is odd */
    for (uint64_t add = 0; add < 3; add++) {
        wide(x, zero, zero, add); /* 0, 1, 2 */
        check(x);
        wide(x, zero, rm1, add); /* r - 1, r, r + 1 */
        check(x);
        wide(x, r, rm1, add); /* 2^256 r + r - 1 .. */
        check(x);
    }
    wide(x, zero, ones, 0); /* 2^256 - 1 */
    check(x);
    wide(x, zero, ones, 1); /* 2^256 */
    check(x);
    wide(x, r, zero, 0); /* 2^256 r */
    check(x);
    wide(x, ones, ones, 0); /* 2^512 - 1 */
    check(x);
    ref_mul(r2, r, r, 4); /* r^2 - 1, r^2, r^2 + 1 */
    for (int d = -1; d <= 1; d++) {
        memcpy(x, r2, sizeof x);
        if (d < 0) ref_sub_inplace(x, (const uint64_t[8]){1}, 8);
        if (d > 0) wide(x, r2 + 4, r2, 1);
        check(x);
    }
}

int main(void) {
    tl_init();
    edges(r381);
    edges(r377);
    /* one byte 0xa5 at each position */
    for (int i = 0; i < 64; i++) {
        uint64_t x[8] = {0};
        x[i / 8] = (uint64_t)0xa5 << (8 * (i % 8));
        check(x);
    }
    for (int i = 0; i < 200; i++) {
        uint64_t x[8];
        tl_random(x, sizeof x);
        check(x);
    }
    return tl_finish("test_group_scalar_wide");
}
