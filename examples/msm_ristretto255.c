/* Example: a multi-scalar multiplication over ristretto255 with the installed ecbatch.
 *
 * Computes S = k_0 P_0 + ... + k_{n-1} P_{n-1} for a few points P_i = a_i B (B the base point)
 * and checks the answer through a second route: S = (k_0 a_0 + ... + k_{n-1} a_{n-1}) B, one
 * fixed-base multiplication. Prints both encodings; exits 1 when they differ.
 *
 * Build against an installed ecbatch:
 *   cc msm_ristretto255.c $(pkg-config --cflags --libs ecbatch)
 * or with CMake: find_package(ecbatch) and link ecbatch::ecbatch (see CMakeLists.txt here). */
#include <ecbatch.h>
#include <stdio.h>
#include <string.h>

#define N 5

static void print_hex(const char *label, const uint8_t *b, size_t len) {
    printf("%-28s ", label);
    for (size_t i = 0; i < len; i++)
        printf("%02x", b[i]);
    printf("\n");
}

int main(void) {
    ecb_ristretto255_point points[N], sum, term;
    ecb_ristretto255_scalar scalars[N], a, combined, t;
    uint8_t enc_sum[ECB_RISTRETTO255_BYTES], enc_check[ECB_RISTRETTO255_BYTES];

    /* public inputs: P_i = a_i B with a_i = 1000 + i, scalars k_i = 3^(i+1) * 12345 */
    ecb_ristretto255_scalar_from_u64(&combined, 0);
    for (int i = 0; i < N; i++) {
        ecb_ristretto255_scalar_from_u64(&a, 1000 + (uint64_t)i);
        ecb_ristretto255_base_mult(&points[i], &a);
        uint64_t k = 12345;
        for (int j = 0; j <= i; j++)
            k *= 3;
        ecb_ristretto255_scalar_from_u64(&scalars[i], k);
        ecb_ristretto255_scalar_mul(&t, &scalars[i], &a);
        ecb_ristretto255_scalar_add(&combined, &combined, &t);
    }

    /* the multi-scalar multiplication, term by term */
    ecb_ristretto255_identity(&sum);
    for (int i = 0; i < N; i++) {
        ecb_ristretto255_scalar_mult(&term, &scalars[i], &points[i]);
        ecb_ristretto255_add(&sum, &sum, &term);
    }
    ecb_ristretto255_encode(enc_sum, &sum);

    /* the check: one fixed-base multiplication by the combined scalar */
    ecb_ristretto255_base_mult(&term, &combined);
    ecb_ristretto255_encode(enc_check, &term);

    /* and a decode of the result, as a verifier receiving it would do */
    ecb_ristretto255_point decoded;
    ecb_status st = ecb_ristretto255_decode(&decoded, enc_sum);

    printf("ristretto255 sum of %d scalar multiples\n", N);
    print_hex("sum k_i P_i:", enc_sum, sizeof enc_sum);
    print_hex("(sum k_i a_i) B:", enc_check, sizeof enc_check);
    printf("%-28s %s\n", "decode(sum):", ecb_status_str(st));
    if (memcmp(enc_sum, enc_check, sizeof enc_sum) != 0 || st != ECB_OK ||
        !ecb_ristretto255_equal(&decoded, &sum)) {
        printf("MISMATCH\n");
        return 1;
    }
    printf("ok\n");
    return 0;
}
