/* Many points times one secret scalar (bte_smul, a server's partials) against the group's
 * constant-time endomorphism-split multiplication, in G1 and G2: random scalars and the edge
 * ones (0 is excluded by KeyGen but checked too, 1, 2, r - 1, |z| and its neighbours, |z|^2,
 * |z|^3, 2^64, 2^128, scalars with even and odd split digits), 1 to 150 points (partial
 * blocks), 1 and 3 threads. The edge scalars run on 5 and on 40 points: at level ifma batches
 * of 24 points or more run in eight lanes (bte_smul_x8_ifma_impl.h), fewer stay scalar. */
#include "testlib.h"

#include "bte/bte_smul.h"
#include "group/bls12/bls12_split.h"

#define T_SMUL(G)                                                                                  \
    static void G##_check(const uint64_t k[4], size_t n) {                                         \
        static G##_aff in[150], out[150];                                                          \
        G##_jac g, p, want, got;                                                                   \
        G##_generator(&g);                                                                         \
        for (size_t i = 0; i < n; i++) {                                                           \
            uint64_t r[4];                                                                         \
            tl_random(r, sizeof r);                                                                \
            r[3] &= 0x3fffffffffffffffULL;                                                         \
            G##_jac_mul_var(&p, &g, r);                                                            \
            G##_jac_to_aff(&in[i], &p);                                                            \
        }                                                                                          \
        for (unsigned th = 1; th <= 3; th += 2) {                                                  \
            bte_smul_##G##_mul(out, in, n, k, th);                                                 \
            for (size_t i = 0; i < n; i++) {                                                       \
                G##_jac_from_aff(&p, &in[i]);                                                      \
                G##_jac_mul(&want, &p, k);                                                         \
                G##_jac_from_aff(&got, &out[i]);                                                   \
                if (G##_aff_is_identity(&out[i])) G##_jac_identity(&got);                          \
                CHECK(G##_jac_equal(&got, &want));                                                 \
            }                                                                                      \
        }                                                                                          \
    }                                                                                              \
    static void G##_run(void) {                                                                    \
        const uint64_t z = BLS12_381_Z_ABS;                                                        \
        const unsigned __int128 z2 = (unsigned __int128)z * z;                                     \
        uint64_t edge[][4] = {                                                                     \
            {1, 0, 0, 0},                                                                          \
            {2, 0, 0, 0},                                                                          \
            {3, 0, 0, 0},                                                                          \
            {z - 1, 0, 0, 0},                                                                      \
            {z, 0, 0, 0},                                                                          \
            {z + 1, 0, 0, 0},                                                                      \
            {(uint64_t)z2, (uint64_t)(z2 >> 64), 0, 0},                                            \
            {(uint64_t)z2 - 1, (uint64_t)(z2 >> 64), 0, 0},                                        \
            {0, 1, 0, 0},                                                                          \
            {0, 0, 1, 0},                                                                          \
            {0xffffffff00000000ULL, 0x53bda402fffe5bfeULL, 0x3339d80809a1d805ULL,                  \
             0x73eda753299d7d48ULL}, /* r - 1 */                                                   \
        };                                                                                         \
        for (size_t e = 0; e < sizeof edge / sizeof edge[0]; e++)                                  \
            G##_check(edge[e], 5), G##_check(edge[e], 40);                                         \
        /* scalars whose four base-|z| digits are all even, then all odd */                        \
        uint64_t d[4], k[4];                                                                       \
        for (int parity = 0; parity < 2; parity++) {                                               \
            /* k = sum d_i z^i with chosen parities, built by Horner in 4 limbs */                 \
            uint64_t acc[5] = {0, 0, 0, 0, 0};                                                     \
            for (int i = 3; i >= 0; i--) {                                                         \
                unsigned __int128 c = 0;                                                           \
                for (int l = 0; l < 5; l++) {                                                      \
                    c += (unsigned __int128)acc[l] * z;                                            \
                    acc[l] = (uint64_t)c;                                                          \
                    c >>= 64;                                                                      \
                }                                                                                  \
                uint64_t di = 0x123456789abcdef0ULL + (uint64_t)i * 1000003ULL;                    \
                di = (di & ~(uint64_t)1) | (uint64_t)parity;                                       \
                c = (unsigned __int128)acc[0] + di;                                                \
                acc[0] = (uint64_t)c;                                                              \
                for (int l = 1; l < 5 && (c >> 64); l++) {                                         \
                    c = (unsigned __int128)acc[l] + 1;                                             \
                    acc[l] = (uint64_t)c;                                                          \
                }                                                                                  \
            }                                                                                      \
            memcpy(k, acc, sizeof k); /* < z^4 and < r for these digits */                         \
            bls12_base_digits(d, k, z);                                                            \
            for (int i = 0; i < 4; i++)                                                            \
                CHECK((d[i] & 1) == (uint64_t)parity);                                             \
            G##_check(k, 7);                                                                       \
        }                                                                                          \
        static const size_t sizes[] = {1, 2, 23, 24, 25, 63, 64, 65, 150};                         \
        for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {                              \
            tl_random(k, sizeof k);                                                                \
            k[3] &= 0x3fffffffffffffffULL;                                                         \
            G##_check(k, sizes[s]);                                                                \
        }                                                                                          \
    }

T_SMUL(g1_381)
T_SMUL(g2_381)

int main(void) {
    tl_init();
    g1_381_run();
    g2_381_run();
    return tl_finish("test_bte_smul");
}
