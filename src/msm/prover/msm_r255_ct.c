/* Straus multi-scalar multiplication for provers on the portable kernels (levels portable and
 * adx; the AVX-512 IFMA level's are in msm_r255_ct_x1_ifma.c); see msm_r255_ct.h. */
#include "msm/prover/msm_r255_ct.h"

#include <sodium.h>
#include <string.h>

#define TABLE 8 /* table entries per point */

size_t ge25519_multi_scratch_size(size_t n) {
    /* ct: 8 p3 + 8 niels + 8 field elements + 64 digits per point; public: 8 cached + 256 */
    size_t ct = TABLE * (sizeof(ge25519_p3) + sizeof(ge25519_niels) + sizeof(fe25519)) + 64;
    size_t pub = TABLE * sizeof(ge25519_cached) + 256;
    return n * (ct > pub ? ct : pub);
}

/* 1 when a == b for small non-negative a, b; constant time. */
static unsigned ct_eq_small(unsigned a, unsigned b) {
    return (unsigned)((((uint64_t)(a ^ b)) - 1) >> 63);
}

/* r = d P from table[j] = (j + 1) P, d in [-8, 8]; constant time in d and the table. */
static void select_niels(ge25519_niels *r, const ge25519_niels *table, int8_t d) {
    const unsigned neg = (unsigned)((int)d >> 8) & 1;
    const unsigned abs = (unsigned)(((int)d ^ -(int)neg) + (int)neg);
    ge25519_niels_0(r);
    for (unsigned j = 0; j < TABLE; j++)
        ge25519_cmov_niels(r, &table[j], ct_eq_small(abs, j + 1));
    ge25519_cneg_niels(r, neg);
}

/* h = 16 h: four doublings, the first three ending in projective coordinates. */
static void times16(ge25519_p3 *h) {
    ge25519_p1p1 t;
    ge25519_p2 q;
    ge25519_p3_dbl(&t, h);
    for (int i = 0; i < 3; i++) {
        ge25519_p1p1_to_p2(&q, &t);
        ge25519_p2_dbl(&t, &q);
    }
    ge25519_p1p1_to_p3(h, &t);
}

/* The tables are affine (niels) with one shared inversion, so each addition is 7M and each
 * lookup reads 3 field elements per entry. */
void ge25519_ct_msm_portable(ge25519_p3 *out, const ge25519_p3 *points, const sc25519 *scalars,
                             size_t n, void *scratch) {
    ge25519_p3 *multiples = scratch;
    ge25519_niels *tables = (ge25519_niels *)(multiples + n * TABLE), c;
    fe25519 *inv_scratch = (fe25519 *)(tables + n * TABLE);
    int8_t *digits = (int8_t *)(inv_scratch + n * TABLE);
    ge25519_cached p_cached;
    ge25519_p3 h;
    ge25519_p1p1 t;
    for (size_t i = 0; i < n; i++) { /* (j + 1) P_i */
        ge25519_p3 *m = multiples + i * TABLE;
        m[0] = points[i];
        ge25519_p3_to_cached(&p_cached, &points[i]);
        for (int j = 1; j < TABLE; j++) {
            ge25519_add_cached(&t, &m[j - 1], &p_cached);
            ge25519_p1p1_to_p3(&m[j], &t);
        }
        sc25519_signed_radix16(digits + 64 * i, &scalars[i]);
    }
    ge25519_batch_to_niels(tables, multiples, n * TABLE, inv_scratch);
    ge25519_p3_0(&h);
    for (int w = 63; w >= 0; w--) {
        if (w != 63) times16(&h);
        for (size_t i = 0; i < n; i++) {
            select_niels(&c, tables + i * TABLE, digits[64 * i + (size_t)w]);
            ge25519_add_niels(&t, &h, &c);
            ge25519_p1p1_to_p3(&h, &t);
        }
    }
    *out = h;
    sodium_memzero(scratch, ge25519_multi_scratch_size(n));
    sodium_memzero(&c, sizeof c);
    sodium_memzero(&p_cached, sizeof p_cached);
    sodium_memzero(&t, sizeof t);
    sodium_memzero(&h, sizeof h);
}

/* Odd multiples (2 j + 1) P, j < TABLE, as cached points. */
static void odd_multiples(ge25519_cached *table, const ge25519_p3 *p) {
    ge25519_p3 u, twice;
    ge25519_p1p1 t;
    ge25519_p3_to_cached(&table[0], p);
    ge25519_p3_dbl(&t, p);
    ge25519_p1p1_to_p3(&twice, &t);
    for (int j = 1; j < TABLE; j++) {
        ge25519_add_cached(&t, &twice, &table[j - 1]);
        ge25519_p1p1_to_p3(&u, &t);
        ge25519_p3_to_cached(&table[j], &u);
    }
}

void ge25519_public_mul_add_portable(ge25519_p3 *out, const sc25519 *x, const ge25519_p3 *p,
                                     const ge25519_p3 *q) {
    ge25519_cached table[TABLE], qc;
    int8_t naf[256];
    ge25519_p3 u;
    ge25519_p1p1 t;
    ge25519_p2 r;
    const int top = sc25519_wnaf_var(naf, x, 5);
    if (top < 0) {
        *out = *q;
        return;
    }
    odd_multiples(table, p);
    fe25519_0(&r.X);
    fe25519_1(&r.Y);
    fe25519_1(&r.Z);
    for (int b = top; b >= 0; b--) {
        ge25519_p2_dbl(&t, &r);
        if (naf[b] != 0) {
            ge25519_p1p1_to_p3(&u, &t);
            if (naf[b] > 0)
                ge25519_add_cached(&t, &u, &table[naf[b] / 2]);
            else
                ge25519_sub_cached(&t, &u, &table[-naf[b] / 2]);
        }
        if (b > 0) ge25519_p1p1_to_p2(&r, &t);
    }
    ge25519_p1p1_to_p3(&u, &t);
    ge25519_p3_to_cached(&qc, q);
    ge25519_add_cached(&t, &u, &qc);
    ge25519_p1p1_to_p3(out, &t);
}

void ge25519_static_table_init(ge25519_niels table[GE25519_STATIC_TABLE], const ge25519_p3 *p) {
    ge25519_p3 m[GE25519_STATIC_TABLE], twice;
    ge25519_cached tc;
    ge25519_p1p1 t;
    fe25519 scratch[GE25519_STATIC_TABLE];
    m[0] = *p;
    ge25519_p3_dbl(&t, p);
    ge25519_p1p1_to_p3(&twice, &t);
    ge25519_p3_to_cached(&tc, &twice);
    for (int j = 1; j < GE25519_STATIC_TABLE; j++) {
        ge25519_add_cached(&t, &m[j - 1], &tc);
        ge25519_p1p1_to_p3(&m[j], &t);
    }
    ge25519_batch_to_niels(table, m, GE25519_STATIC_TABLE, scratch);
}

void ge25519_public_msm_static_portable(ge25519_p3 *out, const ge25519_p3 *points,
                                        const ge25519_niels *const *static_tables,
                                        const sc25519 *scalars, size_t n, void *scratch) {
    ge25519_cached *tables = scratch;
    int8_t *naf = (int8_t *)(tables + n * TABLE);
    ge25519_p3 u;
    ge25519_p1p1 t;
    ge25519_p2 r;
    int top = -1;
    for (size_t i = 0; i < n; i++) {
        const int is_static = static_tables != NULL && static_tables[i] != NULL;
        /* width 6 on a precomputed table of 1P..31P, else width 5 on 1P..15P built here */
        int ti = sc25519_wnaf_var(naf + 256 * i, &scalars[i], is_static ? 6 : 5);
        if (ti > top) top = ti;
        if (ti >= 0 && !is_static) odd_multiples(tables + i * TABLE, &points[i]);
    }
    if (top < 0) {
        ge25519_p3_0(out);
        return;
    }
    fe25519_0(&r.X);
    fe25519_1(&r.Y);
    fe25519_1(&r.Z);
    for (int b = top; b >= 0; b--) {
        ge25519_p2_dbl(&t, &r);
        for (size_t i = 0; i < n; i++) {
            int d = naf[256 * i + (size_t)b];
            if (d == 0) continue;
            ge25519_p1p1_to_p3(&u, &t);
            const size_t j = (size_t)((d > 0 ? d : -d) / 2);
            if (static_tables != NULL && static_tables[i] != NULL) {
                if (d > 0)
                    ge25519_add_niels(&t, &u, &static_tables[i][j]);
                else
                    ge25519_sub_niels(&t, &u, &static_tables[i][j]);
            } else {
                if (d > 0)
                    ge25519_add_cached(&t, &u, &tables[i * TABLE + j]);
                else
                    ge25519_sub_cached(&t, &u, &tables[i * TABLE + j]);
            }
        }
        if (b > 0) ge25519_p1p1_to_p2(&r, &t);
    }
    ge25519_p1p1_to_p3(out, &t);
}

void ge25519_comb_init(ge25519_comb *comb, const ge25519_p3 *p) {
    ge25519_p3 row[8], b = *p;
    ge25519_cached bc;
    ge25519_p1p1 t;
    fe25519 scratch[8];
    for (size_t i = 0; i < GE25519_COMB_ROWS; i++) {
        /* row i: b = 256^i P, then b, 2b, ..., 8b */
        row[0] = b;
        ge25519_p3_to_cached(&bc, &b);
        for (int j = 1; j < TABLE; j++) {
            ge25519_add_cached(&t, &row[j - 1], &bc);
            ge25519_p1p1_to_p3(&row[j], &t);
        }
        ge25519_batch_to_niels(comb->row[i], row, TABLE, scratch);
        for (int d = 0; d < 8; d++) {
            ge25519_p3_dbl(&t, &b);
            ge25519_p1p1_to_p3(&b, &t);
        }
    }
}

void ge25519_selected_sum_portable(ge25519_p3 *acc, const uint8_t *bits, const ge25519_p3 *points,
                                   size_t n) {
    ge25519_cached c, term;
    ge25519_p1p1 t;
    for (size_t i = 0; i < n; i++) {
        ge25519_p3_to_cached(&c, &points[i]);
        ge25519_cached_0(&term);
        ge25519_cmov_cached(&term, &c, bits[i] & 1);
        ge25519_add_cached(&t, acc, &term);
        ge25519_p1p1_to_p3(acc, &t);
    }
    sodium_memzero(&c, sizeof c);
    sodium_memzero(&term, sizeof term);
    sodium_memzero(&t, sizeof t);
}

void ge25519_comb_msm_portable(ge25519_p3 *out, const ge25519_comb *const *combs,
                               const sc25519 *scalars, size_t n) {
    int8_t e[64];
    ge25519_niels c;
    ge25519_p3 h;
    ge25519_p1p1 t;
    /* k P = 16 sum_{i odd} e_i 16^(i-1) P + sum_{i even} e_i 16^i P; row i/2 holds the
     * multiples of 16^(2 (i/2)) P = 256^(i/2) P */
    ge25519_p3_0(&h);
    for (int parity = 1; parity >= 0; parity--) {
        for (size_t b = 0; b < n; b++) {
            sc25519_signed_radix16(e, &scalars[b]);
            for (int i = parity; i < 64; i += 2) {
                select_niels(&c, combs[b]->row[i / 2], e[i]);
                ge25519_add_niels(&t, &h, &c);
                ge25519_p1p1_to_p3(&h, &t);
            }
        }
        if (parity == 1) times16(&h);
    }
    *out = h;
    sodium_memzero(e, sizeof e);
    sodium_memzero(&c, sizeof c);
    sodium_memzero(&h, sizeof h);
    sodium_memzero(&t, sizeof t);
}

const msm_r255_prover msm_r255_prover_portable = {
    ge25519_ct_msm_portable, ge25519_public_msm_static_portable, ge25519_public_mul_add_portable,
    ge25519_selected_sum_portable, ge25519_comb_msm_portable};
