/* Tables of base point multiples, built once on first use. The build runs on public data
 * only (the fixed base point) and does one batched inversion per row of points. */
#define _POSIX_C_SOURCE 200809L
#include "group/ristretto255/edwards25519_basetable.h"

#include <pthread.h>

static ge25519_base_comb_row base_comb[GE25519_BASE_COMB_ROWS];
static ge25519_niels base_odd[GE25519_BASE_ODD_MULTIPLES];
static pthread_once_t base_tables_once = PTHREAD_ONCE_INIT;

static void build_base_tables(void) {
    ge25519_p3 row[GE25519_BASE_ODD_MULTIPLES], base, twice;
    fe25519 scratch[GE25519_BASE_ODD_MULTIPLES];
    ge25519_p1p1 t;

    ecb_ristretto255_base(&base);
    /* comb rows: b = 256^i B, row = b, 2b, ..., 8b */
    for (int i = 0; i < GE25519_BASE_COMB_ROWS; i++) {
        row[0] = base;
        for (int j = 1; j < 8; j++)
            ge25519_add_p3(&row[j], &row[j - 1], &base);
        ge25519_batch_to_niels(base_comb[i], row, 8, scratch);
        for (int k = 0; k < 8; k++) { /* base <- 256 base */
            ge25519_p3_dbl(&t, &base);
            ge25519_p1p1_to_p3(&base, &t);
        }
    }
    /* odd multiples B, 3B, ..., 127B */
    ecb_ristretto255_base(&base);
    ge25519_p3_dbl(&t, &base);
    ge25519_p1p1_to_p3(&twice, &t);
    row[0] = base;
    for (int j = 1; j < GE25519_BASE_ODD_MULTIPLES; j++)
        ge25519_add_p3(&row[j], &row[j - 1], &twice);
    ge25519_batch_to_niels(base_odd, row, GE25519_BASE_ODD_MULTIPLES, scratch);
}

const ge25519_base_comb_row *ge25519_base_comb(void) {
    pthread_once(&base_tables_once, build_base_tables);
    return base_comb;
}

const ge25519_niels *ge25519_base_odd_multiples(void) {
    pthread_once(&base_tables_once, build_base_tables);
    return base_odd;
}
