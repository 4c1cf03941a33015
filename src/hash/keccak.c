/* Keccak-f[1600], FIPS 202 §3.3: 24 rounds of theta, rho, pi, chi, iota on 25 lanes held in
 * local variables (lane (x, y) is a<5y+x>, two digits). Rounds alternate between the lane
 * sets a and e, so each output row can be written as soon as its inputs are ready: for each
 * row y of the output, pi (§3.2.3) gathers the five lanes (x', y') with y = 2x' + 3y' mod 5
 * and x = y', each XORed with theta's d[x'] (§3.2.1) and rotated by rho's r[x'][y'] (§3.2.2,
 * Table 2); chi (§3.2.4) then mixes them along the row, and iota (§3.2.5) touches lane 0. */
#include "hash/keccak.h"

#include "hash/hash_bytes.h"
#include "hash/target_clones.h"

/* Iota's round constants RC[i] (FIPS 202 §3.2.5, Algorithm 5 expanded). */
static const uint64_t keccak_rc[24] = {
    0x0000000000000001ULL, 0x0000000000008082ULL, 0x800000000000808aULL, 0x8000000080008000ULL,
    0x000000000000808bULL, 0x0000000080000001ULL, 0x8000000080008081ULL, 0x8000000000008009ULL,
    0x000000000000008aULL, 0x0000000000000088ULL, 0x0000000080008009ULL, 0x000000008000000aULL,
    0x000000008000808bULL, 0x800000000000008bULL, 0x8000000000008089ULL, 0x8000000000008003ULL,
    0x8000000000008002ULL, 0x8000000000000080ULL, 0x000000000000800aULL, 0x800000008000000aULL,
    0x8000000080008081ULL, 0x8000000000008080ULL, 0x0000000080000001ULL, 0x8000000080008008ULL,
};

/* Rotation that is defined for n = 0 too (rho leaves lane (0, 0) unrotated). */
#define ROTL64(x, n) (((x) << (n)) | ((x) >> ((64 - (n)) & 63)))

/* theta's column parities c[x] and d[x] = c[x-1] ^ rot(c[x+1], 1), from lane set A. */
#define KECCAK_THETA(A)                                                                            \
    do {                                                                                           \
        c0 = A##00 ^ A##05 ^ A##10 ^ A##15 ^ A##20;                                                \
        c1 = A##01 ^ A##06 ^ A##11 ^ A##16 ^ A##21;                                                \
        c2 = A##02 ^ A##07 ^ A##12 ^ A##17 ^ A##22;                                                \
        c3 = A##03 ^ A##08 ^ A##13 ^ A##18 ^ A##23;                                                \
        c4 = A##04 ^ A##09 ^ A##14 ^ A##19 ^ A##24;                                                \
        d0 = c4 ^ ROTL64(c1, 1);                                                                   \
        d1 = c0 ^ ROTL64(c2, 1);                                                                   \
        d2 = c1 ^ ROTL64(c3, 1);                                                                   \
        d3 = c2 ^ ROTL64(c4, 1);                                                                   \
        d4 = c3 ^ ROTL64(c0, 1);                                                                   \
    } while (0)

/* One output row: lanes s_i ^ d_i rotated by r_i (theta, rho, pi), then chi into e0..e4. */
#define KECCAK_ROW(e0, e1, e2, e3, e4, s0, d0, r0, s1, d1, r1, s2, d2, r2, s3, d3, r3, s4, d4, r4) \
    do {                                                                                           \
        b0 = ROTL64(s0 ^ d0, r0);                                                                  \
        b1 = ROTL64(s1 ^ d1, r1);                                                                  \
        b2 = ROTL64(s2 ^ d2, r2);                                                                  \
        b3 = ROTL64(s3 ^ d3, r3);                                                                  \
        b4 = ROTL64(s4 ^ d4, r4);                                                                  \
        e0 = b0 ^ (~b1 & b2);                                                                      \
        e1 = b1 ^ (~b2 & b3);                                                                      \
        e2 = b2 ^ (~b3 & b4);                                                                      \
        e3 = b3 ^ (~b4 & b0);                                                                      \
        e4 = b4 ^ (~b0 & b1);                                                                      \
    } while (0)

/* Round number i from lane set A into lane set E. */
#define KECCAK_ROUND(A, E, i)                                                                      \
    do {                                                                                           \
        KECCAK_THETA(A);                                                                           \
        KECCAK_ROW(E##00, E##01, E##02, E##03, E##04, A##00, d0, 0, A##06, d1, 44, A##12, d2, 43,  \
                   A##18, d3, 21, A##24, d4, 14);                                                  \
        KECCAK_ROW(E##05, E##06, E##07, E##08, E##09, A##03, d3, 28, A##09, d4, 20, A##10, d0, 3,  \
                   A##16, d1, 45, A##22, d2, 61);                                                  \
        KECCAK_ROW(E##10, E##11, E##12, E##13, E##14, A##01, d1, 1, A##07, d2, 6, A##13, d3, 25,   \
                   A##19, d4, 8, A##20, d0, 18);                                                   \
        KECCAK_ROW(E##15, E##16, E##17, E##18, E##19, A##04, d4, 27, A##05, d0, 36, A##11, d1, 10, \
                   A##17, d2, 15, A##23, d3, 56);                                                  \
        KECCAK_ROW(E##20, E##21, E##22, E##23, E##24, A##02, d2, 62, A##08, d3, 55, A##14, d4, 39, \
                   A##15, d0, 41, A##21, d1, 2);                                                   \
        E##00 ^= keccak_rc[i];                                                                     \
    } while (0)

/* BMI1's and-not instruction does chi's ~b & c in one step. */
ECB_TARGET_CLONES("bmi")
void ecb_keccak_f1600(uint64_t state[25]) {
    uint64_t a00 = state[0], a01 = state[1], a02 = state[2], a03 = state[3], a04 = state[4];
    uint64_t a05 = state[5], a06 = state[6], a07 = state[7], a08 = state[8], a09 = state[9];
    uint64_t a10 = state[10], a11 = state[11], a12 = state[12], a13 = state[13], a14 = state[14];
    uint64_t a15 = state[15], a16 = state[16], a17 = state[17], a18 = state[18], a19 = state[19];
    uint64_t a20 = state[20], a21 = state[21], a22 = state[22], a23 = state[23], a24 = state[24];
    uint64_t e00, e01, e02, e03, e04, e05, e06, e07, e08, e09, e10, e11, e12, e13, e14;
    uint64_t e15, e16, e17, e18, e19, e20, e21, e22, e23, e24;
    uint64_t b0, b1, b2, b3, b4, c0, c1, c2, c3, c4, d0, d1, d2, d3, d4;

    for (int round = 0; round < 24; round += 2) {
        KECCAK_ROUND(a, e, round);
        KECCAK_ROUND(e, a, round + 1);
    }

    state[0] = a00, state[1] = a01, state[2] = a02, state[3] = a03, state[4] = a04;
    state[5] = a05, state[6] = a06, state[7] = a07, state[8] = a08, state[9] = a09;
    state[10] = a10, state[11] = a11, state[12] = a12, state[13] = a13, state[14] = a14;
    state[15] = a15, state[16] = a16, state[17] = a17, state[18] = a18, state[19] = a19;
    state[20] = a20, state[21] = a21, state[22] = a22, state[23] = a23, state[24] = a24;
}

/* Byte access: whole lanes where the offset is lane aligned, single bytes at the edges. */

void ecb_keccak_xor_bytes(uint64_t state[25], size_t offset, const uint8_t *in, size_t len) {
    for (; len > 0 && (offset & 7) != 0; len--, offset++, in++)
        state[offset >> 3] ^= (uint64_t)*in << (8 * (offset & 7));
    for (; len >= 8; len -= 8, offset += 8, in += 8)
        state[offset >> 3] ^= hash_load64_le(in);
    for (; len > 0; len--, offset++, in++)
        state[offset >> 3] ^= (uint64_t)*in << (8 * (offset & 7));
}

void ecb_keccak_extract_bytes(const uint64_t state[25], size_t offset, uint8_t *out, size_t len) {
    for (; len > 0 && (offset & 7) != 0; len--, offset++, out++)
        *out = (uint8_t)(state[offset >> 3] >> (8 * (offset & 7)));
    for (; len >= 8; len -= 8, offset += 8, out += 8)
        hash_store64_le(out, state[offset >> 3]);
    for (; len > 0; len--, offset++, out++)
        *out = (uint8_t)(state[offset >> 3] >> (8 * (offset & 7)));
}

void ecb_keccak_clear_bytes(uint64_t state[25], size_t offset, size_t len) {
    for (; len > 0 && (offset & 7) != 0; len--, offset++)
        state[offset >> 3] &= ~((uint64_t)0xff << (8 * (offset & 7)));
    for (; len >= 8; len -= 8, offset += 8)
        state[offset >> 3] = 0;
    for (; len > 0; len--, offset++)
        state[offset >> 3] &= ~((uint64_t)0xff << (8 * (offset & 7)));
}
