/* Linked against the static library by tests/check-symbols: this program defines some of the
 * library's internal names itself, as other ed25519 or BLS code would, and uses the public API.
 * The link succeeds only when the library keeps those names local; the run checks that the
 * library computed with its own functions and this program with its own. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "ecbatch.h"

int fe25519_frombytes(int x);
int fe25519_invert(int x);
int sc25519_reduce512(int x);
int ge25519_batch_to_niels(int x);
int fp381_mul(int x);

int fe25519_frombytes(int x) {
    return x + 1;
}
int fe25519_invert(int x) {
    return x + 2;
}
int sc25519_reduce512(int x) {
    return x + 3;
}
int ge25519_batch_to_niels(int x) {
    return x + 4;
}
int fp381_mul(int x) {
    return x + 5;
}
int fe25519_mul(int x);
int fe25519_mul(int x) {
    return x + 6;
}
int sc25519_reduce(int x);
int sc25519_reduce(int x) {
    return x + 7;
}

int main(void) {
    /* ours */
    int mine = fe25519_frombytes(0) + fe25519_invert(0) + sc25519_reduce512(0) +
               ge25519_batch_to_niels(0) + fp381_mul(0) + fe25519_mul(0) + sc25519_reduce(0);
    /* the library's: the base point's encoding, and 2 G in BLS12-381 G1 */
    static const uint8_t base[32] = {0xe2, 0xf2, 0xae, 0x0a, 0x6a, 0xbc, 0x4e, 0x71,
                                     0xa8, 0x84, 0xa9, 0x61, 0xc5, 0x00, 0x51, 0x5f,
                                     0x58, 0xe3, 0x0b, 0x6a, 0xa5, 0x82, 0xdd, 0x8d,
                                     0xb6, 0xa6, 0x59, 0x45, 0xe0, 0x8d, 0x2d, 0x76};
    uint8_t enc[32];
    ecb_ristretto255_point b, c;
    ecb_ristretto255_base(&b);
    ecb_ristretto255_encode(enc, &b);
    int ok = mine == 28 && memcmp(enc, base, 32) == 0;
    ok &= ecb_ristretto255_decode(&c, enc) == ECB_OK && ecb_ristretto255_equal(&b, &c);
    ecb_bls12_381_g1 g, g2, h;
    ecb_bls12_381_scalar two;
    ecb_bls12_381_g1_generator(&g);
    ecb_bls12_381_g1_add(&g2, &g, &g);
    ecb_bls12_381_scalar_from_u64(&two, 2);
    ecb_bls12_381_g1_mul(&h, &two, &g);
    ok &= ecb_bls12_381_g1_equal(&g2, &h) && !ecb_bls12_381_g1_equal(&g, &h);
    printf("symbol_clash: %s\n", ok ? "ok" : "FAILED");
    return ok ? 0 : 1;
}
