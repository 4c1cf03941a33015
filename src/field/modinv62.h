/* Constant-time and variable-time modular inversion by Bernstein–Yang "safegcd" divsteps
 * (D. J. Bernstein, B.-Y. Yang, "Fast constant-time gcd computation and modular inversion",
 * TCHES 2019), in batches of 62 divsteps on signed 62-bit limbs, for odd moduli of up to
 * 7 * 62 - 1 bits. One module serves every field and scalar field of the library.
 *
 * Numbers are held as `limbs` signed 62-bit limbs: limbs 0..limbs-2 in [0, 2^62), the top limb
 * signed; value = sum v[i] * 2^(62 i). */
#ifndef ECBATCH_FIELD_MODINV62_H
#define ECBATCH_FIELD_MODINV62_H

#include <stdint.h>

#define ECB_MODINV62_MAX_LIMBS 7

typedef struct ecb_modinv62_modinfo {
    int64_t modulus[ECB_MODINV62_MAX_LIMBS]; /* the odd modulus m, signed-62 limbs */
    uint64_t modulus_inv62;                  /* m^-1 mod 2^62 */
    int limbs;                               /* limbs in use (> bits(m) / 62) */
    /* Batches of 62 divsteps for the constant-time inversion: 62 * batches must reach the
     * divstep bound floor((49 d + 80) / 17) of Bernstein–Yang Theorem 11.2, with
     * d = log2(sqrt(5) * m) (so that f^2 + 4 g^2 <= 5 * 2^(2d) for f = m, 0 <= g < m). */
    int batches;
} ecb_modinv62_modinfo;

/* x (in [0, m), `limbs` limbs) is replaced by x^-1 mod m in [0, m); 0 stays 0.
 * Constant time in x. */
void ecb_modinv62(int64_t *x, const ecb_modinv62_modinfo *m);

/* The same result, variable time: for public x only. */
void ecb_modinv62_var(int64_t *x, const ecb_modinv62_modinfo *m);

/* Converts n64 little-endian 64-bit limbs (a value < 2^(62 n62 - 1)) to n62 62-bit limbs. */
void ecb_modinv62_from_u64(int64_t *out, int n62, const uint64_t *in, int n64);

/* Converts n62 non-negative 62-bit limbs (a value < 2^(64 n64)) to n64 64-bit limbs. */
void ecb_modinv62_to_u64(uint64_t *out, int n64, const int64_t *in, int n62);

#endif
