/* The public pairing API of BLS12-381 (include/ecbatch/pairing.h) over src/pairing/. */
#include <string.h>

#include "ecbatch/pairing.h"
#include "pairing/gt_381.h"
#include "pairing/pairing_381.h"
#include "util/alloc.h"

_Static_assert(sizeof(ecb_bls12_381_gt) == sizeof(fp12_381), "GT layout");
_Static_assert(sizeof(ecb_bls12_381_g1_affine) == sizeof(g1_381_aff), "G1 affine layout");
_Static_assert(sizeof(ecb_bls12_381_g2_affine) == sizeof(g2_381_aff), "G2 affine layout");

/* A prepared point: this header, then PAIRING_381_LINES lines. */
#define PREPARED_MAGIC 0x3147325045525045ULL /* "EPREP2G1", layout version 1 */
typedef struct prepared_header {
    uint64_t magic;
    uint64_t identity; /* 1: the identity, no lines used */
} prepared_header;
#define PREPARED_SIZE (sizeof(prepared_header) + PAIRING_381_LINES * sizeof(pairing_381_line))

static void gt_store(ecb_bls12_381_gt *out, const fp12_381 *a) {
    memcpy(out, a, sizeof *out);
}

static void gt_load(fp12_381 *r, const ecb_bls12_381_gt *a) {
    memcpy(r, a, sizeof *r);
}

static void gt_set_zero(ecb_bls12_381_gt *out) {
    if (out != NULL) memset(out, 0, sizeof *out);
}

ecb_status ecb_bls12_381_pairing(ecb_bls12_381_gt *out, const uint8_t p[48], const uint8_t q[96]) {
    if (out == NULL || p == NULL || q == NULL) {
        gt_set_zero(out);
        return ECB_ERR_NULL_POINTER;
    }
    return ecb_bls12_381_multi_pairing(out, p, 48, q, 96, 1);
}

ecb_status ecb_bls12_381_multi_pairing(ecb_bls12_381_gt *out, const uint8_t *ps, size_t ps_len,
                                       const uint8_t *qs, size_t qs_len, size_t n) {
    if (out == NULL || (n > 0 && (ps == NULL || qs == NULL))) {
        gt_set_zero(out);
        return ECB_ERR_NULL_POINTER;
    }
    gt_set_zero(out);
    if (n > ECB_BLS12_381_PAIRING_MAX_PAIRS) return ECB_ERR_SIZE_OVERFLOW;
    if (ps_len != 48 * n || qs_len != 96 * n) return ECB_ERR_LENGTH;
    if (n == 0) {
        ecb_bls12_381_gt_one(out);
        return ECB_OK;
    }
    size_t each = sizeof(g1_381_aff) + sizeof(g2_381_aff) + sizeof(g2_381_proj);
    unsigned char *mem = ecb_malloc(n * each);
    if (mem == NULL) return ECB_ERR_OUT_OF_MEMORY;
    g2_381_proj *scratch = (g2_381_proj *)mem;
    g2_381_aff *q = (g2_381_aff *)(mem + n * sizeof(g2_381_proj));
    g1_381_aff *p = (g1_381_aff *)(mem + n * (sizeof(g2_381_proj) + sizeof(g2_381_aff)));
    ecb_status st = ECB_OK;
    for (size_t i = 0; i < n && st == ECB_OK; i++) {
        st = ecb_bls12_381_g1_decode_affine((ecb_bls12_381_g1_affine *)&p[i], ps + 48 * i);
        if (st == ECB_OK)
            st = ecb_bls12_381_g2_decode_affine((ecb_bls12_381_g2_affine *)&q[i], qs + 96 * i);
    }
    if (st == ECB_OK) {
        fp12_381 f;
        pairing_381_miller_loop_n(&f, p, q, n, scratch);
        pairing_381_final_exp(&f, &f);
        gt_store(out, &f);
    }
    ecb_free(mem);
    return st;
}

ecb_status ecb_bls12_381_multi_pairing_affine(ecb_bls12_381_gt *out,
                                              const ecb_bls12_381_g1_affine *p,
                                              const ecb_bls12_381_g2_affine *q, size_t n) {
    if (out == NULL || (n > 0 && (p == NULL || q == NULL))) {
        gt_set_zero(out);
        return ECB_ERR_NULL_POINTER;
    }
    gt_set_zero(out);
    if (n > ECB_BLS12_381_PAIRING_MAX_PAIRS) return ECB_ERR_SIZE_OVERFLOW;
    if (n == 0) {
        ecb_bls12_381_gt_one(out);
        return ECB_OK;
    }
    g2_381_proj *scratch = ecb_malloc(n * sizeof *scratch);
    if (scratch == NULL) return ECB_ERR_OUT_OF_MEMORY;
    fp12_381 f;
    pairing_381_miller_loop_n(&f, (const g1_381_aff *)p, (const g2_381_aff *)q, n, scratch);
    pairing_381_final_exp(&f, &f);
    gt_store(out, &f);
    ecb_free(scratch);
    return ECB_OK;
}

size_t ecb_bls12_381_g2_prepared_size(void) {
    return PREPARED_SIZE;
}

ecb_status ecb_bls12_381_g2_prepare(void *prepared, size_t prepared_len,
                                    const ecb_bls12_381_g2_affine *q) {
    if (prepared == NULL || q == NULL) return ECB_ERR_NULL_POINTER;
    if (prepared_len < PREPARED_SIZE) return ECB_ERR_SCRATCH_TOO_SMALL;
    pairing_381_line lines[PAIRING_381_LINES];
    prepared_header h = {PREPARED_MAGIC, 0};
    const g2_381_aff *qa = (const g2_381_aff *)q;
    h.identity = (uint64_t)g2_381_aff_is_identity(qa);
    if (h.identity)
        memset(lines, 0, sizeof lines);
    else
        pairing_381_prepare(lines, qa);
    memcpy(prepared, &h, sizeof h);
    memcpy((unsigned char *)prepared + sizeof h, lines, sizeof lines);
    return ECB_OK;
}

ecb_status ecb_bls12_381_multi_pairing_prepared(ecb_bls12_381_gt *out,
                                                const ecb_bls12_381_g1_affine *p,
                                                const void *const *prepared, size_t prepared_len,
                                                size_t n) {
    if (out == NULL || (n > 0 && (p == NULL || prepared == NULL))) {
        gt_set_zero(out);
        return ECB_ERR_NULL_POINTER;
    }
    gt_set_zero(out);
    if (n > ECB_BLS12_381_PAIRING_MAX_PAIRS) return ECB_ERR_SIZE_OVERFLOW;
    if (n > 0 && prepared_len < PREPARED_SIZE) return ECB_ERR_SCRATCH_TOO_SMALL;
    for (size_t i = 0; i < n; i++) {
        prepared_header h;
        if (prepared[i] == NULL) return ECB_ERR_NULL_POINTER;
        memcpy(&h, prepared[i], sizeof h);
        if (h.magic != PREPARED_MAGIC || h.identity > 1) return ECB_ERR_INVALID_ARGUMENT;
    }
    /* The lines of up to 256 pairs per pass over the loop; their Miller values multiply. */
    const unsigned char *lines[256];
    fp12_381 acc, f;
    fp12_381_one(&acc);
    for (size_t base = 0; base < n; base += 256) {
        size_t m = n - base < 256 ? n - base : 256;
        for (size_t i = 0; i < m; i++) {
            const unsigned char *b = prepared[base + i];
            prepared_header h;
            memcpy(&h, b, sizeof h);
            lines[i] = h.identity ? NULL : b + sizeof h;
        }
        pairing_381_miller_loop_prepared_n(&f, (const g1_381_aff *)p + base, lines, m);
        fp12_381_mul(&acc, &acc, &f);
    }
    pairing_381_final_exp(&acc, &acc);
    gt_store(out, &acc);
    return ECB_OK;
}

void ecb_bls12_381_gt_one(ecb_bls12_381_gt *out) {
    fp12_381 one;
    fp12_381_one(&one);
    gt_store(out, &one);
}

int ecb_bls12_381_gt_is_one(const ecb_bls12_381_gt *a) {
    fp12_381 t;
    gt_load(&t, a);
    return fp12_381_is_one(&t);
}

int ecb_bls12_381_gt_equal(const ecb_bls12_381_gt *a, const ecb_bls12_381_gt *b) {
    fp12_381 x, y, zero;
    gt_load(&x, a);
    gt_load(&y, b);
    fp12_381_zero(&zero);
    return fp12_381_equal(&x, &y) & (fp12_381_equal(&x, &zero) ^ 1);
}

void ecb_bls12_381_gt_mul(ecb_bls12_381_gt *out, const ecb_bls12_381_gt *a,
                          const ecb_bls12_381_gt *b) {
    fp12_381 x, y;
    gt_load(&x, a);
    gt_load(&y, b);
    fp12_381_mul(&x, &x, &y);
    gt_store(out, &x);
}

void ecb_bls12_381_gt_inverse(ecb_bls12_381_gt *out, const ecb_bls12_381_gt *a) {
    fp12_381 x;
    gt_load(&x, a);
    fp12_381_conj(&x, &x);
    gt_store(out, &x);
}

void ecb_bls12_381_gt_pow(ecb_bls12_381_gt *out, const ecb_bls12_381_gt *a,
                          const ecb_bls12_381_scalar *k) {
    fp12_381 x;
    gt_load(&x, a);
    gt_381_pow(&x, &x, k->v);
    gt_store(out, &x);
}

void ecb_bls12_381_gt_pow_var(ecb_bls12_381_gt *out, const ecb_bls12_381_gt *a,
                              const ecb_bls12_381_scalar *k) {
    fp12_381 x;
    gt_load(&x, a);
    gt_381_pow_var(&x, &x, k->v, 4);
    gt_store(out, &x);
}

void ecb_bls12_381_gt_encode(uint8_t out[576], const ecb_bls12_381_gt *a) {
    fp12_381 x;
    gt_load(&x, a);
    gt_381_encode(out, &x);
}

ecb_status ecb_bls12_381_gt_decode(ecb_bls12_381_gt *out, const uint8_t in[576]) {
    if (out == NULL || in == NULL) {
        gt_set_zero(out);
        return ECB_ERR_NULL_POINTER;
    }
    fp12_381 x;
    ecb_status st = gt_381_decode(&x, in);
    if (st == ECB_OK && !gt_381_is_member_var(&x)) st = ECB_ERR_NOT_IN_SUBGROUP;
    if (st != ECB_OK) fp12_381_zero(&x);
    gt_store(out, &x);
    return st;
}
