/* The threshold batch verifier's body (bls_threshold_batch_verify_seeded): parse and decode every
 * partial signature, weight the valid ones, check one pairing equation, and on failure bisect.
 *
 * For a range [lo, hi) of the valid partials (indices x_i, signatures s_i, weights rho_i) the
 * public shares' weighted sum is, with h_x = sum_k x^k C_k,
 *   sum_i rho_i h_{x_i} = sum_k c_k C_k,   c_k = sum_i rho_i x_i^k,
 * one MSM over the t commitments whatever the number of partials (the c_k cost (hi - lo) t
 * field products), and the check is
 *   e(sum_k c_k C_k, H(m)) e(-g, sum_i rho_i s_i) = 1
 * (min-pk; min-sig swaps the pairing's arguments), one product of two pairings. Bisection splits
 * a failing range in halves; when the left half passes the right one must fail and is not
 * checked again. */
#include <string.h>

#include "bls/bls_batch_weights.h"
#include "bls/bls_threshold_internal.h"
#include "util/alloc.h"

typedef struct batch {
    const bls_suite *s;
    unsigned threads;
    size_t t, ka, sa;         /* commitments; bytes of an affine key and signature point */
    unsigned char *comms;     /* the t commitments, affine */
    fr381 *c;                 /* t: the commitments' weights of a range (Montgomery) */
    ecb_bls12_381_scalar *cs; /* t: the same as MSM scalars */
    unsigned char *sigs_aff;  /* the m valid signatures, affine */
    fr381 *x, *rho;           /* their indices and weights (Montgomery) */
    ecb_bls12_381_scalar *w;  /* their weights as MSM scalars */
    size_t *index;            /* their positions in the input */
    bls_point hash;           /* H(m) */
} batch;

/* out = sum_i w[i] pts[i] in the key (in_key_group) or signature group, affine. */
static ecb_status weighted_sum(const batch *b, int in_key_group, bls_point *out, const void *pts,
                               const ecb_bls12_381_scalar *w, size_t n) {
    int in_g1 = (b->s->variant == ECB_BLS_MIN_PK) == (in_key_group != 0);
    ecb_status st;
    if (in_g1) {
        ecb_bls12_381_g1 sum;
        st = bls_msm(b->s, in_key_group, &sum, pts, w, n, b->threads);
        ecb_bls12_381_g1_to_affine(&out->g1, &sum);
    } else {
        ecb_bls12_381_g2 sum;
        st = bls_msm(b->s, in_key_group, &sum, pts, w, n, b->threads);
        ecb_bls12_381_g2_to_affine(&out->g2, &sum);
    }
    return st;
}

/* The weighted check of the valid partials [lo, hi). */
static ecb_status check_range(batch *b, size_t lo, size_t hi) {
    fr381 p;
    for (size_t k = 0; k < b->t; k++)
        fr381_zero(&b->c[k]);
    for (size_t i = lo; i < hi; i++) { /* c_k += rho_i x_i^k */
        p = b->rho[i];
        for (size_t k = 0; k < b->t; k++) {
            fr381_add(&b->c[k], &b->c[k], &p);
            if (k + 1 < b->t) fr381_mul(&p, &p, &b->x[i]);
        }
    }
    for (size_t k = 0; k < b->t; k++)
        fr381_from_mont(b->cs[k].v, &b->c[k]);
    bls_point key, sig;
    ecb_status st = weighted_sum(b, 1, &key, b->comms, b->cs, b->t);
    if (st == ECB_OK) st = weighted_sum(b, 0, &sig, b->sigs_aff + lo * b->sa, b->w + lo, hi - lo);
    if (st != ECB_OK) return st;
    return bls_pairing_check(b->s, &key, &b->hash, 1, &sig);
}

/* Marks the invalid partials of [lo, hi); known_bad: the range is known to fail. */
static ecb_status bisect(batch *b, size_t lo, size_t hi, int known_bad, uint8_t *valid,
                         size_t *invalid) {
    if (!known_bad) {
        ecb_status st = check_range(b, lo, hi);
        if (st != ECB_ERR_VERIFY_FAILED) return st;
    }
    if (hi - lo == 1) {
        valid[b->index[lo]] = 0;
        (*invalid)++;
        return ECB_OK;
    }
    size_t mid = lo + (hi - lo) / 2;
    ecb_status st = check_range(b, lo, mid);
    if (st == ECB_OK) return bisect(b, mid, hi, 1, valid, invalid);
    if (st != ECB_ERR_VERIFY_FAILED) return st;
    st = bisect(b, lo, mid, 1, valid, invalid);
    if (st != ECB_OK) return st;
    return bisect(b, mid, hi, 0, valid, invalid);
}

/* Decodes the n signatures (after their index prefixes) into sigs (affine, the signature group)
 * with the group's batch decoder on b->threads threads; st[i] is signature i's status. bytes
 * holds n x sig_bytes of scratch. */
static void decode_signatures(const batch *b, unsigned char *sigs, uint8_t *bytes,
                              const uint8_t *partials, size_t n, ecb_status *st) {
    const size_t sgn = b->s->sig_bytes, pb = ECB_BLS_PARTIAL_INDEX_BYTES + sgn;
    for (size_t i = 0; i < n; i++)
        memcpy(bytes + i * sgn, partials + i * pb + ECB_BLS_PARTIAL_INDEX_BYTES, sgn);
    if (b->s->variant == ECB_BLS_MIN_PK)
        ecb_bls12_381_g2_batch_decode_affine((ecb_bls12_381_g2_affine *)sigs, n, bytes, n * sgn,
                                             b->threads, st, NULL);
    else
        ecb_bls12_381_g1_batch_decode_affine((ecb_bls12_381_g1_affine *)sigs, n, bytes, n * sgn,
                                             b->threads, st, NULL);
}

ecb_status bls_threshold_batch_verify_seeded(const bls_suite *s, const ecb_bte_public *pub,
                                             const uint8_t *msg, size_t msg_len,
                                             const uint8_t *partials, size_t n, unsigned threads,
                                             const uint8_t seed[32], uint8_t *valid,
                                             size_t *invalid) {
    const int minpk = s->variant == ECB_BLS_MIN_PK;
    const size_t pb = ECB_BLS_PARTIAL_INDEX_BYTES + s->sig_bytes;
    batch b;
    memset(&b, 0, sizeof b);
    b.s = s;
    b.threads = threads;
    b.t = pub->t;
    b.ka = minpk ? sizeof(ecb_bls12_381_g1_affine) : sizeof(ecb_bls12_381_g2_affine);
    b.sa = minpk ? sizeof(ecb_bls12_381_g2_affine) : sizeof(ecb_bls12_381_g1_affine);
    /* n <= ECB_BLS_MAX_PARTIALS and t <= ECB_BTE_MAX_PARTICIPANTS (2^16 each): no overflow */
    size_t per_t = b.ka + sizeof(fr381) + sizeof(ecb_bls12_381_scalar);
    size_t per_n = s->sig_bytes + 2 * b.sa + 2 * sizeof(fr381) + 2 * sizeof(ecb_bls12_381_scalar) +
                   sizeof(size_t) + sizeof(ecb_status);
    unsigned char *mem = ecb_malloc(b.t * per_t + n * per_n), *p = mem;
    if (mem == NULL) return ECB_ERR_OUT_OF_MEMORY;
    b.c = (fr381 *)p;
    p += b.t * sizeof(fr381);
    b.x = (fr381 *)p;
    p += n * sizeof(fr381);
    b.rho = (fr381 *)p;
    p += n * sizeof(fr381);
    b.cs = (ecb_bls12_381_scalar *)p;
    p += b.t * sizeof(ecb_bls12_381_scalar);
    b.w = (ecb_bls12_381_scalar *)p;
    p += n * sizeof(ecb_bls12_381_scalar);
    ecb_bls12_381_scalar *w_all = (ecb_bls12_381_scalar *)p;
    p += n * sizeof(ecb_bls12_381_scalar);
    b.index = (size_t *)p;
    p += n * sizeof(size_t);
    b.comms = p;
    p += b.t * b.ka;
    b.sigs_aff = p;
    p += n * b.sa;
    unsigned char *dec = p;
    p += n * b.sa;
    ecb_status *st_sigs = (ecb_status *)(void *)p;
    p += n * sizeof(ecb_status);
    uint8_t *sig_bytes = p;

    bls_threshold_weights(w_all, s, pub, msg, msg_len, partials, n, seed);
    decode_signatures(&b, dec, sig_bytes, partials, n, st_sigs);
    size_t m = 0;
    *invalid = 0;
    for (size_t i = 0; i < n; i++) {
        uint32_t x = bls_partial_index(partials + i * pb);
        valid[i] = bls_partial_index_check(pub, x) == ECB_OK && st_sigs[i] == ECB_OK;
        if (!valid[i]) {
            (*invalid)++;
            continue;
        }
        fr381_from_u64(&b.x[m], x);
        fr381_to_mont(&b.rho[m], w_all[i].v);
        b.w[m] = w_all[i];
        b.index[m] = i;
        memcpy(b.sigs_aff + m * b.sa, dec + i * b.sa, b.sa);
        m++;
    }
    ecb_status st = ECB_OK;
    if (m > 0) {
        bls_threshold_commitments(b.comms, s, pub);
        bls_hash_affine(s, &b.hash, msg, msg_len, s->sig_dst);
        st = bisect(&b, 0, m, 0, valid, invalid);
    }
    ecb_free(mem);
    if (st != ECB_OK) return st;
    return *invalid == 0 ? ECB_OK : ECB_ERR_VERIFY_FAILED;
}
