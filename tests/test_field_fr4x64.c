/* The 4x64 scalar fields fr381, fr377 and fr254 (BN254) against the slow big-integer
 * reference: products, sums, canonical decoding (rejecting r, r + 1, 2^256 - 1), wide reduction
 * of 64 bytes, inversion (constant and variable time, batch). */
#include "testlib.h"

#include "bigref.h"
#include "field/bls12/fr377.h"
#include "field/bls12/fr381.h"
#include "field/bn254/fr254.h"

#define TPASTE2(a, b) a##_##b
#define TPASTE(a, b) TPASTE2(a, b)

static void be_bytes(uint8_t *out, const uint64_t *x, int n) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < 8; j++)
            out[(n - 1 - i) * 8 + j] = (uint8_t)(x[i] >> (56 - 8 * j));
}

#define FR_TESTS(F, ...)                                                                           \
    static void TPASTE(F, run)(void) {                                                             \
        static const uint64_t m[4] = __VA_ARGS__;                                                  \
        uint64_t a[4], b[4], want[4], got[4], zero[4] = {0};                                       \
        uint8_t buf[32], out[32], wide[64];                                                        \
        F ea, eb, er, one;                                                                         \
        TPASTE(F, one)(&one);                                                                      \
        for (int i = 0; i < 400; i++) {                                                            \
            do {                                                                                   \
                tl_random(a, 32);                                                                  \
            } while (ref_geq(a, m, 4));                                                            \
            do {                                                                                   \
                tl_random(b, 32);                                                                  \
            } while (ref_geq(b, m, 4));                                                            \
            if (i == 0) memset(a, 0, 32);                                                          \
            if (i == 1) memcpy(a, m, 32), a[0] -= 1;                                               \
            if (i == 2) memcpy(b, m, 32), b[0] -= 1;                                               \
            if (i == 3) memset(b, 0, 32), b[0] = 1;                                                \
            be_bytes(buf, a, 4);                                                                   \
            CHECK(TPASTE(F, decode)(&ea, buf) == ECB_OK);                                          \
            TPASTE(F, encode)(out, &ea);                                                           \
            CHECK_MEM(out, buf, 32);                                                               \
            TPASTE(F, to_mont)(&eb, b);                                                            \
            TPASTE(F, mul)(&er, &ea, &eb);                                                         \
            TPASTE(F, from_mont)(got, &er);                                                        \
            ref_mulmod(want, a, b, m, 4);                                                          \
            CHECK_MEM(got, want, 32);                                                              \
            TPASTE(F, sqr)(&er, &ea);                                                              \
            TPASTE(F, from_mont)(got, &er);                                                        \
            ref_mulmod(want, a, a, m, 4);                                                          \
            CHECK_MEM(got, want, 32);                                                              \
            TPASTE(F, add)(&er, &ea, &eb);                                                         \
            TPASTE(F, from_mont)(got, &er);                                                        \
            ref_addmod(want, a, b, m, 4);                                                          \
            CHECK_MEM(got, want, 32);                                                              \
            TPASTE(F, sub)(&er, &er, &eb);                                                         \
            CHECK(TPASTE(F, equal)(&er, &ea));                                                     \
            TPASTE(F, neg)(&er, &ea);                                                              \
            TPASTE(F, add)(&er, &er, &ea);                                                         \
            CHECK(TPASTE(F, is_zero)(&er));                                                        \
            TPASTE(F, inv)(&er, &ea);                                                              \
            TPASTE(F, inv_var)(&eb, &ea);                                                          \
            CHECK(TPASTE(F, equal)(&er, &eb));                                                     \
            TPASTE(F, mul)(&er, &er, &ea);                                                         \
            CHECK(TPASTE(F, equal)(&er, &one) == !TPASTE(F, is_zero)(&ea));                        \
            /* wide reduction against the reference */                                             \
            uint64_t w[8];                                                                         \
            tl_random(w, 64);                                                                      \
            if (i == 4) memset(w, 0xff, 64);                                                       \
            be_bytes(wide, w, 8);                                                                  \
            TPASTE(F, reduce_wide)(&er, wide);                                                     \
            TPASTE(F, from_mont)(got, &er);                                                        \
            ref_mod(want, w, 8, m, 4);                                                             \
            CHECK_MEM(got, want, 32);                                                              \
        }                                                                                          \
        /* non-canonical scalars: r, r + 1, 2^256 - 1 */                                           \
        memcpy(a, m, 32);                                                                          \
        be_bytes(buf, a, 4);                                                                       \
        CHECK(TPASTE(F, decode)(&ea, buf) == ECB_ERR_SCALAR_OUT_OF_RANGE);                         \
        CHECK(TPASTE(F, is_zero)(&ea));                                                            \
        a[0] += 1;                                                                                 \
        be_bytes(buf, a, 4);                                                                       \
        CHECK(TPASTE(F, decode)(&ea, buf) == ECB_ERR_SCALAR_OUT_OF_RANGE);                         \
        memset(buf, 0xff, 32);                                                                     \
        CHECK(TPASTE(F, decode)(&ea, buf) == ECB_ERR_SCALAR_OUT_OF_RANGE);                         \
        /* batch inversion with zeros, in place */                                                 \
        F in[9], res[9], scratch[9];                                                               \
        for (int i = 0; i < 9; i++)                                                                \
            TPASTE(F, from_u64)(&in[i], (uint64_t)(i % 4) * 77777);                                \
        TPASTE(F, batch_inv)(res, in, 9, scratch);                                                 \
        for (int i = 0; i < 9; i++) {                                                              \
            TPASTE(F, inv)(&er, &in[i]);                                                           \
            CHECK(TPASTE(F, equal)(&er, &res[i]));                                                 \
        }                                                                                          \
        TPASTE(F, batch_inv)(in, in, 9, scratch);                                                  \
        for (int i = 0; i < 9; i++)                                                                \
            CHECK(TPASTE(F, equal)(&in[i], &res[i]));                                              \
        (void)zero;                                                                                \
    }

FR_TESTS(fr381, {0xffffffff00000001ULL, 0x53bda402fffe5bfeULL, 0x3339d80809a1d805ULL,
                 0x73eda753299d7d48ULL})
FR_TESTS(fr377, {0x0a11800000000001ULL, 0x59aa76fed0000001ULL, 0x60b44d1e5c37b001ULL,
                 0x12ab655e9a2ca556ULL})

FR_TESTS(fr254, {0x43e1f593f0000001ULL, 0x2833e84879b97091ULL, 0xb85045b68181585dULL,
                 0x30644e72e131a029ULL})

int main(void) {
    tl_init();
    fr381_run();
    fr377_run();
    fr254_run();
    return tl_finish("test_field_fr4x64");
}
